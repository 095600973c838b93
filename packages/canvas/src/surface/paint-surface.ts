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
  /** Adds a round dab of `radius` px and `strength` 0..1 (default 1) to the stroke; returns the rectangle it changed. */
  dab(x: number, y: number, radius: number, strength?: number): Rect | null;
  /** Ends the stroke; returns everything it changed. */
  endStroke(): StrokeDirty | null;
  /** Reverts the stroke in progress; returns the rectangle restored. */
  cancelStroke(): Rect | null;
  /** The region a fill at (x, y) would paint, judged on the composite; null on a line or outside. */
  regionAt(x: number, y: number, options?: FillOptions): FillRegion | null;
  /** Paints a region of the coloring layer with an opaque colour; returns the changed rectangle. */
  paintRegion(region: FillRegion, color: Rgba): Rect;
  /** Paints a region with a colour per pixel (a gradient); returns the changed rectangle. */
  paintRegionWith(region: FillRegion, colorAt: (x: number, y: number) => Rgba): Rect;
  /** The colour the page shows at (x, y): the paint's own colour where there is paint, else paper or line. */
  colorAt(x: number, y: number): Rgba;
}
