import type { FillOptions } from '../fill/fill-options';
import type { FillRegion } from '../fill/flood-fill';
import type { StrokeDirty, StrokePaint } from '../raster/stroke-raster';
import type { Rect, Rgba } from '../types';

/**
 * What tools draw on: a coloring layer under a fixed line-art layer. Tools only talk to this
 * interface, so they run the same against the in-memory surface in tests and in the browser.
 */
export interface PaintSurface {
  readonly width: number;
  readonly height: number;
  /** Starts a stroke on the coloring layer. */
  beginStroke(paint: StrokePaint): void;
  /** Adds a round dab of `radius` px to the stroke; returns the rectangle it changed. */
  dab(x: number, y: number, radius: number): Rect | null;
  /** Ends the stroke; returns everything it changed. */
  endStroke(): StrokeDirty | null;
  /** Reverts the stroke in progress; returns the rectangle restored. */
  cancelStroke(): Rect | null;
  /** The region a fill at (x, y) would paint, judged on the composite; null on a line or outside. */
  regionAt(x: number, y: number, options?: FillOptions): FillRegion | null;
  /** Paints a region of the coloring layer with an opaque colour; returns the changed rectangle. */
  paintRegion(region: FillRegion, color: Rgba): Rect;
}
