import sharp from 'sharp';
import { dropSmallComponents, invert, morph, type Mask } from './line-art/binary.ts';
import { detectKind, type UploadKind } from './line-art/detect.ts';
import { keepLineArt } from './line-art/keep.ts';
import { boundaries, mergeSmallRegions } from './line-art/regions.ts';
import { clusterColours } from './line-art/segment.ts';

export type { UploadKind };
export { detectKind };

/** Side of the square photos are traced at: the size of the coloring canvas. */
const TRACE_SIZE = 1024;

/** How many lines a traced photo gets: 1 (fewest, biggest areas) to 5 (most). */
export type Detail = 1 | 2 | 3 | 4 | 5;
export const DEFAULT_DETAIL: Detail = 3;
// Per detail level: colour clusters, and the smallest area (px at 1024) left as a region.
const CLUSTERS = [0, 5, 7, 9, 12, 15] as const;
const MIN_REGION = [0, 2400, 1400, 800, 450, 250] as const;

/** Ink specks smaller than this (px at 1024 scale) are removed. */
const SPECK_AREA = 20;

const png = (mask: Mask) =>
  sharp(invert(mask).data, { raw: { width: mask.width, height: mask.height, channels: 1 } })
    .png({ compressionLevel: 9 })
    .toBuffer();

/**
 * Keeps line art (a drawing, maybe with grey or colour fills, or a phone snapshot of a printed
 * page) as clean black-on-white line art at its own size (1024 to 3072 px on the long side), so
 * print resolution is kept. The result is a PNG holding only 0 and 255.
 */
export async function cleanLineArt(input: Buffer, maxPixels = 4096 * 4096): Promise<Buffer> {
  return png((await keepLineArt(input, maxPixels)).mask);
}

/**
 * Traces a photo or colourful drawing into a coloring page: smooth it without losing edges,
 * split it into areas of similar colour, merge areas too small to color into their neighbours,
 * and draw the borders between areas as lines of one weight. Borders of areas are closed by
 * construction, so the subject never leaks into the background. `detail` sets how many areas.
 */
export async function traceLineArt(input: Buffer, maxPixels = 4096 * 4096, detail: Detail = DEFAULT_DETAIL): Promise<Buffer> {
  const { data, info } = await sharp(input, { limitInputPixels: maxPixels, failOn: 'error' })
    .rotate()
    .flatten({ background: '#ffffff' })
    .resize(TRACE_SIZE, TRACE_SIZE, { fit: 'inside' })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const clusters = await clusterColours({ data, width, height }, CLUSTERS[detail]);
  const minArea = Math.round((MIN_REGION[detail] * width * height) / (TRACE_SIZE * TRACE_SIZE));
  const ids = mergeSmallRegions(clusters, width, height, minArea);
  let mask: Mask = { data: boundaries(ids, width, height), width, height };
  // One-pixel borders thickened to a line a child can color up to.
  mask = await morph(mask, 'dilate', 3);
  mask = await dropSmallComponents(mask, SPECK_AREA);
  return png(mask);
}

/** Share of black pixels in a black-and-white PNG (0..1). */
export async function inkShare(image: Buffer): Promise<number> {
  const { data } = await sharp(image).extractChannel(0).raw().toBuffer({ resolveWithObject: true });
  let ink = 0;
  for (const v of data) if (v < 128) ink++;
  return data.length ? ink / data.length : 0;
}
