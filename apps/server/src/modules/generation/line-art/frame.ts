import sharp from 'sharp';
import type { Mask } from './binary.ts';

// What is left around a picture's content when it is cut: this share of its long side.
const MARGIN = 0.04;
// A drawing is cut to its content only when the content is this small a share of the picture:
// a clip-art turtle on a page-sized canvas, not a page with ordinary margins (its layout is the artist's).
const SMALL_CONTENT = 0.3;
// A row or column has content when this share of it is marked (so a speck or two does not count).
const MIN_MARKED = 0.004;

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * The part of an upload that has something on it, when it sits small on a large empty (white or
 * transparent) canvas: a small clip-art turtle on a page-sized canvas becomes a page-sized turtle.
 * Null when the picture is kept whole.
 */
export async function contentBox(input: Buffer, maxPixels: number): Promise<Box | null> {
  const { data, info } = await sharp(input, { limitInputPixels: maxPixels, failOn: 'error' })
    .rotate()
    .flatten({ background: '#ffffff' })
    .resize(512, 512, { fit: 'inside' })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const marked = new Uint8Array(info.width * info.height);
  for (let i = 0; i < marked.length; i++)
    marked[i] = Math.min(data[i * 3] as number, data[i * 3 + 1] as number, data[i * 3 + 2] as number) < 232 ? 1 : 0;
  const box = extent({ data: marked, width: info.width, height: info.height });
  if (!box || box.width * box.height >= info.width * info.height * SMALL_CONTENT) return null;
  const meta = await sharp(input, { limitInputPixels: maxPixels }).metadata();
  const full = meta.autoOrient ?? { width: meta.width ?? info.width, height: meta.height ?? info.height };
  const k = full.width / info.width;
  const left = Math.floor(box.left * k);
  const top = Math.floor(box.top * k);
  return {
    left,
    top,
    width: Math.min(full.width - left, Math.ceil(box.width * k)),
    height: Math.min(full.height - top, Math.ceil(box.height * k)),
  };
}

/**
 * The ink's extent with its margin. A photographed page is always cut to it (the printer's and
 * the photo's margins are no part of the page); a drawing only when its ink is small on the canvas.
 */
export function inkFrame(mask: Mask, sheet: boolean): Box {
  const whole = { left: 0, top: 0, width: mask.width, height: mask.height };
  // A photographed sheet's specks are gone by now: its cut must not run through a line so thin
  // that few pixels of a row or column are ink (a horizon running off the drawing's side).
  const box = extent(mask, sheet ? 0 : MIN_MARKED);
  if (!box) return whole;
  return sheet || box.width * box.height < mask.width * mask.height * SMALL_CONTENT ? box : whole;
}

/** The rows and columns with content, grown by the margin, within the picture; null when empty. */
function extent(mask: Mask, minMarked = MIN_MARKED): Box | null {
  const { data, width, height } = mask;
  const rows = new Uint32Array(height);
  const columns = new Uint32Array(width);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      if (data[y * width + x]) {
        rows[y]! += 1;
        columns[x]! += 1;
      }
  const first = (counts: Uint32Array, min: number) => counts.findIndex((c) => c >= min);
  const last = (counts: Uint32Array, min: number) => counts.length - 1 - [...counts].reverse().findIndex((c) => c >= min);
  const minInRow = Math.max(1, Math.round(width * minMarked));
  const minInColumn = Math.max(1, Math.round(height * minMarked));
  const y0 = first(rows, minInRow);
  const x0 = first(columns, minInColumn);
  if (y0 < 0 || x0 < 0) return null;
  const y1 = last(rows, minInRow);
  const x1 = last(columns, minInColumn);
  const m = Math.round(MARGIN * Math.max(x1 - x0 + 1, y1 - y0 + 1));
  const left = Math.max(0, x0 - m);
  const top = Math.max(0, y0 - m);
  return { left, top, width: Math.min(width, x1 + 1 + m) - left, height: Math.min(height, y1 + 1 + m) - top };
}

/** The box of a picture of `channels` bytes a pixel. */
export function cut<T extends { data: Uint8Array; width: number; height: number }>(img: T, box: Box, channels: number): T {
  if (box.width === img.width && box.height === img.height) return img;
  const data = new Uint8Array(box.width * box.height * channels);
  for (let y = 0; y < box.height; y++) {
    const from = ((y + box.top) * img.width + box.left) * channels;
    data.set(img.data.subarray(from, from + box.width * channels), y * box.width * channels);
  }
  return { ...img, data, width: box.width, height: box.height };
}
