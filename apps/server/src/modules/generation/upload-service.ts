import sharp from 'sharp';
import type { UploadPageBody } from '@crayonbox/contract';
import { AppError } from '../../lib/errors.ts';
import type { UserRow } from '../../plugins/auth.ts';
import type { PageRow } from '../pages/create-page.ts';
import { cleanImage } from '../storage/image-check.ts';
import { matchWordList } from './kid-safety.ts';
import { WORD_CATEGORIES } from './kid-safety-words.ts';
import { traceLineArt } from './line-art.ts';
import { tidyPrompt } from './line-art-prompt.ts';
import { assertCreator, assertHasCredit, chargeAndStore, imageProvider, type GenerationContext } from './shared.ts';

const DEFAULT_TITLE = 'My Uploaded Page';
const NOT_OURS = 'We could not find that picture. Please upload it again.';
const REFUSED = "This picture can't become a coloring page here. Please choose a different one.";

/**
 * POST /pages/upload: turns an image uploaded through /storage/upload into a page, as it is
 * (on white) or traced into line art. One page_creation credit, taken only when the page exists.
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

  const bytes = await ctx.storage.read(body.url);
  if (!bytes) throw new AppError('VALIDATION', NOT_OURS, { url: [NOT_OURS] });
  // Stored uploads were checked already; checking again guards against anything else in storage.
  const image = await cleanImage(bytes, {
    maxBytes: ctx.config.upload.maxBytes,
    maxPixels: ctx.config.upload.maxPixels,
    formats: ['png', 'jpeg', 'webp'],
  });
  await assertPictureAllowed(ctx, image.body);

  const art = body.mode === 'line-art' ? await traceLineArt(image.body, ctx.config.upload.maxPixels) : image.body;
  return chargeAndStore(ctx, { userId: user.id, source: 'upload', title, prompt: null, image: art });
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
