import type { StrokePaint } from '../raster/stroke-raster';
import type { Shortcut } from '../shortcut';

/**
 * How one brush looks and feels: a module in brushes/ that the brush tool draws with. The
 * engine never names a brush; it looks styles up by id in the registered list.
 */
export interface BrushStyle {
  /** Stable id, kept in settings and shown nowhere ('crayon'). */
  readonly id: string;
  /** Name for buttons and screen readers ('Crayon'). */
  readonly label: string;
  /** Key that picks this brush, or null. */
  readonly shortcut: Shortcut | null;
  /** Opacity a fresh canvas uses (0..1), and whether the user may change it. */
  readonly opacity: { readonly initial: number; readonly adjustable: boolean };
  /** Dab radius in px for a brush size (diameter) and pointer. */
  radius(size: number, pressure: number, pointerType: string): number;
  /** Dab strength 0..1 for a pointer: how much colour a press lays down (pressure-sensitive opacity). */
  strength(pressure: number, pointerType: string): number;
  /** Distance between dabs in px for a dab radius. */
  spacing(radius: number): number;
  /** How a stroke covers the layer; the tool adds mode, colour, clip and opacity. */
  readonly paint: Pick<StrokePaint, 'build' | 'softness' | 'grain'>;
}

/** Pen pressure 0..1; mice and fingers report a fixed or meaningless value, read as a medium press. */
export function penPressure(pressure: number, pointerType: string): number {
  if (pointerType !== 'pen') return 0.5;
  return Math.min(1, Math.max(0, Number.isFinite(pressure) ? pressure : 0.5));
}

/** Strength from pen pressure: `light` at no pressure, 1 at a medium press and above. */
export function pressureStrength(pressure: number, pointerType: string, light: number): number {
  const p = penPressure(pressure, pointerType);
  return Math.min(1, light + (1 - light) * (p / 0.5));
}

/** Hermite step: 0 below a, 1 above b, smooth between. */
export function smoothstep(a: number, b: number, v: number): number {
  const t = Math.min(1, Math.max(0, (v - a) / (b - a)));
  return t * t * (3 - 2 * t);
}
