import sharp from 'sharp';
import { localExtreme } from './binary.ts';
import { flattenLighting, paperUnevenness } from './lighting.ts';
import { measureOutlines, smoothAt } from './outlines.ts';
import { findSheet, straighten, type Rgb } from './sheet.ts';

/**
 * What an upload looks like: a drawing (line art, maybe with grey or colour fills) or a phone
 * snapshot of a printed page, both kept as line art; or a photo, traced into a drawing.
 */
export type UploadKind = 'drawing' | 'snapshot' | 'photo';

// Line art, once the lighting is flat, is mostly paper with some dark ink: few mid tones and
// little colour, on a picture small enough that anti-aliased edges are a small share of it.
const MAX_MID_TONES = 0.12;
// A photographed page is softer (focus, JPEG): more of its ink edges are mid tones.
const MAX_MID_TONES_LIT = 0.25;
const MAX_COLOURED = 0.05;
const MIN_PAPER = 0.45;
// A drawing with flat fills uses few colours (in 16 levels a channel) and has dark outlines.
const FLAT_COLOURS = 24;
const MIN_FLAT_SHARE = 0.8;
const MIN_OUTLINE = 0.01;
const MAX_GREY_LEVELS = 12;
// And its fills are flat: most pixels are their right and lower neighbours' colour (within
// SMOOTH_STEP levels a channel). A dark photo (a forest path) also uses few colours and grey
// levels, but its texture changes from pixel to pixel: 46% smooth, where drawings with fills
// (Tux Paint's starters, OpenCV's synthetic samples) are 68% or more.
const MIN_SMOOTH = 0.6;
const SMOOTH_STEP = 8;
// Paper whose brightness varies this much across the picture was lit by a lamp, not a scanner.
export const UNEVEN_PAPER = 30;
// A printed page photographed is black ink on paper: a photo whose blurred background the
// flattening turned pale still shows its subject's colours.
export const MAX_COLOURED_LIT = 0.02;
// A sheet found in a photo is a printed page only when it is mostly paper and carries ink: a white
// wall or a window straightened is neither.
const MIN_SHEET_PAPER = 0.75;
const MIN_SHEET_INK = 0.005;
// A drawing coloured in with shading (clip art, a cartoon) has many colours, but nearly all its
// strong edges lie along its dark outlines and its fills are smooth (outlines.ts). On 116 such
// cartoons and 372 other pictures (photos of objects, animals, monuments, fish; wallpapers;
// library samples), photos reached 0.85 outlined only with rough fills (a pyramid's stones,
// tweezers on cloth), and 0.72 smooth only with fewer edges on lines.
const MIN_OUTLINED = 0.82;
const MIN_SMOOTH_FILLS = 0.72;
const MIN_OUTLINE_LINES = 0.01;
// A photographed page's dark pixels are its ink: thin lines, each a dip of DIP levels or more
// under the paper on both sides (the closing over 5 px). A photo of things on a pale table or
// wall (spoons, a screwdriver, a plate, toy blocks) flattens to paper too, but its dark pixels
// are wide: the things themselves. Judged where at least MIN_DARK of the picture is darker than
// DARK, and no sheet was found. The benchmark's 32 snapshots: 0.47 or more of their dark pixels
// are thin; 10 photos of objects that were taken for snapshots: 0.22 or less.
const DARK = 110;
const DIP = 30;
const MIN_DARK = 0.02;
const MIN_THIN_DARK = 0.3;

/** What detection measured (for tests and the benchmark). */
export interface Detection {
  kind: UploadKind;
  paper: number;
  mid: number;
  coloured: number;
  flat: number;
  sheet: boolean;
  unevenPaper: number;
  outlined: number;
  smoothFills: number;
}

/** Tells drawings, snapshots of printed pages and photos apart (on a 384 px copy). */
export async function detectKind(input: Buffer, maxPixels = 4096 * 4096): Promise<UploadKind> {
  return (await detect(input, maxPixels)).kind;
}

