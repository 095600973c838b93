import type { RegionMap } from '../fill/region-map';

/** How far (px) across a line two regions still count as neighbours. */
const REACH = 10;

/**
 * The neighbours of each region and how much border they share (in px of contact): regions on
 * either side of a line up to REACH px wide, or touching directly. Index = region id.
 */
export function regionNeighbours(map: RegionMap): Array<Map<number, number>> {
  const { width: w, height: h, labels, count } = map;
  const out = Array.from({ length: count + 1 }, () => new Map<number, number>());
  const touch = (a: number, b: number) => {
    if (a === b || a === 0 || b === 0) return;
    out[a]?.set(b, (out[a]?.get(b) ?? 0) + 1);
    out[b]?.set(a, (out[b]?.get(a) ?? 0) + 1);
  };
  // Across each run of line pixels, to the first region beyond it: rows, then columns.
  for (let y = 0; y < h; y++) {
    for (let x = 0; x + 1 < w; x++) {
      const a = labels[y * w + x] as number;
      if (a === 0) continue;
      let k = x + 1;
      while (k < w && k - x <= REACH && labels[y * w + k] === 0) k++;
      if (k < w && k - x <= REACH) touch(a, labels[y * w + k] as number);
    }
  }
  for (let x = 0; x < w; x++) {
    for (let y = 0; y + 1 < h; y++) {
      const a = labels[y * w + x] as number;
      if (a === 0) continue;
      let k = y + 1;
      while (k < h && k - y <= REACH && labels[k * w + x] === 0) k++;
      if (k < h && k - y <= REACH) touch(a, labels[k * w + x] as number);
    }
  }
  return out;
}
