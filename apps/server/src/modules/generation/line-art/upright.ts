import sharp from 'sharp';
import type { Mask } from './binary.ts';
import { flattenLighting } from './lighting.ts';
import type { Rgb } from './sheet.ts';
import { textLayout } from './text-lines.ts';

// Letter is 1.29 times as long as it is wide, A4 1.41: a sheet seen this much wider than tall
// lies on its side (a square-ish frame of paper says nothing).
const SIDEWAYS = 1.15;
// A photo is all sheet when its border is paper all round: on every side, this share of the
// border is paper once the lighting is flat (the drawing's lines may run off here and there).
const PAPER_BORDER = 0.85;
const PAPER = 215;
const CHECK_SIZE = 256;

/** What a photographed page was seen as: its sheet straightened (when its edges were in the photo), and the photo. */
export interface Seen {
  sheet: Rgb | null;
  photo: Rgb;
}

/**
 * How many quarter turns clockwise (0 to 3) put a photographed page upright. A printed coloring
 * page is nearly always portrait, its drawing filling it, and is photographed so, or sideways by
 * a phone held flat over a table (which cannot tell which way is up) or whose picture lost its
 * orientation tag. In turn:
 * - text on the page (a title, a caption) runs across an upright page: rows of letters say it is
 *   upright, columns that it lies on its side; in lower case, where most ascenders point is the
 *   text's top (so a page upside down, or which side a sideways page's top is on, is told too);
 * - a sheet found (and straightened) lies on its side when it is wider than tall;
 * - with no sheet found, a photo that is all paper to its edges is a sheet filling the frame. A
 *   portrait sheet fills a landscape photo lying on its side: its drawing then looks wider than
 *   tall (a drawing filling its page), or taller than wide (a landscape drawing printed across
 *   the sheet). A square-ish drawing (`drawing`, the page as cut to it) says nothing: a close-up
 *   of a page fills a photo either way.
 *
 * What cannot be told without text in lower case: a page printed landscape is turned portrait
 * too (nothing on a drawing says which it was printed as), and so is a landscape drawing on a
 * portrait sheet photographed close enough to fill a landscape photo; which quarter turn a
 * sideways page needs (a drawing has no up that its pixels show: the clockwise turn is taken,
 * the one a phone's portrait photo needs when its orientation tag is lost); and a page upside
 * down, which stays so.
 */
export async function quarterTurns(seen: Seen, drawing: Mask): Promise<number> {
  const text = await textLayout(drawing);
  if (text?.runs === 'across') return text.top === 'after' ? 2 : 0;
  if (text?.runs === 'down') return text.top === 'after' ? 3 : 1;
  if (seen.sheet) return wide(seen.sheet) ? 1 : 0;
  const squareish = !wide(drawing) && !wide({ width: drawing.height, height: drawing.width });
  return wide(seen.photo) && !squareish && (await allPaperRound(seen.photo)) ? 1 : 0;
}

/** Wider than tall by more than a square-ish picture is. */
const wide = (p: { width: number; height: number }) => p.width >= p.height * SIDEWAYS;

/** Whether every side of the photo's border is mostly paper once its lighting is flat. */
async function allPaperRound(rgb: Rgb): Promise<boolean> {
  const { data, info } = await sharp(rgb.data, { raw: { width: rgb.width, height: rgb.height, channels: 3 } })
    .resize(CHECK_SIZE, CHECK_SIZE, { fit: 'inside' })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const flat = (
    await flattenLighting({ data: new Uint8Array(data.buffer, data.byteOffset, data.length), width, height }, { shadows: true })
  ).data;
  const share = (at: (k: number) => number, length: number) => {
    let paper = 0;
    for (let k = 0; k < length; k++) if ((flat[at(k)] as number) >= PAPER) paper++;
    return paper / length;
  };
  const inset = 2;
  return [
    share((x) => inset * width + x, width),
    share((x) => (height - 1 - inset) * width + x, width),
    share((y) => y * width + inset, height),
    share((y) => y * width + width - 1 - inset, height),
  ].every((s) => s >= PAPER_BORDER);
}

/** A picture of `channels` bytes a pixel turned a quarter clockwise. */
export function turnClockwise<T extends { data: Uint8Array; width: number; height: number }>(img: T, channels: number): T {
  const { data, width, height } = img;
  const out = new Uint8Array(data.length);
  // The source's row y becomes the turned picture's column height - 1 - y.
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const from = (y * width + x) * channels;
      const to = (x * height + (height - 1 - y)) * channels;
      for (let c = 0; c < channels; c++) out[to + c] = data[from + c] as number;
    }
  }
  return { ...img, data: out, width: height, height: width };
}
