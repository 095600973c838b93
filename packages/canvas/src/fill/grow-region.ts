import { pushSpeck, type FillContext } from './fill-context';
import { BIG, CORE, FILLED, INK, QUEUED } from './pixel-flags';

// The eight neighbours: the row above, left and right, the row below.
const DX = Int8Array.of(-1, 0, 1, -1, 1, -1, 0, 1);
const DY = Int8Array.of(-1, -1, -1, 0, 0, 1, 1, 1);

/**
 * Grows the region up to `depth` px (8-connected) from the queued frontier into inked edge
 * pixels. This puts colour under
 * anti-aliased line edges (no white fringe) without crossing a line: growth that reaches a line
 * core stays inside it, and never slips diagonally between two core pixels.
 */
export function growRegion(ctx: FillContext, depth: number): void {
  const { width: w, height: h, st, frontier } = ctx;
  let head = 0;
  let tail = ctx.frontierLength;
  let { minX, minY, maxX, maxY, count } = ctx;
  // Pages are usually 1024 wide: a shift is far cheaper than a division per pixel.
  const shift = (w & (w - 1)) === 0 ? Math.log2(w) : -1;
  for (let level = 1; level <= depth && head < tail; level++) {
    const levelEnd = tail;
    const last = level === depth;
    while (head < levelEnd) {
      const j = frontier[head++] as number;
      st[j] = (st[j] as number) | FILLED;
      count++;
      const y = shift >= 0 ? j >> shift : (j / w) | 0;
      const x = j - y * w;
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
      const fromCore = ((st[j] as number) & CORE) !== 0;
      if (x > 0 && y > 0 && x < w - 1 && y < h - 1) {
        // Interior pixel: the eight neighbours without bounds checks, diagonals guarded against
        // slipping between two line pixels (that would cross a thin line).
        const up = j - w;
        const down = j + w;
        const leftCore = (st[j - 1] as number) & CORE;
        const rightCore = (st[j + 1] as number) & CORE;
        const upCore = (st[up] as number) & CORE;
        const downCore = (st[down] as number) & CORE;
        tail = visit(ctx, up, tail, fromCore, last);
        tail = visit(ctx, down, tail, fromCore, last);
        tail = visit(ctx, j - 1, tail, fromCore, last);
        tail = visit(ctx, j + 1, tail, fromCore, last);
        if ((upCore & leftCore) === 0) tail = visit(ctx, up - 1, tail, fromCore, last);
        if ((upCore & rightCore) === 0) tail = visit(ctx, up + 1, tail, fromCore, last);
        if ((downCore & leftCore) === 0) tail = visit(ctx, down - 1, tail, fromCore, last);
        if ((downCore & rightCore) === 0) tail = visit(ctx, down + 1, tail, fromCore, last);
        continue;
      }
      for (let n = 0; n < 8; n++) {
        const dx = DX[n] as number;
        const dy = DY[n] as number;
        if (x + dx < 0 || y + dy < 0 || x + dx >= w || y + dy >= h) continue;
        if (dx !== 0 && dy !== 0 && ((st[j + dx] as number) & (st[j + dy * w] as number) & CORE) !== 0) continue;
        tail = visit(ctx, j + dx + dy * w, tail, fromCore, last);
      }
    }
  }
  ctx.minX = minX;
  ctx.minY = minY;
  ctx.maxX = maxX;
  ctx.maxY = maxY;
  ctx.count = count;
}

/**
 * Looks at one neighbour of a grown pixel: queues it for the next level when growable, or records
 * it as a possible speck. Returns the new queue length.
 */
function visit(ctx: FillContext, k: number, tail: number, fromCore: boolean, last: boolean): number {
  const st = ctx.st;
  const s = st[k] as number;
  if ((s & (QUEUED | FILLED)) !== 0) return tail;
  // Growth may go on under a line but never leaves it: past a line is another region.
  if (fromCore && (s & CORE) === 0) return tail;
  if ((s & INK) !== 0) {
    // On the last level neighbours are only inspected, for specks, not grown into.
    if (last) return tail;
    st[k] = s | QUEUED;
    ctx.frontier[tail] = k;
    return tail + 1;
  }
  // Other regions (BIG) are never specks of this one.
  if ((s & (CORE | BIG)) === 0) {
    st[k] = s | QUEUED;
    pushSpeck(ctx, k);
  }
  return tail;
}
