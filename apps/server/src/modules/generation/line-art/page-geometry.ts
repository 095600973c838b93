import sharp from 'sharp';
import type { Rgb } from './sheet.ts';

/** Side of the square page a photo is drawn on: the size of the coloring canvas. */
export const PAGE_SIZE = 1024;
/**
 * Side the areas are found at: half the page. Smoothing, clustering, merging and the subject's
 * outline cost a pixel's work each, and a photo's preview must come back within a second; an area
 * a child colors is hundreds of pixels across, so half the resolution draws the same areas. The
 * lines are drawn at the page's own size: the borders are scaled up (the strokes' blur rounds off
 * their 2 px steps), and the detail lines and faces are found on the full page.
 */
export const WORK = PAGE_SIZE / 2;
/** Page pixels per work pixel, along a side. */
export const UP = PAGE_SIZE / WORK;

/**
 * Where the page lies on the photo (decoded to fit inside PAGE_SIZE, `width` by `height`): the
 * square `side` px across at `left`, `top` (it may reach past the photo's edges). The benchmark
 * places the photo's edges and subject with it.
 */
export interface Placement {
  left: number;
  top: number;
  side: number;
  width: number;
  height: number;
}
/** How much is drawn, 1 (a toddler's page) to 5 (a grown-up's). */
export type Detail = 1 | 2 | 3 | 4 | 5;
// Space kept around a subject on the page (share of its larger side).
const SUBJECT_MARGIN = 0.08;

/** The photo decoded upright, on white, to fit inside the page. */
export async function decode(input: Buffer, maxPixels: number): Promise<Rgb> {
  const { data, info } = await sharp(input, { limitInputPixels: maxPixels, failOn: 'error' })
    .rotate()
    .flatten({ background: '#ffffff' })
    .resize(PAGE_SIZE, PAGE_SIZE, { fit: 'inside' })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height };
}

/** The subject cut out, centred on a square page with a margin; everything else is empty page. */
export async function centreSubject(photo: Rgb, mask: Uint8Array): Promise<{ rgb: Rgb; inside: Uint8Array; placement: Placement }> {
  let x0 = photo.width;
  let y0 = photo.height;
  let x1 = 0;
  let y1 = 0;
  for (let y = 0; y < photo.height; y++) {
    for (let x = 0; x < photo.width; x++) {
      if (!mask[y * photo.width + x]) continue;
      x0 = Math.min(x0, x);
      y0 = Math.min(y0, y);
      x1 = Math.max(x1, x);
      y1 = Math.max(y1, y);
    }
  }
  const side = Math.round(Math.max(x1 - x0 + 1, y1 - y0 + 1) * (1 + 2 * SUBJECT_MARGIN));
  const left = Math.round((x0 + x1 - side) / 2);
  const top = Math.round((y0 + y1 - side) / 2);
  const rgb = await square(photo.data, photo, 3, left, top, side, 'lanczos3');
  const inside = await square(mask, photo, 1, left, top, side, 'nearest', WORK);
  return {
    rgb: { data: rgb, width: PAGE_SIZE, height: PAGE_SIZE },
    inside,
    placement: { left, top, side, width: photo.width, height: photo.height },
  };
}

/** The middle square of the photo, filling the page (no bands, no frame). */
export async function coverSquare(photo: Rgb): Promise<{ rgb: Rgb; inside: null; placement: Placement }> {
  const side = Math.min(photo.width, photo.height);
  const left = Math.floor((photo.width - side) / 2);
  const top = Math.floor((photo.height - side) / 2);
  const rgb = await square(photo.data, photo, 3, left, top, side, 'lanczos3');
  return {
    rgb: { data: rgb, width: PAGE_SIZE, height: PAGE_SIZE },
    inside: null,
    placement: { left, top, side, width: photo.width, height: photo.height },
  };
}

/**
 * A square of a picture (left, top, side in its pixels; it may reach past the picture's edges,
 * which are then empty: white, or 0 for a mask) scaled to `scaledTo` px square (the page's size).
 */
async function square(
  data: Uint8Array,
  size: { width: number; height: number },
  channels: 1 | 3,
  left: number,
  top: number,
  side: number,
  kernel: 'lanczos3' | 'nearest',
  scaledTo = PAGE_SIZE,
): Promise<Uint8Array> {
  const pad = {
    left: Math.max(0, -left),
    top: Math.max(0, -top),
    right: Math.max(0, left + side - size.width),
    bottom: Math.max(0, top + side - size.height),
  };
  const empty = channels === 3 ? { r: 255, g: 255, b: 255 } : { r: 0, g: 0, b: 0 };
  // sharp extracts before it extends within one pipeline: padding is a pass of its own, made
  // only when the square reaches past the picture (a scene's square never does).
  const padding = pad.left + pad.top + pad.right + pad.bottom > 0;
  const padded = padding
    ? await sharp(data, { raw: { width: size.width, height: size.height, channels } })
        .extend({ ...pad, background: empty })
        .raw()
        .toBuffer({ resolveWithObject: true })
    : { data, info: { width: size.width, height: size.height, channels } };
  // (Extending a one-channel picture gives three channels: the first is kept.)
  const cut = sharp(padded.data, { raw: padded.info })
    .extract({ left: left + pad.left, top: top + pad.top, width: side, height: side })
    .resize(scaledTo, scaledTo, { kernel });
  if (channels === 1) cut.extractChannel(0);
  else cut.removeAlpha();
  const out = await cut.raw().toBuffer();
  return new Uint8Array(out.buffer, out.byteOffset, out.length);
}

/** The page scaled to WORK (each work pixel the mean of the page's four). */
export async function scaleDown(page: Rgb): Promise<Rgb> {
  const out = await sharp(page.data, { raw: { width: page.width, height: page.height, channels: 3 } })
    .resize(WORK, WORK, { kernel: 'linear' })
    .raw()
    .toBuffer();
  return { data: new Uint8Array(out.buffer, out.byteOffset, out.length), width: WORK, height: WORK };
}

/** A map at WORK scaled to the page: each work pixel becomes UP by UP page pixels. */
export function scaleUp<T extends Int32Array | Uint8Array>(map: T): T {
  const out = new (map.constructor as { new (n: number): T })(PAGE_SIZE * PAGE_SIZE);
  for (let y = 0; y < PAGE_SIZE; y++) {
    const row = ((y / UP) | 0) * WORK;
    for (let x = 0; x < PAGE_SIZE; x++) out[y * PAGE_SIZE + x] = map[row + ((x / UP) | 0)] as number;
  }
  return out;
}
