import sharp from 'sharp';
import { UPLOAD_DETAIL, type UploadMode, type UploadPageBody, type UploadPreview, type UploadPreviewBody } from '@crayonbox/contract';
import { AppError } from '../../lib/errors.ts';
import type { UserRow } from '../../plugins/auth.ts';
import type { PageRow } from '../pages/create-page.ts';
import { cleanImage } from '../storage/image-check.ts';
import { ownsUpload } from '../storage/uploads.ts';
import { matchWordList } from './kid-safety.ts';
import { WORD_CATEGORIES } from './kid-safety-words.ts';
import { cleanLineArt, detectKind, traceLineArt, type Detail } from './line-art.ts';
import { tidyPrompt } from './line-art-prompt.ts';
import { assertCreator, assertHasCredit, chargeAndStore, imageProvider, type GenerationContext } from './shared.ts';

const DEFAULT_TITLE = 'My Uploaded Page';
const NOT_OURS = 'We could not find that picture. Please upload it again.';
const REFUSED = "This picture can't become a coloring page here. Please choose a different one.";

/**
 * POST /pages/upload: turns an image uploaded through /storage/upload into a page: line art kept
 * and cleaned (`as-is`) or a photo traced into lines (`line-art`); without a mode, the one that
 * fits what was uploaded. One page_creation credit, taken only when the page exists.
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
  const image = await readUpload(ctx, user, body.url);
  await assertPictureAllowed(ctx, image);
  const { art } = await convert(ctx, image, body.mode, body.detail);
  return chargeAndStore(ctx, { userId: user.id, source: 'upload', title, prompt: null, image: art });
}

/** POST /pages/upload/preview: the page an upload would make, as a small PNG; makes and spends nothing. */
export async function previewUpload(ctx: GenerationContext, user: UserRow, body: UploadPreviewBody): Promise<UploadPreview> {
  assertCreator(user);
  const image = await readUpload(ctx, user, body.url);
  const { art, mode, detected, detail } = await convert(ctx, image, body.mode, body.detail);
  const small = await sharp(art).resize(1024, 1024, { fit: 'inside', withoutEnlargement: true }).png({ compressionLevel: 9 }).toBuffer();
  return { detected, mode, detail, preview: `data:image/png;base64,${small.toString('base64')}` };
}

/** The caller's own stored upload, checked again (anything else, another user's upload too, is refused). */
async function readUpload(ctx: GenerationContext, user: UserRow, url: string): Promise<Buffer> {
  const bytes = (await ownsUpload(ctx, url, user.id)) ? await ctx.storage.read(url) : null;
  if (!bytes) throw new AppError('VALIDATION', NOT_OURS, { url: [NOT_OURS] });
  const image = await cleanImage(bytes, {
    maxBytes: ctx.config.upload.maxBytes,
    maxPixels: ctx.config.upload.maxPixels,
    formats: ['png', 'jpeg', 'webp'],
  });
  return image.body;
}

/** Line art is kept and cleaned; photos and drawings are traced. */
async function convert(ctx: GenerationContext, image: Buffer, asked: UploadMode | undefined, detailAsked: number | undefined) {
  const maxPixels = ctx.config.upload.maxPixels;
  const detected: UploadMode = (await detectKind(image, maxPixels)) === 'line-art' ? 'as-is' : 'line-art';
  const mode = asked ?? detected;
  const detail = (detailAsked ?? UPLOAD_DETAIL.default) as Detail;
  const art = mode === 'line-art' ? await traceLineArt(image, maxPixels, detail) : await cleanLineArt(image, maxPixels);
  return { art, mode, detected, detail };
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
    const small = await sharp(image)
      .flatten({ background: '#ffffff' })
      .resize(512, 512, { fit: 'inside' })
      .jpeg({ quality: 80 })
      .toBuffer();
    if (await provider.flagsImage(small)) throw new AppError('VALIDATION', REFUSED, { url: [REFUSED] });
  } catch (err) {
    if (err instanceof AppError) throw err;
    ctx.log.warn({ err: err instanceof Error ? err.message : String(err) }, 'image moderation unavailable; upload accepted');
  }
}
