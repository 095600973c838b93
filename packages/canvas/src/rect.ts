import type { Rect } from './types';

/** The smallest rectangle holding both (either may be null). */
export function unionRect(a: Rect | null, b: Rect | null): Rect | null {
  if (!a) return b;
  if (!b) return a;
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  return {
    x,
    y,
    width: Math.max(a.x + a.width, b.x + b.width) - x,
    height: Math.max(a.y + a.height, b.y + b.height) - y,
  };
}

/** The overlap of two rectangles, or null when they do not overlap. */
export function intersectRect(a: Rect, b: Rect): Rect | null {
  const x = Math.max(a.x, b.x);
  const y = Math.max(a.y, b.y);
  const r = Math.min(a.x + a.width, b.x + b.width);
  const bottom = Math.min(a.y + a.height, b.y + b.height);
  return r > x && bottom > y ? { x, y, width: r - x, height: bottom - y } : null;
}

/** Integer-aligned rectangle covering [x0,x1)×[y0,y1), clipped to the canvas; null when empty. */
export function clipBounds(x0: number, y0: number, x1: number, y1: number, width: number, height: number): Rect | null {
  const ax = Math.max(0, Math.floor(x0));
  const ay = Math.max(0, Math.floor(y0));
  const bx = Math.min(width, Math.ceil(x1));
  const by = Math.min(height, Math.ceil(y1));
  return bx > ax && by > ay ? { x: ax, y: ay, width: bx - ax, height: by - ay } : null;
}

/** The rectangle covering a whole canvas. */
export function fullRect(width: number, height: number): Rect {
  return { x: 0, y: 0, width, height };
}
