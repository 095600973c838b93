import sharp from 'sharp';
import { dropSmallComponents, invert, morph, type Mask } from './line-art/binary.ts';
import { detectKind, type UploadKind } from './line-art/detect.ts';
import { boundaries, mergeSmallRegions } from './line-art/regions.ts';
import { clusterColours } from './line-art/segment.ts';

export type { UploadKind };
export { detectKind };

/** Greyscale value below which a pixel of line art counts as ink. */
const INK_THRESHOLD = 160;
/**
 * For faint line art (thin or grey lines that hardly reach INK_THRESHOLD once drawn small), any
 * pixel clearly darker than paper is ink: the lines would vanish otherwise.
 */
const FAINT_THRESHOLD = 225;
const FAINT_SHARE = 0.004;
/** Side of the square photos are traced at: the size of the coloring canvas. */
const TRACE_SIZE = 1024;
/** Line art is cleaned at its own size up to print resolution (3072), and at least at this size. */
const MIN_CLEAN_SIZE = 1024;
const MAX_CLEAN_SIZE = 3072;

/** How many lines a traced photo gets: 1 (fewest, biggest areas) to 5 (most). */
export type Detail = 1 | 2 | 3 | 4 | 5;
export const DEFAULT_DETAIL: Detail = 3;
// Per detail level: colour clusters, and the smallest area (px at 1024) left as a region.
const CLUSTERS = [0, 5, 7, 9, 12, 15] as const;
const MIN_REGION = [0, 2400, 1400, 800, 450, 250] as const;

/** Ink specks smaller than this (px at 1024 scale) are removed; paper holes smaller than this are filled. */
const SPECK_AREA = 20;
const HOLE_AREA = 12;

const png = (mask: Mask) =>
  sharp(invert(mask).data, { raw: { width: mask.width, height: mask.height, channels: 1 } })
    .png({ compressionLevel: 9 })
    .toBuffer();

/**
 * Keeps line art and cleans it: grey, stretch the contrast, threshold (light grey shading
 * disappears, anti-aliased strokes become solid; faint art keeps its lines), drop stray dots and
 * grain and pin holes, and close
 * gaps of a pixel or two so areas are closed. Works at the picture's own size (1024 to 3072 px on
 * the long side), so print resolution is kept. The result is a PNG holding only 0 and 255.
 */
export async function cleanLineArt(input: Buffer, maxPixels = 4096 * 4096): Promise<Buffer> {
  const meta = await sharp(input, { limitInputPixels: maxPixels, failOn: 'error' }).metadata();
  const long = Math.max(meta.width ?? 0, meta.height ?? 0);
  const side = Math.min(MAX_CLEAN_SIZE, Math.max(MIN_CLEAN_SIZE, long));
  const { data, info } = await sharp(input, { limitInputPixels: maxPixels, failOn: 'error' })
    .rotate()
    .flatten({ background: '#ffffff' })
    .resize(side, side, { fit: 'inside', kernel: 'lanczos3' })
    .greyscale()
    .normalise({ lower: 0, upper: 99 })
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  let dark = 0;
  let faint = 0;
  for (const v of data) {
    if (v < INK_THRESHOLD) dark++;
    else if (v < FAINT_THRESHOLD) faint++;
  }
  const threshold = dark < data.length * FAINT_SHARE && faint > data.length * FAINT_SHARE ? FAINT_THRESHOLD : INK_THRESHOLD;
  const ink = new Uint8Array(data.length);
  for (let i = 0; i < data.length; i++) ink[i] = (data[i] as number) < threshold ? 255 : 0;
  const scale = (info.width * info.height) / (TRACE_SIZE * TRACE_SIZE);
  let mask: Mask = { data: ink, width: info.width, height: info.height };
  mask = await dropSmallComponents(mask, Math.max(2, Math.round(SPECK_AREA * Math.max(1, scale))));
  mask = invert(await dropSmallComponents(invert(mask), Math.max(2, Math.round(HOLE_AREA * Math.max(1, scale)))));
  mask = await morph(mask, 'close', Math.max(3, Math.round(3 * Math.sqrt(Math.max(1, scale)))));
  return png(mask);
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
