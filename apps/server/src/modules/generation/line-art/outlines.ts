import { localExtreme } from './binary.ts';
import { loadCv, withMats } from './opencv.ts';
import type { Rgb } from './sheet.ts';

// A drawing coloured in (clip art, a cartoon, a page a child colored) is outlined in dark ink over
// any colour. Its lines are told by brightness (the brightest channel: black over orange is dark,
// orange is not) against the fill on both sides of them: a pixel at most LINE_SHARE as bright as
// its surroundings, and at least MIN_DIP levels under them, is ink (a line's anti-aliased rim
// counts from half covered on, so lines keep their weight). A grey pixel under SOLID_DARK is ink
// whatever surrounds it: the middle of a black area (solids.ts outlines it when it is wide).
const LINE_SHARE = 0.55;
const MIN_DIP = 60;
// Where a brush stroke thins out it is fainter: a fainter dip that runs on from ink is ink too
// (hysteresis, as Canny's), so lines stay whole without every faint mark becoming a line.
const FAINT_SHARE = 0.78;
const MIN_FAINT_DIP = 35;
const SOLID_DARK = 50;
// Edges this strong (Sobel of grey, a quarter of the raw sum) are the picture's outlines and
// borders; the share of them lying within NEAR_LINE px of a line tells a drawing from a photo.
const STRONG_EDGE = 40;
const STRONG_SUM = 4 * STRONG_EDGE;
const NEAR_LINE = 2;
// On that small copy a line is a pixel or two, softer: a pixel at most this share as bright as
// the closing over 5 px around it is line.
const SEEN_SHARE = 0.6;
// Fill pixels this close to their right and lower neighbours (levels a channel) are smooth: a
// drawing's fills, shaded or flat, are; a photo's texture and noise are not.
const SMOOTH_STEP = 6;
const PAPER = 235;

/**
 * Ink of a coloured drawing (`rgb` as decoded: a drawing has no grain to smooth away): dark lines
 * over any fill, each at its own weight. `widest` (px) is the widest a line may be: darker areas wider than that are fills.
 */
export async function colourInk(rgb: Rgb, widest: number): Promise<Uint8Array> {
  const { value, grey } = channels(rgb);
  const around = await localExtreme({ data: value, width: rgb.width, height: rgb.height }, widest | 1, 'paper');
  const sure = new Uint8Array(value.length);
  const faint = new Uint8Array(value.length);
  for (let i = 0; i < sure.length; i++) {
    const v = value[i] as number;
    const a = around[i] as number;
    sure[i] = (v <= LINE_SHARE * a && a - v >= MIN_DIP) || (grey[i] as number) < SOLID_DARK ? 1 : 0;
    faint[i] = sure[i] || (v <= FAINT_SHARE * a && a - v >= MIN_FAINT_DIP) ? 255 : 0;
  }
  const { cv } = await loadCv();
  return withMats(cv, (track) => {
    const src = track(cv.matFromArray(rgb.height, rgb.width, cv.CV_8UC1, faint));
    const labels = track(new cv.Mat());
    const count = cv.connectedComponents(src, labels, 8, cv.CV_32S);
    const lab = labels.data32S;
    const inked = new Uint8Array(count);
    for (let i = 0; i < sure.length; i++) if (sure[i]) inked[lab[i]!] = 1;
    const out = new Uint8Array(sure.length);
    for (let i = 0; i < out.length; i++) out[i] = lab[i]! > 0 && inked[lab[i]!] ? 255 : 0;
    return out;
  });
}

/** How a picture's edges and fills look (on a small copy: lines a pixel or two wide). */
export interface OutlineMeasure {
  /** Share of the strong edges that lie along a dark line: all of them in an outlined drawing. */
  outlined: number;
  /** Share of the non-paper pixels away from lines that are smooth: a drawing's fills. */
  smooth: number;
  /** Share of the picture that is dark line. */
  lines: number;
}

export async function measureOutlines(rgb: Rgb): Promise<OutlineMeasure> {
  const { width: w, height: h, data } = rgb;
  const { value, grey } = channels(rgb);
  const around = await localExtreme({ data: value, width: w, height: h }, 5, 'paper');
  const line = new Uint8Array(w * h);
  let lines = 0;
  for (let i = 0; i < line.length; i++) {
    const v = value[i] as number;
    const a = around[i] as number;
    if (v <= SEEN_SHARE * a && a - v >= MIN_DIP) {
      line[i] = 255;
      lines++;
    }
  }
  const near = await localExtreme({ data: line, width: w, height: h }, 2 * NEAR_LINE + 1, 'max');
  let strong = 0;
  let onLine = 0;
  let fill = 0;
  let smooth = 0;
  for (let y = 1; y < h - 1; y++) {
    for (let x = 1; x < w - 1; x++) {
      const i = y * w + x;
      const gx = grey[i - w + 1]! + 2 * grey[i + 1]! + grey[i + w + 1]! - grey[i - w - 1]! - 2 * grey[i - 1]! - grey[i + w - 1]!;
      const gy = grey[i + w - 1]! + 2 * grey[i + w]! + grey[i + w + 1]! - grey[i - w - 1]! - 2 * grey[i - w]! - grey[i - w + 1]!;
      if (gx * gx + gy * gy >= STRONG_SUM * STRONG_SUM) {
        strong++;
        if (near[i]) onLine++;
      }
      if (near[i] || grey[i]! >= PAPER) continue;
      fill++;
      if (smoothAt(data, w, i, SMOOTH_STEP)) smooth++;
    }
  }
  return { outlined: strong ? onLine / strong : 0, smooth: fill ? smooth / fill : 0, lines: lines / (w * h) };
}

/** Whether pixel `i` of an RGB picture `width` wide is within `step` levels (each channel) of its right and lower neighbours. */
export function smoothAt(data: Uint8Array, width: number, i: number, step: number): boolean {
  const o = i * 3;
  const below = (i + width) * 3;
  for (let c = 0; c < 3; c++) {
    const v = data[o + c]!;
    if (Math.abs(v - data[o + 3 + c]!) > step || Math.abs(v - data[below + c]!) > step) return false;
  }
  return true;
}

/** The brightest channel and luminance per pixel. */
function channels({ data, width, height }: Rgb): { value: Uint8Array; grey: Uint8Array } {
  const n = width * height;
  const value = new Uint8Array(n);
  const grey = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    const r = data[i * 3] as number;
    const g = data[i * 3 + 1] as number;
    const b = data[i * 3 + 2] as number;
    value[i] = Math.max(r, g, b);
    grey[i] = Math.round(0.299 * r + 0.587 * g + 0.114 * b);
  }
  return { value, grey };
}
