import { brushRadius, dabSpacing } from '../brush-settings';
import type { BrushStyle } from '../brush-style';

/**
 * Felt marker: even, slightly see-through ink. One stroke stays even where it crosses itself
 * (each pixel keeps its strongest dab); a second stroke over the first lays more ink, darker.
 */
export const markerBrush: BrushStyle = {
  id: 'marker',
  label: 'Marker',
  shortcut: { key: 'm', shift: false },
  opacity: { initial: 0.6, adjustable: true },
  radius: (size) => brushRadius(size, 0.5, 'mouse'),
  strength: () => 1,
  spacing: dabSpacing,
  paint: { build: 'max', softness: 0.08, grain: null },
};
