import sharp from 'sharp';
import { dropEdgeComponents, dropSmallComponents, invert, localExtreme, morph, type Mask, type Sides } from './binary.ts';
import { MAX_COLOURED_LIT, UNEVEN_PAPER } from './detect.ts';
import { fillShareOf, inkMask, inkMaskByDepth, inkThreshold, PAPER, reopenGaps } from './ink.ts';
import { flattenLighting, paperUnevenness, type Grey } from './lighting.ts';
import { colourInk } from './outlines.ts';
import { contentBox, cut, inkFrame, type Box } from './frame.ts';
import { findSheet, straighten, type Rgb } from './sheet.ts';
import { closeSilhouette } from './silhouette.ts';
import { outlineSolids } from './solids.ts';
import { quarterTurns, turnClockwise, type Seen } from './upright.ts';

/** Line art is kept at its own size up to print resolution (3072), and at least at this size. */
const MIN_SIZE = 1024;
const MAX_SIZE = 3072;
/** Ink specks smaller than this (px at 1024 scale) are removed; paper holes smaller than this are filled. */
const SPECK_AREA = 20;
const HOLE_AREA = 12;
// The widest line (px at 1024; wider ink is a solid area, as in solids.ts), and how dark the
// middle of a solid area is at least, on a photographed page (half of white).
const SOLID_WIDTH = 24;
const SOLID_INK = 128;
// Photographed ink is measured against specks with this margin: the page is resampled to be seen.
const SPECK_MARGIN = 1.3;
// A straightened sheet loses this share of each side: its corners are found on a small copy, so
// a sliver of the table may remain along the edges.
const SHEET_INSET = 0.012;
// Ink specks under this share of the picture are left out when finding the drawing's extent.
const FRAME_DOT = 0.00005;
// A photographed page's drawing is found on a copy this size before its lines are.
const FIND_SIZE = 1024;
const FIND_ROOM = 0.04;
// A photographed page is kept at most this large: a phone's picture of a printed page holds no
// detail finer than its blur (a pixel or two at this size), and the print art is upscaled with
// crisp edges. A 3000 px snapshot kept at 3000 took twice as long for nothing.
const PHOTO_SIZE = 2048;
// Grey levels across two pixels at a fill's edge (a blurred photo's edge still has 20 or more).
const MIN_FILL_EDGE = 12;
// A drawing this much of which is in colour is coloured in (clip art, a cartoon): its outlines are
// dark lines over any colour, found against the fill on either side (outlines.ts). By one
// threshold, a black line's soft rim over orange was a colour, and lines came out dashed.
const COLOURED_IN = 0.05;
const COLOUR = 50;
// Its lines are crisp, their rims a pixel or two: a fill meeting the paper 2 px from ink is an
// outline the artist left open (a fox's back drawn as loose hairs), and becomes a line. At the
// 4 px that suits grey drawings, the fox's body and the page were one area (6 areas, 11 now).
const COLOURED_IN_REACH = 2;

/** What keeping found, for detection and tests. */
export interface Kept {
  mask: Mask;
  /** A sheet of paper was found in the photo and straightened. */
  sheet: boolean;
  /** The picture had fills (grey or colour areas away from lines, or solid ink) that became white. */
  filled: boolean;
  /** The picture as kept (straightened and cut like the mask): its colours line up with the areas. */
  rgb: Rgb;
}

/**
 * Keeps line art, or a phone snapshot of a printed page, as clean line art: the sheet found and
 * straightened when its edges are in the picture, the lighting flattened so grey paper becomes
 * white, ink thresholded once at its own weight (a line is never drawn twice), grey or colour
 * fills turned into white areas with an outline where no ink bounds them, grain and pin holes
 * removed, gaps of a pixel or two closed.
 */
