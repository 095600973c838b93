import type { BrushStyle } from '../brush-style';
import { airbrush } from './airbrush';
import { crayonBrush } from './crayon-brush';
import { markerBrush } from './marker-brush';
import { paintBrush } from './paint-brush';
import { pencilBrush } from './pencil-brush';

/** The brushes of the coloring screen, in toolbar order. A new brush is a file here and a line below. */
export const DEFAULT_BRUSHES: readonly BrushStyle[] = [paintBrush, crayonBrush, pencilBrush, markerBrush, airbrush];

/** The brush a fresh canvas uses (SPEC's round brush). */
export const DEFAULT_BRUSH_ID = paintBrush.id;
