import sharp from 'sharp';
import { detectKind } from '../generation/line-art/detect.ts';

/**
 * Side of a stored illustration, in px: 3 x the 1024 coloring canvas. Printed 8.5 in wide (a
 * US Letter or square sheet with bleed) that is 361 ppi; at the 7.5 in a page fills inside the
 * print margins, 410 ppi.
 */
export const ART_SIZE = 3072;

// Upscaling black-and-white art: resample, blur a little, then steepen the grey ramp again. The
// blur turns the resampled staircase of each edge into a smooth slope; the steep linear curve
// makes that slope a crisp edge about 2 px wide at ART_SIZE (anti-aliased, not blurry).
const EDGE_BLUR = 1.6;
const EDGE_SLOPE = 5;

/**
 * Any picture as a page's stored illustration: an ART_SIZE square PNG on white. Black-and-white
 * line art smaller than that is upscaled with crisp edges; anything else is resampled (lanczos).
 */
export async function toPrintArt(image: Buffer): Promise<Buffer> {
  const meta = await sharp(image).metadata();
  const small = Math.max(meta.width ?? 0, meta.height ?? 0) < ART_SIZE;
  const square = (input: Buffer, greyscale: boolean) => {
    const pipeline = sharp(input).flatten({ background: '#ffffff' });
    if (greyscale) pipeline.greyscale();
    return pipeline.resize(ART_SIZE, ART_SIZE, { fit: 'contain', background: '#ffffff', kernel: 'lanczos3' });
  };
  if (!small || (await detectKind(image)) === 'photo') return square(image, false).png({ compressionLevel: 6 }).toBuffer();
  // sharp applies resize after blur in one pipeline, so the upscale is a pass of its own.
  const { data, info } = await square(image, true).extractChannel(0).raw().toBuffer({ resolveWithObject: true });
  return sharp(data, { raw: info })
    .blur(EDGE_BLUR)
    .linear(EDGE_SLOPE, 128 - 128 * EDGE_SLOPE)
    .png({ compressionLevel: 6 })
    .toBuffer();
}
