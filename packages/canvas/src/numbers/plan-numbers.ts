import type { RegionMap } from '../fill/region-map';
import type { RgbaImage } from '../types';
import { assignPresetColors, colorCount, colorsFromColoring } from './assign-colors';
import { type LabelSpot, placeLabels } from './place-labels';
import { PALETTES, type PaletteStyle, colorName, rgbToHex } from './palettes';
import { regionNeighbours } from './region-graph';

/** Every region at least this large (px at 1024x1024) gets a number. */
export const MIN_NUMBERED_AREA = 150;
/**
 * A smaller region gets a number when one of at least this size (page px) fits; otherwise it is
 * too small to tap on purpose and takes the colour of its main neighbour, filled along with it.
 */
export const MIN_SMALL_FONT = 4;

/** Where the key's colours come from: a preset style, or the user's own coloring of the page. */
export type NumbersSource = { readonly style: PaletteStyle } | { readonly coloring: RgbaImage };

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
  /** Tiny regions with no numbered neighbour: left to colour freely. */
  readonly unlabelled: number;
}

/**
 * Turns a page's regions into a color-by-number plan: a number inside every region large enough
 * to hold one (at the point farthest from its lines, sized to stay clear of them), tiny regions
 * merged into their neighbour, and a key of 6-24 colours chosen so neighbours differ.
 */
export function planNumbers(map: RegionMap, source: NumbersSource): NumbersPlan {
  const spots = placeLabels(map, MIN_NUMBERED_AREA);
  const neighbours = regionNeighbours(map);
  const { size, count } = map;

  const numbered: number[] = [];
  const small: number[] = [];
  for (let r = 1; r <= count; r++) {
    const spot = spots[r];
    if (!spot) continue;
    if ((size[r] as number) >= MIN_NUMBERED_AREA || spot.font1 >= MIN_SMALL_FONT) numbered.push(r);
    else small.push(r);
  }

  // Tiny regions join the neighbour they share most border with (through other tiny ones if need be).
  const parent = new Int32Array(count + 1);
  for (const r of numbered) parent[r] = r;
  small.sort((a, b) => (size[b] as number) - (size[a] as number) || a - b);
  for (let pass = 0; pass < 3; pass++) {
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
      parent[r] = best;
    }
  }

  const { colors, pick } = chooseColors(numbered, map, neighbours, source);
  // Numbers 1..k in key order, for the colours some region really uses.
  const usedColors = [...new Set(numbered.map((r) => pick[r] as number))].sort((a, b) => a - b);
  const numberOf = new Map(usedColors.map((c, i) => [c, i + 1]));

  const merged = new Map<number, Array<[number, number]>>();
  let unlabelled = 0;
  for (const r of small) {
    const p = parent[r] as number;
    const spot = spots[r] as LabelSpot;
    if (p === 0) unlabelled++;
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
    colors: usedColors.map((c, i) => ({ n: i + 1, ...(colors[c] as { hex: string; name: string }) })),
    regions,
    unlabelled,
  };
}

function chooseColors(
  numbered: readonly number[],
  map: RegionMap,
  neighbours: Array<Map<number, number>>,
  source: NumbersSource,
): { colors: Array<{ hex: string; name: string }>; pick: Int32Array } {
  if ('style' in source) {
    const palette = PALETTES[source.style];
    const k = colorCount(numbered.length, palette.length);
    return { colors: palette.slice(0, k).map((c) => ({ ...c })), pick: assignPresetColors(numbered, map.size, neighbours, k) };
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
