import type { FillRule, RegionMap, RgbaImage } from '@crayonbox/canvas';
import type { NumbersPlan } from '@crayonbox/contract';

/** The plan's regions matched to the page's fill regions in this browser. */
export interface PlanRegions {
  readonly plan: NumbersPlan;
  /** Fill region id under each plan region's number (same order as plan.regions). */
  readonly ids: readonly number[];
  /** Fill region ids of the small areas merged into each plan region (same order as plan.regions). */
  readonly mergedIds: ReadonlyArray<readonly number[]>;
  /** Plan region index by fill region id: its own region and the small areas merged into it. */
  readonly byId: ReadonlyMap<number, number>;
}

/**
 * Matches the server's plan to this browser's fill regions by the point of each number: a point
 * deep inside its region, so small differences between the two pictures' resampling never move
 * it into another region.
 */
export function matchPlan(plan: NumbersPlan, map: RegionMap): PlanRegions {
  const at = (x: number, y: number) => map.labels[Math.floor(y) * map.width + Math.floor(x)] ?? 0;
  const ids = plan.regions.map((r) => at(r.x, r.y));
  const byId = new Map<number, number>();
  ids.forEach((id, i) => {
    if (id !== 0 && !byId.has(id)) byId.set(id, i);
  });
  // A small area without a number of its own answers a tap as the area it is merged into: the
  // right colour fills both, another colour says which number it is.
  const mergedIds = plan.regions.map((r, i) =>
    r.merged
      .map(([x, y]) => at(x + 0.5, y + 0.5))
      .filter((id) => {
        if (id === 0 || (byId.has(id) && byId.get(id) !== i)) return false;
        byId.set(id, i);
        return true;
      }),
  );
  return { plan, ids, mergedIds, byId };
}

/** What a tap at a point means: fill its region (and its merged neighbours), or a hint that it wants another colour. */
export type TapVerdict = { kind: 'fill'; points: { x: number; y: number }[] } | { kind: 'wrong'; wanted: number } | { kind: 'free' };

/** The verdict of a tap with colour number `selected` at a canvas point. */
export function judgeTap(regions: PlanRegions, map: RegionMap, at: { x: number; y: number }, selected: number): TapVerdict {
  const x = Math.floor(at.x);
  const y = Math.floor(at.y);
  if (x < 0 || y < 0 || x >= map.width || y >= map.height) return { kind: 'free' };
  const index = regions.byId.get(map.labels[y * map.width + x] ?? 0);
  if (index === undefined) return { kind: 'free' };
  const region = regions.plan.regions[index];
  if (!region) return { kind: 'free' };
  if (region.n !== selected) return { kind: 'wrong', wanted: region.n };
  // A tap on one of its merged areas fills the numbered area too.
  const own = regions.ids[index] === map.labels[y * map.width + x] ? [] : [{ x: region.x, y: region.y }];
  return { kind: 'fill', points: [{ x: at.x, y: at.y }, ...own, ...region.merged.map(([mx, my]) => ({ x: mx + 0.5, y: my + 0.5 }))] };
}

/** The engine's fill rule for color by number; `onWrong` gives the hint. Taps outside numbered regions fill freely. */
export function numbersFillRule(
  regions: () => PlanRegions | null,
  map: () => RegionMap,
  selected: () => number,
  onWrong: (wanted: number) => void,
): FillRule {
  return (at) => {
    const matched = regions();
    if (!matched) return null;
    const verdict = judgeTap(matched, map(), at, selected());
    if (verdict.kind === 'wrong') {
      onWrong(verdict.wanted);
      return null;
    }
    return verdict.kind === 'fill' ? verdict.points : [at];
  };
}

/** How far a region's colour may be off its swatch and still count (colour over paper, per channel). */
const MATCH = 6;

/** True when the coloring shows region i's swatch colour at its number. */
function regionDone(plan: NumbersPlan, i: number, coloring: RgbaImage, hex: Map<number, [number, number, number]>): boolean {
  const r = plan.regions[i];
  if (!r) return false;
  const want = hex.get(r.n);
  if (!want) return false;
  const o = (Math.floor(r.y) * coloring.width + Math.floor(r.x)) * 4;
  if ((coloring.data[o + 3] ?? 0) < 250) return false;
  return want.every((v, c) => Math.abs((coloring.data[o + c] ?? 0) - v) <= MATCH);
}

export interface Progress {
  /** Regions done, per region (same order as plan.regions). */
  readonly done: readonly boolean[];
  /** Per colour number: regions done and in all. */
  readonly perColor: ReadonlyMap<number, { done: number; total: number }>;
  readonly doneCount: number;
  readonly total: number;
}

/** Progress read off the coloring itself, so undo, redo, a restored draft or a saved coloring all count. */
export function progressOf(plan: NumbersPlan, coloring: RgbaImage): Progress {
  const hex = new Map(
    plan.colors.map((c) => [c.n, [1, 3, 5].map((k) => Number.parseInt(c.hex.slice(k, k + 2), 16)) as [number, number, number]]),
  );
  const perColor = new Map(plan.colors.map((c) => [c.n, { done: 0, total: 0 }]));
  const done = plan.regions.map((r, i) => {
    const ok = regionDone(plan, i, coloring, hex);
    const entry = perColor.get(r.n);
    if (entry) {
      entry.total++;
      if (ok) entry.done++;
    }
    return ok;
  });
  const doneCount = done.filter(Boolean).length;
  return { done, perColor, doneCount, total: plan.regions.length };
}
