// Green leaves and grass, by colour: hue from yellow-green to green, saturated, not dark. (In
// 14 photos of meadows, trees and leaves, foliage lay at 70-130 degrees; a toy block's green at
// 150-170.)
const MIN_HUE = 70;
const MAX_HUE = 140;
const MIN_SATURATION = 0.3;
const MIN_VALUE = 40;
/** A subject this much of whose surest part is foliage is green itself (a frog, a green car). */
const GREEN_SUBJECT = 0.35;
/**
 * Foliage is a backdrop only when it covers this share of the photo: a few green pixels are part
 * of the subject (the Statue of Liberty's brightest patina), and seeding them as background lost
 * the statue.
 */
const MIN_FOLIAGE = 0.05;

/**
 * Foliage is textured: grass blade by blade, leaves edge by edge. A smooth green is a painted
 * hill, a green wall or a toy (a flat green hill seeded as background left the sky as the
 * subject); blurred grass far behind is background already.
 */
const MIN_SHARPNESS = 0.2;

/** 1 where an RGB pixel has the colour of leaves or grass and, when `sharpness` (0..1) is given, their texture. */
export function foliageMask(rgb: Uint8Array, n: number, sharpness?: Float32Array): Uint8Array {
  const out = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    if (sharpness && (sharpness[i] as number) < MIN_SHARPNESS) continue;
    const r = rgb[i * 3] as number;
    const g = rgb[i * 3 + 1] as number;
    const b = rgb[i * 3 + 2] as number;
    const max = Math.max(r, g, b);
    const min = Math.min(r, g, b);
    if (max < MIN_VALUE || max - min < MIN_SATURATION * max || max !== g) continue;
    // Green is the largest channel: hue 60-180 degrees, 120 plus how far blue or red pulls it.
    const hue = 120 + (60 * (b - r)) / (max - min);
    if (hue >= MIN_HUE && hue <= MAX_HUE) out[i] = 1;
  }
  return out;
}

/**
 * GrabCut's seeds (0 background, 1 subject, 2 probably background, 3 probably subject) with the
 * foliage made probably background, unless the subject is green itself. A bison on a meadow, a
 * gosling in grass: the grass around the feet is as sharp and as central as the animal, so it was
 * seeded as subject and the animal came out as a blob with the meadow under it.
 */
export function seedFoliageAsBackground(seeds: Uint8Array, leaves: Uint8Array): void {
  let leafy = 0;
  for (const leaf of leaves) leafy += leaf;
  if (leafy < MIN_FOLIAGE * leaves.length) return;
  let sure = 0;
  let green = 0;
  for (let i = 0; i < seeds.length; i++) {
    if (seeds[i] !== 1) continue;
    sure++;
    if (leaves[i]) green++;
  }
  if (sure === 0 || green >= GREEN_SUBJECT * sure) return;
  for (let i = 0; i < seeds.length; i++) if (leaves[i] && seeds[i] !== 0) seeds[i] = 2;
}
