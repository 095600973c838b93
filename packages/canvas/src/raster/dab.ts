import type { Rect } from '../types';
import { clipBounds } from '../rect';

/**
 * Calls `visit(index, coverage)` for each pixel a round dab covers, coverage 1..255 from the
 * exact distance of the pixel centre to the edge (one pixel of anti-aliasing). Returns the
 * dab's bounds clipped to the canvas, or null when it misses the canvas.
 */
export function forEachDabPixel(
  width: number,
  height: number,
  cx: number,
  cy: number,
  radius: number,
  visit: (index: number, coverage: number) => void,
): Rect | null {
  const r = Math.max(0.25, radius);
  const box = clipBounds(cx - r - 0.5, cy - r - 0.5, cx + r + 0.5, cy + r + 0.5, width, height);
  if (!box) return null;
  const inner = r > 0.5 ? (r - 0.5) * (r - 0.5) : -1;
  const outer = (r + 0.5) * (r + 0.5);
  for (let y = box.y; y < box.y + box.height; y++) {
    const dy = y + 0.5 - cy;
    const dy2 = dy * dy;
    const row = y * width;
    for (let x = box.x; x < box.x + box.width; x++) {
      const dx = x + 0.5 - cx;
      const d2 = dx * dx + dy2;
      if (d2 >= outer) continue;
      // Fully inside needs no square root; only the one-pixel rim is anti-aliased.
      const cov = d2 <= inner ? 255 : Math.round((r + 0.5 - Math.sqrt(d2)) * 255);
      if (cov > 0) visit(row + x, cov > 255 ? 255 : cov);
    }
  }
  return box;
}
