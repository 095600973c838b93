import { UPLOAD_DETAIL, type UploadPageBody, type UploadPreview, type UploadPreviewBody, type UploadTurn } from '@crayonbox/contract';
import { AppError } from '../../lib/errors.ts';
import type { UserRow } from '../../plugins/auth.ts';
import type { ImageProvider } from '../../providers/image-generation/openai.ts';
import type { PageImages, PageRow } from '../pages/create-page.ts';
import { keepColorReference } from '../numbers/color-reference.ts';
import { drawWithProvider, NOT_CONFIGURED } from './ai-drawing.ts';
import { ownsUpload } from '../storage/uploads.ts';
import { matchWordList } from './kid-safety.ts';
import { WORD_CATEGORIES } from './kid-safety-words.ts';
import type { Detail } from './line-art.ts';
import { pictureLineArtPrompt, tidyPrompt } from './line-art-prompt.ts';
import { assertCreator, assertHasCredit, chargeAndStore, imageProvider, type GenerationContext } from './shared.ts';

const DEFAULT_TITLE = 'My Uploaded Page';
const NOT_OURS = 'We could not find that picture. Please upload it again.';
const REFUSED = "This picture can't become a coloring page here. Please choose a different one.";

/**
 * POST /pages/upload: turns an image uploaded through /storage/upload into a page: line art kept
 * and cleaned (`keep`), a photo traced into lines here (`trace`), or the picture redrawn by the
 * image model and cleaned like an AI page (`ai`); without a mode, the one that fits what was
 * uploaded (never `ai`: that costs the operator money, so only a user's choice asks for it).
 * The pictures are made in the picture workers (pictures/pool.ts). One page_creation credit,
 * taken only when the page exists.
 */
export async function createUploadedPage(ctx: GenerationContext, user: UserRow, body: UploadPageBody): Promise<PageRow> {
  assertCreator(user);
  await assertHasCredit(ctx, user.id);
  const title = tidyPrompt(body.title ?? '') || DEFAULT_TITLE;
  const category = matchWordList(title);
  if (category) {
    const message = WORD_CATEGORIES[category]?.message ?? REFUSED;
    throw new AppError('VALIDATION', message, { title: [message] });
  }
  const store = (images: PageImages) => chargeAndStore(ctx, { userId: user.id, source: 'upload', title, prompt: null, images });
  if (body.mode === 'ai') {
    // Told before the picture is read: without a key the AI mode cannot work, whatever was uploaded.
    const provider = await requireProvider(ctx);
    const image = await readUpload(ctx, user, body.url);
    await assertPictureAllowed(ctx, image);
    return store(await redrawWithAi(ctx, provider, image, body.turn ?? 0));
  }
  const image = await readUpload(ctx, user, body.url);
  await assertPictureAllowed(ctx, image);
  const detail = (body.detail ?? UPLOAD_DETAIL.default) as Detail;
  const made = await ctx.pictures.run('pageFromUpload', image, ctx.config.upload.maxPixels, body.mode, detail, body.turn ?? 0);
  const page = await store(made.images);
  await keepColorReference(ctx, page.id, made);
  return page;
}

/**
 * POST /pages/upload/preview: the page an upload would make, as a small PNG; makes and spends
 * nothing. For `ai` there is no picture (`preview` null): the model is asked only when the page is
 * created, so a preview never costs the operator an image.
 */
export async function previewUpload(ctx: GenerationContext, user: UserRow, body: UploadPreviewBody): Promise<UploadPreview> {
  assertCreator(user);
  const aiAvailable = (await imageProvider(ctx)) !== null;
  if (body.mode === 'ai' && !aiAvailable) throw new AppError('PROVIDER_NOT_CONFIGURED', NOT_CONFIGURED);
  const image = await readUpload(ctx, user, body.url);
  const detail = (body.detail ?? UPLOAD_DETAIL.default) as Detail;
  if (body.mode === 'ai') {
    const detected = await ctx.pictures.run('detectKind', image, ctx.config.upload.maxPixels);
    return { detected, mode: 'ai', detail, preview: null, ai_available: true };
  }
  const { preview, mode, detected } = await ctx.pictures.run(
    'uploadPreview',
    image,
    ctx.config.upload.maxPixels,
    body.mode,
    detail,
    body.turn ?? 0,
  );
  return { detected, mode, detail, preview: `data:image/png;base64,${preview.toString('base64')}`, ai_available: aiAvailable };
}

/**
 * The caller's own stored upload, checked again (anything else, another user's upload too, is
 * refused). It was cleaned when it was stored (storeUpload): its bytes are drawn as they are.
 */
async function readUpload(ctx: GenerationContext, user: UserRow, url: string): Promise<Buffer> {
  const bytes = (await ownsUpload(ctx, url, user.id)) ? await ctx.storage.read(url) : null;
  if (!bytes) throw new AppError('VALIDATION', NOT_OURS, { url: [NOT_OURS] });
  await ctx.pictures.run('checkImage', bytes, {
    maxBytes: ctx.config.upload.maxBytes,
    maxPixels: ctx.config.upload.maxPixels,
    formats: ['png', 'jpeg', 'webp'],
  });
  return bytes;
}

async function requireProvider(ctx: GenerationContext): Promise<ImageProvider> {
  const provider = await imageProvider(ctx);
  if (!provider) throw new AppError('PROVIDER_NOT_CONFIGURED', NOT_CONFIGURED);
  return provider;
}

/** The picture, squared for the model (squareForModel), redrawn as a coloring page and cleaned. */
async function redrawWithAi(ctx: GenerationContext, provider: ImageProvider, image: Buffer, turn: UploadTurn): Promise<PageImages> {
  const square = await ctx.pictures.run('squareForModel', image, ctx.config.upload.maxPixels, turn);
  return drawWithProvider(ctx, () => provider.edit(square, pictureLineArtPrompt()));
}

/**
 * With a provider key set, the picture also goes through the provider's image moderation (as a
 * small JPEG). If moderation is unavailable the upload goes ahead: uploads are already limited
 * to real images, and admins can block any page.
 */
async function assertPictureAllowed(ctx: GenerationContext, image: Buffer): Promise<void> {
  const provider = await imageProvider(ctx);
  if (!provider) return;
  try {
    const small = await ctx.pictures.run('moderationImage', image);
    if (await provider.flagsImage(small)) throw new AppError('VALIDATION', REFUSED, { url: [REFUSED] });
  } catch (err) {
    if (err instanceof AppError) throw err;
    ctx.log.warn({ err: err instanceof Error ? err.message : String(err) }, 'image moderation unavailable; upload accepted');
  }
}
