import sharp from 'sharp';
import { AppError } from '../../lib/errors.ts';
import { ImageProviderError } from '../../providers/image-generation/openai.ts';
import { cleanLineArt, inkShare } from './line-art.ts';
import type { GenerationContext } from './shared.ts';

/** What AI pages and AI conversions of uploads answer without a key (503) and on any provider failure (502). */
export const NOT_CONFIGURED = 'AI page creation is not set up yet.';
export const PROVIDER_FAILED = "We couldn't draw your page right now. Please try again in a moment; no credit was used.";
/** Largest picture accepted from the provider before decoding (it is asked for 1024x1024). */
const MAX_PROVIDER_PIXELS = 4096 * 4096;
const PROVIDER_FORMATS = new Set(['png', 'jpeg', 'webp']);

/**
 * Runs one image request to the provider (a generation or an edit) and turns its answer into
 * clean line art. Any failure, including an answer that is no usable coloring page, is a 502
 * PROVIDER_ERROR: the caller has charged nothing yet, so nothing has to be undone.
 */
export async function drawWithProvider(ctx: GenerationContext, ask: () => Promise<Buffer>): Promise<Buffer> {
  let raw: Buffer;
  try {
    raw = await ask();
  } catch (err) {
    const reason = err instanceof ImageProviderError ? err.reason : 'unknown';
    ctx.log.warn({ reason, err: err instanceof Error ? err.message : String(err) }, 'image provider failed');
    throw new AppError('PROVIDER_ERROR', PROVIDER_FAILED);
  }
  try {
    const meta = await sharp(raw, { limitInputPixels: false }).metadata();
    if (!meta.format || !PROVIDER_FORMATS.has(meta.format)) throw new Error(`not a picture we accept (${meta.format ?? 'unknown'})`);
    if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_PROVIDER_PIXELS) throw new Error('picture far larger than asked for');
    const art = await cleanLineArt(raw, MAX_PROVIDER_PIXELS);
    const ink = await inkShare(art);
    // A blank sheet or a black blot is no coloring page, even if the provider called it a success.
    if (ink < 0.002 || ink > 0.6) throw new Error(`unusable drawing (ink ${(ink * 100).toFixed(1)}%)`);
    return art;
  } catch (err) {
    ctx.log.warn(
      { reason: 'no-image', err: err instanceof Error ? err.message : String(err) },
      'image provider answered without a usable image',
    );
    throw new AppError('PROVIDER_ERROR', PROVIDER_FAILED);
  }
}
