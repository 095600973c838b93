import type { RegionMap } from '../fill/region-map';
import type { RgbaImage } from '../types';
import { MAX_COLORS, meanColors } from './assign-colors';
import { type NamedColor, PALETTES, colorDistance, hexToRgb } from './palettes';

/**
 * Crayons a photo's areas are matched to: the natural palette, plus a true red, a dark red and a
 * near black it lacks (without them a red apple came out "Clay", a shaded red cup "Charcoal" and a
 * black cat "Dusk").
 */
export const PHOTO_CRAYONS: readonly NamedColor[] = [
  ...PALETTES.natural,
  { hex: '#c0392b', name: 'Apple red' },
  { hex: '#7b2a20', name: 'Maroon' },
  { hex: '#3b3b3b', name: 'Charcoal' },
];

/**
 * "Natural" colours of a page made from a photo: each area takes the crayon nearest its average
 * colour in the photo (placed on the page exactly as the art is), so an apple's body is red and
 * its leaf green. Neighbours may share a crayon (two parts of one apple are both red). At most
 * MAX_COLORS crayons: beyond that, the ones covering least area give way to their nearest kept one.
 * Returns the crayons used, largest area first, and each region's index into them.
 */
export function colorsFromPhoto(ids: readonly number[], map: RegionMap, photo: RgbaImage): { colors: NamedColor[]; pick: Int32Array } {
  const crayons = PHOTO_CRAYONS.map((c) => hexToRgb(c.hex));
  const nearest = (rgb: readonly number[], among: readonly number[]) => {
    let best = among[0] as number;
    for (const c of among) if (colorDistance(rgb, crayons[c] as number[]) < colorDistance(rgb, crayons[best] as number[])) best = c;
    return best;
  };
  const mean = meanColors(ids, map, photo);
  const all = crayons.map((_, i) => i);
  const crayonOf = new Map(ids.map((r) => [r, nearest(mean.get(r) as number[], all)]));
  const area = new Float64Array(crayons.length);
  for (const [r, c] of crayonOf) area[c] = (area[c] as number) + (map.size[r] as number);
  const kept = all.filter((c) => (area[c] as number) > 0).sort((a, b) => (area[b] as number) - (area[a] as number) || a - b);
  const used = kept.slice(0, MAX_COLORS);
  const pick = new Int32Array(map.count + 1).fill(-1);
  for (const [r, c] of crayonOf) {
    const crayon = used.includes(c) ? c : nearest(crayons[c] as number[], used);
    pick[r] = used.indexOf(crayon);
  }
  return { colors: used.map((c) => ({ ...(PHOTO_CRAYONS[c] as NamedColor) })), pick };
}
