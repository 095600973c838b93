import sharp from 'sharp';
import { pageImages, type PageImages } from '../pages/create-page.ts';
import { cleanLineArt, inkShare } from './line-art.ts';

/** Largest picture accepted from the provider before decoding (it is asked for 1024x1024). */
const MAX_PROVIDER_PIXELS = 4096 * 4096;
const FORMATS = new Set(['png', 'jpeg', 'webp']);

/**
 * The pictures of a page drawn by the image model (a picture job, pictures/jobs.ts): its answer
 * cleaned into line art; throws when it is no usable coloring page, whatever the provider called it.
 */
export async function providerPage(raw: Buffer): Promise<PageImages> {
  return pageImages(await providerArt(raw));
}

async function providerArt(raw: Buffer): Promise<Buffer> {
  const meta = await sharp(raw, { limitInputPixels: false }).metadata();
  if (!meta.format || !FORMATS.has(meta.format)) throw new Error(`not a picture we accept (${meta.format ?? 'unknown'})`);
  if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_PROVIDER_PIXELS) throw new Error('picture far larger than asked for');
  const art = await cleanLineArt(raw, MAX_PROVIDER_PIXELS);
  const ink = await inkShare(art);
  // A blank sheet or a black blot is no coloring page.
  if (ink < 0.002 || ink > 0.6) throw new Error(`unusable drawing (ink ${(ink * 100).toFixed(1)}%)`);
  return art;
}