export async function keepLineArt(input: Buffer, maxPixels: number, maxSize = MAX_SIZE): Promise<Kept> {
  let rgb = await decode(input, maxPixels, await contentBox(input, maxPixels), maxSize);
  const quad = await findSheet(rgb);
  if (quad) rgb = inset(await straighten(rgb, quad), SHEET_INSET);
  // Only a photographed page has a phone's blur, paper its blur greyed between lines and a
  // layout that is the photo's, not the artist's; a drawing's grey is a fill.
  // As detection judges it: a colourful picture is a drawing coloured in, however uneven its
  // "paper" looks (a big orange shaded from yellow to red read as a lamp's light).
  const before = split(rgb);
  const photographed =
    quad !== null || (paperUnevenness(before.grey) >= UNEVEN_PAPER && share(before.chroma, (c) => c > COLOUR) <= MAX_COLOURED_LIT);
  // What the photo tells of which way up the page lies, before it is cut to its drawing (upright.ts).
  const seen: Seen | null = photographed ? { sheet: quad ? rgb : null, photo: rgb } : null;
  // The table is cut on the sides where the drawing reaches the sheet's edge.
  let table: Sides = { left: quad !== null, top: quad !== null, right: quad !== null, bottom: quad !== null };
  if (photographed) ({ rgb, table } = await toDrawing(rgb, quad !== null, maxSize));
  const { grey: raw, chroma } = split(rgb);
  const colouredIn = !photographed && share(chroma, (c) => c > COLOUR) >= COLOURED_IN;
  const scale0 = Math.sqrt((raw.width * raw.height) / (1024 * 1024));
  const grey = await flattenLighting(await smooth(raw, 0.7 * Math.max(1, scale0)), { shadows: photographed });
  const scale = (grey.width * grey.height) / (1024 * 1024);
  const reach = Math.max(3, Math.round(4 * Math.sqrt(scale)));
  const fillShare = fillShareOf(grey, 110, reach, photographed ? await localExtreme(grey, 2 * reach + 1, 'max') : undefined);
  const threshold = inkThreshold(grey, fillShare);
  // From the edge of a line (where its blurred profile is half deep) to its core: a couple of
  // px. Farther, a faint line beside a black one would be measured by the black one.
  const coreReach = Math.max(2, Math.round(2 * Math.sqrt(scale)));
  const ink = photographed
    ? reopenGaps(
        inkMaskByDepth(
          grey,
          chroma,
          await localExtreme(grey, 2 * coreReach + 1, 'min'),
          await localExtreme(grey, 2 * Math.round((SOLID_WIDTH / 2) * Math.sqrt(Math.max(1, scale))) + 1, 'paper'),
          fillShare >= 0.02 ? threshold : 255,
          Math.min(threshold, SOLID_INK),
        ),
        grey,
        (await smooth(grey, 3 * Math.max(1, scale0))).data,
        threshold,
      )
    : colouredIn
      ? await colourInk(rgb, 2 * Math.round((SOLID_WIDTH / 2) * Math.sqrt(Math.max(1, scale))) + 1)
      : inkMask(grey, chroma, threshold);
  let mask: Mask = { data: ink, width: grey.width, height: grey.height };
  if (quad) mask = await dropEdgeComponents(mask, table);
  const solids = await outlineSolids(mask, grey);
  mask = solids.mask;
  const filled = fillShare >= 0.02 || colouredIn || solids.share > 0;
  if (fillShare >= 0.02 || colouredIn) mask = await outlineFills(mask, grey, chroma, colouredIn ? COLOURED_IN_REACH : reach);
  // A drawing's filled figure left open to the paper (a dashed outline) gets its border drawn.
  if (!photographed && (fillShare >= 0.02 || colouredIn)) mask = await closeSilhouette(mask, grey, chroma);
  // A photographed page is shown with its long side at 1024 (its specks as small as that makes
  // them, and resampling thins them further); a drawing keeps its own rule, as before.
  const speckScale = photographed ? SPECK_MARGIN * (Math.max(grey.width, grey.height) / 1024) ** 2 : scale;
  mask = await dropSmallComponents(mask, Math.max(2, Math.round(SPECK_AREA * Math.max(1, speckScale))));
  mask = invert(await dropSmallComponents(invert(mask), Math.max(2, Math.round(HOLE_AREA * Math.max(1, scale)))));
  mask = await morph(mask, 'close', Math.max(3, Math.round(3 * Math.sqrt(Math.max(1, scale)))));
  // A stray dot of dirt on the sheet's far corner is no part of the drawing's extent.
  const dots = Math.round(mask.width * mask.height * FRAME_DOT);
  const frame = inkFrame(await dropSmallComponents(mask, dots), photographed);
  mask = cut(mask, frame, 1);
  rgb = cut(rgb, frame, 3);
  // A page photographed on its side, or upside down, is turned upright, as far as that can be told.
  for (let turns = seen ? await quarterTurns(seen, mask) : 0; turns > 0; turns--) {
    mask = turnClockwise(mask, 1);
    rgb = turnClockwise(rgb, 3);
  }
  return { mask, sheet: quad !== null, filled, rgb: { ...rgb } };
}

