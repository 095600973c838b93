import { overWhite } from '../fill/composite-color';
import type { RegionMap } from '../fill/region-map';
import type { RgbaImage } from '../types';
import { colorDistance } from './palettes';

/** Fewest and most colours of a key. */
export const MIN_COLORS = 6;
export const MAX_COLORS = 24;

/** Colours for a page with `regions` numbered regions: about 2√regions, 6-24, never more than the regions or the palette. */
export function colorCount(regions: number, available: number): number {
  const wanted = Math.round(2 * Math.sqrt(regions));
  return Math.max(1, Math.min(regions, available, MAX_COLORS, Math.max(MIN_COLORS, wanted)));
}

/** Colour indices a region with room for one digit only may take: numbers follow the key's order, so these print as 1-9. */
export const ONE_DIGIT = 9;

/**
 * Gives each region one of k colours (index per region id, -1 for regions not in `ids`): largest
 * regions first, each taking the colour its neighbours use least (weighted by shared border),
 * then the one covering the least area so far, so neighbours differ and colours spread evenly.
 * Regions in `oneDigit` (room for one digit only) choose among the first ONE_DIGIT colours.
 */
export function assignPresetColors(
  ids: readonly number[],
  area: Int32Array,
  neighbours: Array<Map<number, number>>,
  k: number,
  oneDigit: ReadonlySet<number> = new Set(),
): Int32Array {
  const pick = new Int32Array(area.length).fill(-1);
  const used = new Float64Array(k);
  const order = [...ids].sort((a, b) => (area[b] as number) - (area[a] as number) || a - b);
  for (const r of order) {
    const clash = new Float64Array(k);
    for (const [other, contact] of neighbours[r] ?? []) {
      const c = pick[other] as number;
      if (c >= 0) clash[c] = (clash[c] as number) + contact;
    }
    let best = 0;
    const choices = oneDigit.has(r) ? Math.min(k, ONE_DIGIT) : k;
    for (let c = 1; c < choices; c++) {
      const d = (clash[c] as number) - (clash[best] as number);
      if (d < 0 || (d === 0 && (used[c] as number) < (used[best] as number))) best = c;
    }
    pick[r] = best;
    used[best] = (used[best] as number) + (area[r] as number);
  }
  return pick;
}

/** Each region's average colour in `image` (over white paper where it is see-through), by region id. */
export function meanColors(ids: readonly number[], map: RegionMap, image: RgbaImage): Map<number, number[]> {
  const mean = new Map<number, number[]>();
  const { spans, spanStart, size } = map;
  const data = image.data;
  for (const r of ids) {
    let sr = 0;
    let sg = 0;
    let sb = 0;
    for (let s = (spanStart[r] as number) * 2, end = (spanStart[r + 1] as number) * 2; s < end; s += 2) {
      for (let j = spans[s] as number, to = spans[s + 1] as number; j < to; j++) {
        const a = data[j * 4 + 3] as number;
        sr += overWhite(data[j * 4] as number, a);
        sg += overWhite(data[j * 4 + 1] as number, a);
        sb += overWhite(data[j * 4 + 2] as number, a);
      }
    }
    const n = Math.max(1, size[r] as number);
    mean.set(r, [sr / n, sg / n, sb / n]);
  }
  return mean;
}

/** Two region colours this close are the same crayon. */
const SAME_COLOR = 24;

/**
 * The colours of a user's coloring as a key: each region's average colour over white paper,
 * grouped (colours within SAME_COLOR are one), then reduced to at most MAX_COLORS by k-means
 * weighted by area. Returns the colours and the index of each region's colour.
 */
export function colorsFromColoring(ids: readonly number[], map: RegionMap, coloring: RgbaImage): { colors: number[][]; pick: Int32Array } {
  const mean = meanColors(ids, map, coloring);
  const { size } = map;
  // Heaviest colours first, so each group is named after its main colour.
  const byArea = [...ids].sort((a, b) => (size[b] as number) - (size[a] as number) || a - b);
  let centers: number[][] = [];
  let weights: number[] = [];
  for (const r of byArea) {
    const c = mean.get(r) as number[];
    if (!centers.some((k) => colorDistance(k, c) < SAME_COLOR)) {
      centers.push(c);
      weights.push(0);
    }
  }
  if (centers.length > MAX_COLORS) centers = centers.slice(0, MAX_COLORS);
  const pick = new Int32Array(map.count + 1).fill(-1);
  // Lloyd's iterations from the heaviest distinct colours (a fixed start: the same key every time).
  for (let round = 0; round < 8; round++) {
    const sums = centers.map(() => [0, 0, 0]);
    weights = centers.map(() => 0);
    for (const r of ids) {
      const c = mean.get(r) as number[];
      let best = 0;
      for (let k = 1; k < centers.length; k++) {
        if (colorDistance(centers[k] as number[], c) < colorDistance(centers[best] as number[], c)) best = k;
      }
      pick[r] = best;
      const w = size[r] as number;
      const s = sums[best] as number[];
      for (let ch = 0; ch < 3; ch++) s[ch] = (s[ch] as number) + (c[ch] as number) * w;
      weights[best] = (weights[best] as number) + w;
    }
    centers = centers.map((c, k) => ((weights[k] as number) > 0 ? (sums[k] as number[]).map((v) => v / (weights[k] as number)) : c));
  }
  // Drop colours no region ended up with.
  const kept = centers.map((_, k) => k).filter((k) => (weights[k] as number) > 0);
  const renumber = new Int32Array(centers.length).fill(-1);
  kept.forEach((k, i) => (renumber[k] = i));
  for (const r of ids) pick[r] = renumber[pick[r] as number] as number;
  return { colors: kept.map((k) => centers[k] as number[]), pick };
}
