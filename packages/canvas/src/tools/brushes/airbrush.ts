import { brushRadius } from '../brush-settings';
import { pressureStrength, type BrushStyle } from '../brush-style';

/**
 * Soft airbrush: a wide, soft spray that builds up: each dab adds a little colour, so going over
 * an area again (or slowly) makes it denser. Pen pressure sprays more.
 */
export const airbrush: BrushStyle = {
  id: 'airbrush',
  label: 'Airbrush',
  shortcut: { key: 'a', shift: false },
  opacity: { initial: 1, adjustable: true },
  // Twice the paint brush's width: a spray cone, soft all the way from its centre.
  radius: (size) => brushRadius(size, 0.5, 'mouse') * 2,
  // Flow per dab and spacing go together: a quarter of the radius apart is smooth for a dab this
  // soft, and 0.11 a dab gives a light first pass that a second one visibly deepens.
  strength: (pressure, pointerType) => 0.11 * pressureStrength(pressure, pointerType, 0.3),
  spacing: (radius) => Math.max(0.5, radius * 0.25),
  paint: { build: 'add', softness: 1, grain: null },
};