/**
 * A photographed page cut to its drawing (with the frame's margin) and sized so the drawing, not
 * the photo, is 1024 to `maxSize` px: the printer's margins and the table are no part of the page,
 * and every size in px at 1024 (line weights, specks, gaps) is then the drawing's own. A drawing
 * printed small, or photographed from afar, is enlarged before its lines are found. Also tells on
 * which sides the drawing's box reaches the sheet's edge (where the table may still be).
 */
async function toDrawing(rgb: Rgb, sheet: boolean, maxSize: number): Promise<{ rgb: Rgb; table: Sides }> {
  const small = await resizeRgb(rgb, Math.min(1, FIND_SIZE / Math.max(rgb.width, rgb.height)));
  const { grey: raw, chroma } = split(small);
  const grey = await flattenLighting(await smooth(raw, 0.7), { shadows: true });
  const threshold = inkThreshold(grey, fillShareOf(grey, 110, 4));
  let mask: Mask = { data: inkMask(grey, chroma, threshold), width: grey.width, height: grey.height };
  if (sheet) mask = await dropEdgeComponents(mask);
  mask = await dropSmallComponents(mask, Math.max(SPECK_AREA, Math.round(mask.width * mask.height * FRAME_DOT)));
  const box = inkFrame(mask, true);
  // Room beyond the frame's margin: the faint ends of lines this small copy misses are found at
  // full size, and must not reach the cut (a horizon would then close an area at the page's edge).
  const k = rgb.width / small.width;
  const room = FIND_ROOM * Math.max(box.width, box.height) * k;
  const left = Math.max(0, Math.floor(box.left * k - room));
  const top = Math.max(0, Math.floor(box.top * k - room));
  const right = Math.min(rgb.width, Math.ceil((box.left + box.width) * k + room));
  const bottom = Math.min(rgb.height, Math.ceil((box.top + box.height) * k + room));
  const drawing = cut(rgb, { left, top, width: right - left, height: bottom - top }, 3);
  // The page (the frame, without the room around it) is sized, not the cut.
  const long = Math.max(box.width, box.height) * k;
  const side = Math.min(maxSize, PHOTO_SIZE, Math.max(MIN_SIZE, long));
  const table = {
    left: sheet && left === 0,
    top: sheet && top === 0,
    right: sheet && right === rgb.width,
    bottom: sheet && bottom === rgb.height,
  };
  return { rgb: Math.abs(side - long) < 1 ? drawing : await resizeRgb(drawing, side / long), table };
}

async function resizeRgb(rgb: Rgb, factor: number): Promise<Rgb> {
  if (factor === 1) return rgb;
  const { data, info } = await sharp(rgb.data, { raw: { width: rgb.width, height: rgb.height, channels: 3 } })
    .resize(Math.max(1, Math.round(rgb.width * factor)), Math.max(1, Math.round(rgb.height * factor)), { fit: 'fill', kernel: 'lanczos3' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height };
}

async function decode(input: Buffer, maxPixels: number, box: Box | null, maxSize: number): Promise<Rgb> {
  const meta = await sharp(input, { limitInputPixels: maxPixels, failOn: 'error' }).metadata();
  const long = box ? Math.max(box.width, box.height) : Math.max(meta.width ?? 0, meta.height ?? 0);
  const side = Math.min(maxSize, Math.max(MIN_SIZE, long));
  const picture = sharp(input, { limitInputPixels: maxPixels, failOn: 'error' }).rotate().flatten({ background: '#ffffff' });
  const { data, info } = await (box ? picture.extract(box) : picture)
    .resize(side, side, { fit: 'inside', kernel: 'lanczos3' })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height };
}