export async function detect(input: Buffer, maxPixels = 4096 * 4096): Promise<Detection> {
  const { data, info } = await sharp(input, { limitInputPixels: maxPixels, failOn: 'error' })
    .rotate()
    .flatten({ background: '#ffffff' })
    .resize(384, 384, { fit: 'inside' })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const rgb: Rgb = { data: new Uint8Array(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height };
  // A sheet on a table is judged by the sheet alone, when it looks like a printed page.
  const quad = await findSheet(rgb);
  let m = await measure(rgb);
  let sheet = false;
  if (quad) {
    const onSheet = await measure(await straighten(rgb, quad));
    sheet = onSheet.paper >= MIN_SHEET_PAPER && onSheet.paper <= 1 - MIN_SHEET_INK;
    if (sheet) m = onSheet;
  }
  const uneven = m.unevenPaper >= UNEVEN_PAPER;
  const maxMid = sheet || uneven ? MAX_MID_TONES_LIT : MAX_MID_TONES;
  const lineArt = m.paper >= MIN_PAPER && m.mid <= maxMid && m.coloured <= (uneven && !sheet ? MAX_COLOURED_LIT : MAX_COLOURED);
  const flatDrawing = m.flat >= MIN_FLAT_SHARE && m.dark >= MIN_OUTLINE && m.smooth >= MIN_SMOOTH;
  const colouredIn = m.outlined >= MIN_OUTLINED && m.smoothFills >= MIN_SMOOTH_FILLS && m.lines >= MIN_OUTLINE_LINES;
  const inked = m.darker < MIN_DARK || m.thinDark >= MIN_THIN_DARK;
  let kind: UploadKind = 'photo';
  if (lineArt || flatDrawing || colouredIn) {
    const photographed = sheet || (uneven && m.coloured <= MAX_COLOURED_LIT);
    // A sheet found on a table is a page, whatever its ink: one printed with a wide black area (a
    // night sky) is still a snapshot.
    kind = !photographed ? 'drawing' : sheet || inked ? 'snapshot' : 'photo';
  }
  return {
    kind,
    paper: m.paper,
    mid: m.mid,
    coloured: m.coloured,
    flat: m.flat,
    sheet,
    unevenPaper: m.unevenPaper,
    outlined: m.outlined,
    smoothFills: m.smoothFills,
  };
}

/** Share of pixels within SMOOTH_STEP levels (each channel) of their right and lower neighbours. */
function smoothShare({ data, width, height }: Rgb): number {
  let smooth = 0;
  for (let y = 0; y < height - 1; y++) {
    for (let x = 0; x < width - 1; x++) if (smoothAt(data, width, y * width + x, SMOOTH_STEP)) smooth++;
  }
  return smooth / Math.max(1, (width - 1) * (height - 1));
}

/** Shares of paper, mid tones, dark and colour once the lighting is flat; how few colours there are. */
async function measure(rgb: Rgb) {
  const { data, width, height } = rgb;
  const n = width * height;
  const grey = new Uint8Array(n);
  let coloured = 0;
  const bins = new Uint32Array(4096);
  for (let i = 0; i < n; i++) {
    const r = data[i * 3] as number;
    const g = data[i * 3 + 1] as number;
    const b = data[i * 3 + 2] as number;
    grey[i] = Math.round(0.299 * r + 0.587 * g + 0.114 * b);
    if (Math.max(r, g, b) - Math.min(r, g, b) > 50) coloured++;
    bins[((r >> 4) << 8) | ((g >> 4) << 4) | (b >> 4)]! += 1;
  }
  const flatGrey = await flattenLighting({ data: grey, width, height }, { shadows: 'judging' });
  const paperNear = await localExtreme(flatGrey, 5, 'paper');
  let paper = 0;
  let mid = 0;
  let dark = 0;
  let darker = 0;
  let thinDark = 0;
  for (let i = 0; i < n; i++) {
    const v = flatGrey.data[i] as number;
    if (v < DARK) {
      darker++;
      if ((paperNear[i] as number) - v >= DIP) thinDark++;
    }
    if (v >= 215) paper++;
    else if (v > 70) mid++;
    else dark++;
  }
  const top = [...bins].sort((a, b) => b - a).slice(0, FLAT_COLOURS);
  // A grey picture has at most 16 of those colours, so it always looks flat by them alone: a
  // drawing's fills also use few grey levels (in 32), where a photo's shading uses many.
  const levels = new Uint32Array(32);
  for (let i = 0; i < n; i++) levels[(grey[i] as number) >> 3]! += 1;
  const greyLevels = [...levels].filter((c) => c >= n * 0.005).length;
  const flat = greyLevels <= MAX_GREY_LEVELS ? top.reduce((a, b) => a + b, 0) / n : 0;
  const outlines = await measureOutlines(rgb);
  return {
    outlined: outlines.outlined,
    smoothFills: outlines.smooth,
    lines: outlines.lines,
    darker: darker / n,
    thinDark: darker ? thinDark / darker : 1,
    paper: paper / n,
    mid: mid / n,
    dark: dark / n,
    coloured: coloured / n,
    flat,
    smooth: smoothShare(rgb),
    unevenPaper: paperUnevenness({ data: grey, width, height }),
  };
}
