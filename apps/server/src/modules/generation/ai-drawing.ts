import { AppError } from '../../lib/errors.ts';
import { ImageProviderError } from '../../providers/image-generation/openai.ts';
import type { PageImages } from '../pages/create-page.ts';
import type { GenerationContext } from './shared.ts';

/** What AI pages and AI conversions of uploads answer without a key (503) and on any provider failure (502). */
export const NOT_CONFIGURED = 'AI page creation is not set up yet.';
export const PROVIDER_FAILED = "We couldn't draw your page right now. Please try again in a moment; no credit was used.";

/**
 * Runs one image request to the provider (a generation or an edit) and turns its answer into a
 * page's pictures (providerPage, in a picture worker). Any failure, including an answer that is no
 * usable coloring page, is a 502 PROVIDER_ERROR: the caller has charged nothing yet, so nothing
 * has to be undone. While the picture workers are too busy it answers 429 before asking.
 */
export async function drawWithProvider(ctx: GenerationContext, ask: () => Promise<Buffer>): Promise<PageImages> {
  // A crowd making pictures is told so before the operator pays for one more (429).
  ctx.pictures.assertRoom('providerPage');
  let raw: Buffer;
  try {
    raw = await ask();
  } catch (err) {
    const reason = err instanceof ImageProviderError ? err.reason : 'unknown';
    ctx.log.warn({ reason, err: err instanceof Error ? err.message : String(err) }, 'image provider failed');
    throw new AppError('PROVIDER_ERROR', PROVIDER_FAILED);
  }
  try {
    // The image is paid for: it waits its turn rather than be thrown away (callers check for room first).
    return await ctx.pictures.mustRun('providerPage', raw);
  } catch (err) {
    ctx.log.warn(
      { reason: 'no-image', err: err instanceof Error ? err.message : String(err) },
      'image provider answered without a usable image',
    );
    throw new AppError('PROVIDER_ERROR', PROVIDER_FAILED);
  }
}
