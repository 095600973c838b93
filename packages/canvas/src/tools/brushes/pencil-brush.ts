import { brushRadius } from '../brush-settings';
import { pressureStrength, smoothstep, type BrushStyle } from '../brush-style';

/**
 * Coloured pencil: thin graphite-like layers with a soft edge; each stroke adds a layer over the
 * last, so colour builds up where you go over it again. Pen pressure darkens rather than widens.
 */
export const pencilBrush: BrushStyle = {
  id: 'pencil',
  label: 'Colored pencil',
  shortcut: { key: 'p', shift: false },
  opacity: { initial: 0.7, adjustable: true },
  // A pencil's point: about half the paint brush's width at the same size, and not pressure-wide.
  radius: (size) => Math.max(1, brushRadius(size, 0.5, 'mouse') * 0.55),
  strength: (pressure, pointerType) => pressureStrength(pressure, pointerType, 0.25),
  spacing: (radius) => Math.max(0.5, radius * 0.25),
  paint: {
    build: 'max',
    softness: 0.45,
    // Graphite catches on the tooth's peaks but, unlike wax, some reaches every valley.
    grain: (tooth, strength) => 0.25 + 0.75 * smoothstep(0.55 - 0.4 * strength, 0.95 - 0.3 * strength, tooth / 255),
  },
};
