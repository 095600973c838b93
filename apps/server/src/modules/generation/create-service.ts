import sharp from 'sharp';
import type { CreatePageBody } from '@crayonbox/contract';
import { AppError } from '../../lib/errors.ts';
import type { UserRow } from '../../plugins/auth.ts';
import { ImageProviderError, type ImageProvider } from '../../providers/image-generation/openai.ts';
import type { PageRow } from '../pages/create-page.ts';
import { checkPrompt } from './kid-safety.ts';
import { cleanLineArt, inkShare } from './line-art.ts';
import { lineArtPrompt, tidyPrompt, titleFromPrompt } from './line-art-prompt.ts';
import { assertCreator, assertHasCredit, chargeAndStore, imageProvider, type GenerationContext } from './shared.ts';

const NOT_CONFIGURED = 'AI page creation is not set up yet.';
const PROVIDER_FAILED = "We couldn't draw your page right now. Please try again in a moment; no credit was used.";
/** Largest picture accepted from the provider before decoding (it is asked for 1024x1024). */
const MAX_PROVIDER_PIXELS = 4096 * 4096;
const PROVIDER_FORMATS = new Set(['png', 'jpeg', 'webp']);

/**
 * POST /pages/create: checks credit, kid safety and setup, asks the provider for line art,
 * cleans it to black on white, then charges one credit and stores the page together.
 */
export async function createAiPage(ctx: GenerationContext, user: UserRow, body: CreatePageBody): Promise<PageRow> {
  assertCreator(user);
  await assertHasCredit(ctx, user.id);
  const prompt = tidyPrompt(body.prompt);
  const provider = await imageProvider(ctx);
  const verdict = await checkPrompt(prompt, provider, ctx.log);
  if (!verdict.safe) throw new AppError('VALIDATION', verdict.message, { prompt: [verdict.message] });
  if (!provider) throw new AppError('PROVIDER_NOT_CONFIGURED', NOT_CONFIGURED);

  const art = await drawLineArt(ctx, provider, lineArtPrompt(prompt, body.style));
  return chargeAndStore(ctx, { userId: user.id, source: 'ai', title: titleFromPrompt(prompt), prompt, image: art });
}

/** Asks the provider for a picture and turns it into clean line art; any failure is a 502. */
async function drawLineArt(ctx: GenerationContext, provider: ImageProvider, instruction: string): Promise<Buffer> {
  let raw: Buffer;
  try {
    raw = await provider.generate(instruction);
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
