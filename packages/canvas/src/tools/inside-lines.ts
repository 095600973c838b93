import type { FillOptions } from '../fill/fill-options';
import type { PaintSurface } from '../surface/paint-surface';
import type { Point } from '../types';

// Tolerance that makes every non-line pixel "similar": the clip region of "stay inside the
// lines" is bounded by the line art only, never by colours already painted.
const INSIDE_LINES_TOLERANCE = 255;

/**
 * The clip mask of a stroke that stays inside the lines: the fill's region where the stroke
 * starts (with the small areas the region map merged into it), bounded by the line art only.
 * A start on a line takes the region nearest to it (as a fill tap does); deep inside a thick
 * line there is none and the stroke paints nothing but the line's own pixels are safe either
 * way: an all-zero mask.
 */
export function insideLinesClip(surface: PaintSurface, at: Point, fill: FillOptions): Uint8Array {
  const region = surface.regionAt(at.x, at.y, { ...fill, tolerance: INSIDE_LINES_TOLERANCE, maxSpeckArea: 0 });
  return region?.mask ?? new Uint8Array(surface.width * surface.height);
}
