import type { RegionMap } from '../fill/region-map';
import type { RgbaImage } from '../types';
import { ONE_DIGIT, assignPresetColors, colorCount, colorsFromColoring } from './assign-colors';
import { MIN_AREA, MIN_FONT, digitsThatFit } from './colorable';
import { paperAround } from './margins';
import { colorsFromPhoto } from './photo-colors';
import { type LabelSpot, placeLabels } from './place-labels';
import { PALETTES, type PaletteStyle, colorName, rgbToHex } from './palettes';
import { regionNeighbours } from './region-graph';

/**
 * Where the key's colours come from: a preset style (for "natural", the photo the page was made
 * from when there is one, placed on the page as the art is), or the user's own coloring.
 */
export type NumbersSource = { readonly style: PaletteStyle; readonly photo?: RgbaImage } | { readonly coloring: RgbaImage };

export interface NumberColor {
  /** 1..k, as printed in the regions. */
  readonly n: number;
  readonly hex: string;
  readonly name: string;
}

export interface NumberedRegion {
  readonly n: number;
  /** Centre of the number, page px. A tap there is inside the region. */
  readonly x: number;
  readonly y: number;
  /** Font size in page px that fits inside the region clear of every line. */
  readonly font: number;
  /** Pixels of the region. */
  readonly area: number;
  /** A point inside each tiny neighbour that is filled along with this region. */
  readonly merged: ReadonlyArray<readonly [number, number]>;
}

/** A numbered version of a page. */
export interface NumbersPlan {
  readonly width: number;
  readonly height: number;
  readonly colors: readonly NumberColor[];
  readonly regions: readonly NumberedRegion[];
  /** Areas left to colour freely: the paper around the picture, and small areas with no numbered neighbour. */
  readonly unlabelled: number;
}

/**
 * Turns a page's regions into a color-by-number plan: a number of at least MIN_FONT inside every
 * area a child can colour (colorable.ts), at the point farthest from its lines; smaller areas
 * merged into the neighbour they share the longest border with; the paper around the picture
 * left out (margins.ts); and a key of colours chosen so neighbours differ (or taken from a photo
 * or the user's coloring).
 */
export function planNumbers(map: RegionMap, source: NumbersSource): NumbersPlan {
  const spots = placeLabels(map, MIN_AREA, MIN_FONT);
  const neighbours = regionNeighbours(map);
  const paper = paperAround(map);
  const { size, count } = map;

  let numbered: number[] = [];
  const small: number[] = [];
  const oneDigit = new Set<number>();
  for (let r = 1; r <= count; r++) {
    if (paper.has(r)) continue;
    const digits = digitsThatFit(spots[r] ?? null, size[r] as number);
    if (digits === 0) {
      small.push(r);
      continue;
    }
    numbered.push(r);
    if (digits === 1) oneDigit.add(r);
  }

  const { colors, pick } = chooseColors(numbered, map, neighbours, source, oneDigit);
  // Numbers 1..k in key order; when a one-digit-only area would get 10 or more, the colours of
  // such areas come first, and any still over 9 joins a neighbour like the small areas.
  let order = [...new Set(numbered.map((r) => pick[r] as number))].sort((a, b) => a - b);
  const overNine = () => numbered.filter((r) => oneDigit.has(r) && order.indexOf(pick[r] as number) >= ONE_DIGIT);
  if (overNine().length > 0) {
    const narrowColors = new Set([...oneDigit].map((r) => pick[r] as number));
    order = [...order.filter((c) => narrowColors.has(c)), ...order.filter((c) => !narrowColors.has(c))];
    const demoted = new Set(overNine());
    small.push(...demoted);
    numbered = numbered.filter((r) => !demoted.has(r));
    const stillUsed = new Set(numbered.map((r) => pick[r] as number));
    order = order.filter((c) => stillUsed.has(c));
  }
  const numberOf = new Map(order.map((c, i) => [c, i + 1]));

  const parent = mergeSmall(numbered, small, neighbours, size, count);
  const merged = new Map<number, Array<[number, number]>>();
  let unlabelled = paper.size;
  for (const r of small) {
    const p = parent[r] as number;
    const spot = spots[r];
    if (p === 0 || !spot) unlabelled++;
    else merged.set(p, [...(merged.get(p) ?? []), [Math.floor(spot.x), Math.floor(spot.y)]]);
  }

  const regions: NumberedRegion[] = numbered.map((r) => {
    const spot = spots[r] as LabelSpot;
    const n = numberOf.get(pick[r] as number) as number;
    return { n, x: spot.x, y: spot.y, font: n >= 10 ? spot.font2 : spot.font1, area: size[r] as number, merged: merged.get(r) ?? [] };
  });
  // Reading order: top to bottom, left to right.
  regions.sort((a, b) => a.y - b.y || a.x - b.x);
  return {
    width: map.width,
    height: map.height,
    colors: order.map((c, i) => ({ n: i + 1, ...(colors[c] as { hex: string; name: string }) })),
    regions,
    unlabelled,
  };
}

/**
 * Each area too small for a number joins the neighbour it shares the longest border with among
 * those that have one (directly or through other small areas), largest small areas first, until
 * nothing changes: a cluster of small areas follows the numbered area at its edge. Returns the
 * numbered region each joins (0: none, left to colour freely; the paper is never joined).
 */
function mergeSmall(numbered: readonly number[], small: number[], neighbours: Array<Map<number, number>>, size: Int32Array, count: number) {
  const parent = new Int32Array(count + 1);
  for (const r of numbered) parent[r] = r;
  small.sort((a, b) => (size[b] as number) - (size[a] as number) || a - b);
  for (let changed = true; changed;) {
    changed = false;
    for (const r of small) {
      if (parent[r] !== 0) continue;
      let best = 0;
      let bestContact = 0;
      for (const [other, contact] of neighbours[r] ?? []) {
        if (parent[other] !== 0 && contact > bestContact) {
          best = parent[other] as number;
          bestContact = contact;
        }
      }
      if (best !== 0) {
        parent[r] = best;
        changed = true;
      }
    }
  }
  return parent;
}

function chooseColors(
  numbered: readonly number[],
  map: RegionMap,
  neighbours: Array<Map<number, number>>,
  source: NumbersSource,
  oneDigit: ReadonlySet<number>,
): { colors: Array<{ hex: string; name: string }>; pick: Int32Array } {
  if ('style' in source) {
    if (source.style === 'natural' && source.photo) return colorsFromPhoto(numbered, map, source.photo);
    const palette = PALETTES[source.style];
    const k = colorCount(numbered.length, palette.length);
    return { colors: palette.slice(0, k).map((c) => ({ ...c })), pick: assignPresetColors(numbered, map.size, neighbours, k, oneDigit) };
  }
  const { colors, pick } = colorsFromColoring(numbered, map, source.coloring);
  const named = colors.map((rgb) => ({ hex: rgbToHex(rgb), name: colorName(rgb) }));
  // Two colours with one name get told apart by shade.
  const seen = new Map<string, number>();
  for (const c of named) {
    const times = (seen.get(c.name) ?? 0) + 1;
    seen.set(c.name, times);
    if (times > 1) c.name = `${c.name} ${times}`;
  }
  return { colors: named, pick };
}
