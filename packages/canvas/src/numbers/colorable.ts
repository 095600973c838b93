import type { LabelSpot } from './place-labels';

/**
 * Smallest number, in page px of the 1024 canvas. The numbered sheet draws the canvas 540 pt wide
 * on US Letter (523 pt on A4: the paper's width less 0.5 in margins), so 12 px prints at 6.3 pt
 * (6.1 pt on A4), the smallest a child reads without help. On screen a number is the same size
 * relative to the picture.
 */
export const MIN_FONT = 12;

/**
 * Smallest area a child can colour, as the radius (page px) of the largest circle that fits in it
 * clear of its lines: 8 px is a 3 mm wide spot on the Letter sheet, where a crayon tip goes in
 * without crossing a line. A thin band between two lines (a double outline, a photo's sliver)
 * is narrower than that and gets no number.
 */
export const MIN_RADIUS = 6;

/** Smallest area (page px) worth a number of its own: about 5 x 5 mm on the Letter sheet. */
export const MIN_AREA = 300;

/** How many digits fit at a spot: 2 when a two-digit number of MIN_FONT fits, 1 when only one digit does, else 0. */
export function digitsThatFit(spot: LabelSpot | null, area: number): 0 | 1 | 2 {
  if (!spot || area < MIN_AREA || spot.radius < MIN_RADIUS || spot.font1 < MIN_FONT) return 0;
  return spot.font2 >= MIN_FONT ? 2 : 1;
}
