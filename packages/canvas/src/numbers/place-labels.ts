import { CORE, INK } from '../fill/pixel-flags';
import type { RegionMap } from '../fill/region-map';
import { distanceToSites } from './distance';

/** Figures of the sans fonts numbers are drawn in, in em: the advance of one digit and the figure height. */
export const DIGIT_WIDTH = 0.56;
export const DIGIT_HEIGHT = 0.72;
/** Largest number, in page px: big areas get a number a child reads at a glance on a phone (15 px at fit), not a poster. */
export const MAX_FONT = 44;
/** Distance from lines (px) at which the largest two-digit number fits with room to spare. */
const DEEP_ENOUGH = Math.ceil(MAX_FONT * 0.75);
/** Clear space (px) kept between a number and the nearest line. */
const PADDING = 0.5;

/** Where a region's number goes: its centre in page px and the largest font (px) that fits there. */
export interface LabelSpot {
  readonly x: number;
  readonly y: number;
  /** Largest font for a one-digit number at this spot. */
  readonly font1: number;
  /** The same for two digits. */
  readonly font2: number;
  /** Distance (px) from the spot to the nearest line or other area: the radius of the largest circle inside the area there. */
  readonly radius: number;
}

/**
 * Pixels a number may not cover: line cores, the border between two regions and, unless
 * `softEdges` allows them, the soft grey edges of lines too. The page edge is handled by the
 * distance transform and the box test.
 */
export function forbiddenPixels(map: RegionMap, softEdges: boolean): Uint8Array {
  const { width: w, height: h, labels, lineBits } = map;
  const out = new Uint8Array(w * h);
  const ink = softEdges ? CORE : INK | CORE;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      const lab = labels[i] as number;
      if (
        lab === 0 ||
        ((lineBits[i] as number) & ink) !== 0 ||
        (x + 1 < w && labels[i + 1] !== lab) ||
        (y + 1 < h && labels[i + w] !== lab) ||
        (x > 0 && labels[i - 1] !== lab) ||
        (y > 0 && labels[i - w] !== lab)
      ) {
        out[i] = 1;
      }
    }
  }
  return out;
}

/** Counts of forbidden pixels over any rectangle in constant time. */
function summedArea(bits: Uint8Array, w: number, h: number): Int32Array {
  const sat = new Int32Array((w + 1) * (h + 1));
  for (let y = 0; y < h; y++) {
    let row = 0;
    for (let x = 0; x < w; x++) {
      row += bits[y * w + x] as number;
      sat[(y + 1) * (w + 1) + x + 1] = (sat[y * (w + 1) + x + 1] as number) + row;
    }
  }
  return sat;
}

/**
 * For each region in `ids`: the point farthest from any forbidden pixel (the centre of the
 * largest circle inside it), and the largest fonts whose figure box, centred there and padded by
 * `padding` px, covers no forbidden pixel.
 */
function spotsAvoiding(map: RegionMap, forbidden: Uint8Array, padding: number, ids: ReadonlySet<number> | null): Map<number, LabelSpot> {
  const { width: w, height: h, labels } = map;
  const distance = distanceToSites(forbidden, w, h);
  // Regions' centres: among spots deep enough for the largest number, the most central one wins,
  // so a wide area gets its number in the middle rather than in its first deep corner.
  const sx = new Float64Array(map.count + 1);
  const sy = new Float64Array(map.count + 1);
  const n = new Float64Array(map.count + 1);
  for (let i = 0; i < w * h; i++) {
    const lab = labels[i] as number;
    if (lab === 0) continue;
    sx[lab] = (sx[lab] as number) + (i % w);
    sy[lab] = (sy[lab] as number) + Math.floor(i / w);
    n[lab] = (n[lab] as number) + 1;
  }
  const best = new Int32Array(map.count + 1).fill(-1);
  const bestD = new Float32Array(map.count + 1).fill(-1);
  const bestOff = new Float64Array(map.count + 1);
  for (let i = 0; i < w * h; i++) {
    const lab = labels[i] as number;
    if (lab === 0 || (ids && !ids.has(lab))) continue;
    const d = Math.min(distance[i] as number, DEEP_ENOUGH);
    if (d < (bestD[lab] as number)) continue;
    const dx = (i % w) - (sx[lab] as number) / (n[lab] as number);
    const dy = Math.floor(i / w) - (sy[lab] as number) / (n[lab] as number);
    const off = dx * dx + dy * dy;
    if (d > (bestD[lab] as number) || off < (bestOff[lab] as number)) {
      bestD[lab] = d;
      best[lab] = i;
      bestOff[lab] = off;
    }
  }
  const sat = summedArea(forbidden, w, h);
  const W = w + 1;
  const clear = (cx: number, cy: number, hw: number, hh: number) => {
    const x0 = Math.floor(cx - hw - padding);
    const y0 = Math.floor(cy - hh - padding);
    const x1 = Math.ceil(cx + hw + padding);
    const y1 = Math.ceil(cy + hh + padding);
    if (x0 < 0 || y0 < 0 || x1 > w || y1 > h) return false;
    return (sat[y1 * W + x1] as number) - (sat[y0 * W + x1] as number) - (sat[y1 * W + x0] as number) + (sat[y0 * W + x0] as number) === 0;
  };
  const fit = (cx: number, cy: number, digits: number) => {
    const fits = (f: number) => clear(cx, cy, (digits * DIGIT_WIDTH * f) / 2, (DIGIT_HEIGHT * f) / 2);
    if (fits(MAX_FONT)) return MAX_FONT;
    let lo = 0;
    let hi = MAX_FONT;
    for (let step = 0; step < 12; step++) {
      const mid = (lo + hi) / 2;
      if (fits(mid)) lo = mid;
      else hi = mid;
    }
    return Math.floor(lo * 10) / 10;
  };
  const spots = new Map<number, LabelSpot>();
  for (let r = 1; r <= map.count; r++) {
    const i = best[r] as number;
    if (i < 0) continue;
    // The centre of the pixel, where the number is drawn.
    const x = (i % w) + 0.5;
    const y = Math.floor(i / w) + 0.5;
    spots.set(r, { x, y, font1: fit(x, y, 1), font2: fit(x, y, 2), radius: distance[i] as number });
  }
  return spots;
}

/**
 * The spot of every region (index = region id; null for id 0): clear of lines and their soft
 * edges with some room to spare; in a region of `minArea` px or more where a number of `minFont`
 * does not fit that way (a seaweed frond, a band between two lines), clear of the lines proper,
 * over their soft grey edges, when that makes room for a larger one.
 */
export function placeLabels(map: RegionMap, minArea: number, minFont: number): Array<LabelSpot | null> {
  const spots = spotsAvoiding(map, forbiddenPixels(map, false), PADDING, null);
  const narrow = new Set([...spots].filter(([r, s]) => s.font1 < minFont && (map.size[r] as number) >= minArea).map(([r]) => r));
  if (narrow.size > 0) {
    for (const [r, s] of spotsAvoiding(map, forbiddenPixels(map, true), 0, narrow)) {
      if (s.font1 > (spots.get(r)?.font1 ?? 0)) spots.set(r, s);
    }
  }
  return Array.from({ length: map.count + 1 }, (_, r) => spots.get(r) ?? null);
}
