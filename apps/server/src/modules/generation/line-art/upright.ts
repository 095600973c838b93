import sharp from 'sharp';
import { flattenLighting } from './lighting.ts';
import type { Rgb } from './sheet.ts';

// Letter is 1.29 times as long as it is wide, A4 1.41: a sheet seen this much wider than tall
// lies on its side (a square-ish frame of paper says nothing).
const SIDEWAYS = 1.15;
// A photo is all sheet when its border is paper all round: on every side, this share of the
// border is paper once the lighting is flat (the drawing's lines may run off here and there).
const PAPER_BORDER = 0.85;
const PAPER = 215;
const CHECK_SIZE = 256;

/**
 * Whether a photographed page lies on its side. A printed coloring page is nearly always
 * portrait, its drawing filling it, and is photographed so, or sideways by a phone held flat over
 * a table (which cannot tell which way is up) or whose picture lost its orientation tag. A sheet
 * found (and straightened) lies on its side when it is wider than tall. With no sheet found, a
 * photo that is all paper to its edges is a sheet filling the frame, and says nothing of the
 * sheet's shape: its drawing lies on its side when it is wider than tall too (`drawing`: the
 * photo cut to its drawing).
 *
 * What cannot be told: a page printed landscape is turned portrait too (nothing on a drawing says
 * which it was printed as), and so is a landscape drawing filling a photo; a landscape drawing
 * printed across a portrait sheet that fills the photo stays on its side (it looks like a
 * portrait drawing); which quarter turn is right (a drawing has no up that a few pixels show: the
 * clockwise turn is taken, the one a phone's portrait photo needs when its orientation tag is
 * lost); and a page upside down, which stays so.
 */
export function sheetSideways(sheet: Rgb): boolean {
  return sheet.width >= sheet.height * SIDEWAYS;
}

/** See sheetSideways: a photo all paper to its edges, wider than tall, with a drawing wider than tall. */
export async function frameSideways(photo: Rgb, drawing: Rgb): Promise<boolean> {
  return sheetSideways(photo) && sheetSideways(drawing) && (await allPaperRound(photo));
}

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

/** The picture turned a quarter clockwise. */
export function turnClockwise(rgb: Rgb): Rgb {
  const { data, width, height } = rgb;
  const out = new Uint8Array(data.length);
  // The source's row y becomes the turned picture's column height - 1 - y.
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const from = (y * width + x) * 3;
      const to = (x * height + (height - 1 - y)) * 3;
      out[to] = data[from] as number;
      out[to + 1] = data[from + 1] as number;
      out[to + 2] = data[from + 2] as number;
    }
  }
  return { data: out, width: height, height: width };
}
