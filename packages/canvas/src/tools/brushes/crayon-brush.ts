import { brushRadius, dabSpacing } from '../brush-settings';
import { penPressure, smoothstep, type BrushStyle } from '../brush-style';

/**
 * Wax crayon: lays solid colour on the peaks of the paper's tooth and skips the valleys, so the
 * paper shows through in light gaps. Pressing harder pushes wax further into the valleys.
 */
export const crayonBrush: BrushStyle = {
  id: 'crayon',
  label: 'Crayon',
  shortcut: { key: 'c', shift: false },
  opacity: { initial: 1, adjustable: false },
  // A little wider than the paint brush at the same size: a crayon's tip is blunt.
  radius: (size, pressure, pointerType) => brushRadius(size, pressure, pointerType) * 1.05,
  strength: (pressure, pointerType) => 0.55 + 0.45 * penPressure(pressure, pointerType),
  spacing: (radius) => dabSpacing(radius) * 0.8,
  paint: {
    build: 'max',
    softness: 0.12,
    // Tooth above the threshold takes wax; a medium press leaves about a quarter of the paper.
    grain: (tooth, strength) => smoothstep(0.62 - 0.55 * strength - 0.08, 0.62 - 0.55 * strength + 0.1, tooth / 255),
  },
};
