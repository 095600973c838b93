import sharp from 'sharp';
import { invert, type Mask } from './line-art/binary.ts';
import { detectKind, type UploadKind } from './line-art/detect.ts';
import { keepLineArt } from './line-art/keep.ts';
import { drawPhoto, type Detail } from './line-art/trace.ts';
export { forgetPreparedPhotos } from './line-art/trace.ts';

export type { UploadKind };
export { detectKind };

export type { Detail };
export const DEFAULT_DETAIL: Detail = 3;

// zlib's level 6, not 9: a 1024 px page encodes in 11 ms rather than 34 (a preview waits for it),
// and is 27 kB rather than 19 kB.
const png = (mask: Mask) =>
  sharp(invert(mask).data, { raw: { width: mask.width, height: mask.height, channels: 1 } })
    .png({ compressionLevel: 6 })
    .toBuffer();

/**
 * Keeps line art (a drawing, maybe with grey or colour fills, or a phone snapshot of a printed
 * page) as clean black-on-white line art at its own size (1024 to 3072 px on the long side), so
 * print resolution is kept (a preview asks for `size`, at most PREVIEW_SIZE). The result is a
 * PNG holding only 0 and 255.
 */
export async function cleanLineArt(input: Buffer, maxPixels = 4096 * 4096, size?: number): Promise<Buffer> {
  return png((await keepLineArt(input, maxPixels, size)).mask);
}

/** The size a preview is kept at: it is shown at most this large, and must come back within a second. */
export const PREVIEW_SIZE = 1024;

/** cleanLineArt, with the picture as kept (straightened, cut to its content; a PNG the art's size): its colours line up with the art's areas. */
export async function keepPicture(input: Buffer, maxPixels = 4096 * 4096) {
  const { mask, rgb } = await keepLineArt(input, maxPixels);
  return { art: await png(mask), colours: await rgbPng(rgb) };
}

const rgbPng = (rgb: { data: Uint8Array; width: number; height: number }) =>
  sharp(rgb.data, { raw: { width: rgb.width, height: rgb.height, channels: 3 } })
    .png()
    .toBuffer();

/**
 * Draws a photo or colourful picture as a coloring page: its subject on an empty page (or the
 * scene filling the page), lines on the picture's real edges, smooth and of one weight, areas
 * closed. `detail` sets how much is drawn, from a toddler's page (1) to a grown-up's (5).
 */
export async function traceLineArt(input: Buffer, maxPixels = 4096 * 4096, detail: Detail = DEFAULT_DETAIL): Promise<Buffer> {
  // Without the colours tracePhoto also encodes: a preview has no use for them.
  return png((await drawPhoto(input, maxPixels, detail)).mask);
}

/** traceLineArt, with the photo as placed on the page (a PNG the art's size): its colours line up with the art's areas. */
export async function tracePhoto(input: Buffer, maxPixels = 4096 * 4096, detail: Detail = DEFAULT_DETAIL) {
  const { mask, page, placement } = await drawPhoto(input, maxPixels, detail);
  return { art: await png(mask), colours: await rgbPng(page), placement };
}

/** Share of black pixels in a black-and-white PNG (0..1). */
export async function inkShare(image: Buffer): Promise<number> {
  const { data } = await sharp(image).extractChannel(0).raw().toBuffer({ resolveWithObject: true });
  let ink = 0;
  for (const v of data) if (v < 128) ink++;
  return data.length ? ink / data.length : 0;
}
