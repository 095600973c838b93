/** Brush sizes offered by the size picker (SPEC section 9), largest first. */
export const BRUSH_SIZES = [30, 25, 20, 15, 10, 5] as const;
/** One of BRUSH_SIZES. */
export type BrushSize = (typeof BRUSH_SIZES)[number];
/** Brush size of a fresh canvas (SPEC section 4). */
export const DEFAULT_BRUSH_SIZE: BrushSize = 20;
/** Colour of a fresh canvas (SPEC section 4). */
export const DEFAULT_COLOR = '#000000';

/** True for a size the picker offers. */
export function isBrushSize(size: number): size is BrushSize {
  return (BRUSH_SIZES as readonly number[]).includes(size);
}

/**
 * Dab radius in px for a brush size (its diameter) and pointer. Only pens scale with pressure:
 * mice and fingers report a fixed or meaningless value. A medium press (0.5) gives the nominal
 * size; the range is 0.3x .. 1.7x.
 */
export function brushRadius(size: number, pressure: number, pointerType: string): number {
  if (pointerType !== 'pen') return size / 2;
  const p = Math.min(1, Math.max(0, Number.isFinite(pressure) ? pressure : 0.5));
  return (size / 2) * (0.3 + 1.4 * p);
}

/** Distance between dabs: a fifth of the radius keeps round edges smooth; never under 0.5 px. */
export function dabSpacing(radius: number): number {
  return Math.max(0.5, radius * 0.2);
}
