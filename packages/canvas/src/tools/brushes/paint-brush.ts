import { brushRadius, dabSpacing } from '../brush-settings';
import type { BrushStyle } from '../brush-style';

/** The round paint brush Crayonbox always had: opaque, even, a crisp anti-aliased edge; pressure sets the width. */
export const paintBrush: BrushStyle = {
  id: 'paint',
  label: 'Paint',
  // B picks the brush tool with whichever brush is current; this one has no letter of its own.
  shortcut: null,
  opacity: { initial: 1, adjustable: true },
  radius: brushRadius,
  strength: () => 1,
  spacing: dabSpacing,
  paint: { build: 'max', softness: 0, grain: null },
};