/** A light Gaussian blur: sensor noise and paper grain would otherwise become specks of ink. */
async function smooth(grey: Grey, sigma: number): Promise<Grey> {
  const data = await sharp(grey.data, { raw: { width: grey.width, height: grey.height, channels: 1 } })
    .blur(Math.max(0.3, sigma))
    .extractChannel(0)
    .raw()
    .toBuffer();
  return { data: new Uint8Array(data.buffer, data.byteOffset, data.length), width: grey.width, height: grey.height };
}

/** The share of `values` that pass `test`. */
function share(values: Uint8Array, test: (v: number) => boolean): number {
  let count = 0;
  for (const v of values) if (test(v)) count++;
  return values.length ? count / values.length : 0;
}

/** Cuts `share` of each side off. */
function inset(rgb: Rgb, share: number): Rgb {
  const dx = Math.round(rgb.width * share);
  const dy = Math.round(rgb.height * share);
  const width = rgb.width - 2 * dx;
  const height = rgb.height - 2 * dy;
  const data = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++)
    data.set(rgb.data.subarray(((y + dy) * rgb.width + dx) * 3, ((y + dy) * rgb.width + dx + width) * 3), y * width * 3);
  return { data, width, height };
}

/** Luminance and colourfulness (max - min channel) per pixel. */
function split(rgb: Rgb): { grey: Grey; chroma: Uint8Array } {
  const n = rgb.width * rgb.height;
  const grey = new Uint8Array(n);
  const chroma = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    const r = rgb.data[i * 3] as number;
    const g = rgb.data[i * 3 + 1] as number;
    const b = rgb.data[i * 3 + 2] as number;
    grey[i] = Math.round(0.299 * r + 0.587 * g + 0.114 * b);
    chroma[i] = Math.max(r, g, b) - Math.min(r, g, b);
  }
  return { grey: { data: grey, width: rgb.width, height: rgb.height }, chroma };
}

/**
 * Fills become white areas; where a fill meets paper or another fill with no ink between them,
 * that border becomes a line (drawn at the page's thin line weight), so the area stays one to color.
 */
async function outlineFills(ink: Mask, grey: Grey, chroma: Uint8Array, reach: number): Promise<Mask> {
  const { width, height } = grey;
  // Tone classes: paper, light, mid and dark fills; colours by hue sextant.
  const cls = new Uint8Array(width * height);
  for (let i = 0; i < cls.length; i++) {
    const v = grey.data[i] as number;
    cls[i] = v >= PAPER ? 0 : v >= 170 ? 1 : v >= 120 ? 2 : 3;
    if ((chroma[i] as number) >= 40) cls[i] = 4 + Math.min(5, Math.floor(((chroma[i] as number) - 40) / 60));
  }
  // The soft rim of every ink line passes through every tone: only borders away from ink count.
  const nearInk = (await morph(ink, 'dilate', 2 * reach + 1)).data;
  const border = new Uint8Array(cls.length);
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      if (nearInk[i]) continue;
      const c = cls[i];
      if (cls[i + 1] === c && cls[i + width] === c) continue;
      // A fill's edge is sharp; a shadow's or a lamp's is soft and is no line.
      const gx = (grey.data[i + 1] as number) - (grey.data[i - 1] as number);
      const gy = (grey.data[i + width] as number) - (grey.data[i - width] as number);
      if (Math.abs(gx) + Math.abs(gy) >= MIN_FILL_EDGE) border[i] = 255;
    }
  }
  // Grain makes short borders everywhere; a fill's outline is long.
  const scale = (width * height) / (1024 * 1024);
  const outline = await dropSmallComponents({ data: border, width, height }, Math.round(60 * Math.sqrt(Math.max(1, scale))));
  const thick = await morph(outline, 'dilate', Math.max(2, Math.round(2 * Math.sqrt(Math.max(1, scale)))));
  const out = new Uint8Array(ink.data);
  for (let i = 0; i < out.length; i++) if (thick.data[i]) out[i] = 255;
  return { data: out, width, height };
}
