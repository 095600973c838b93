import { pushSpeck, type FillContext } from './fill-context';
import { BIG, CORE, FILLED, INK, QUEUED, SIMILAR } from './pixel-flags';

/**
 * Scanline seed fill (Heckbert, Graphics Gems I) over the flags buffer: marks FILLED every pixel
 * 4-connected to the seed whose flags under `passMask` equal SIMILAR. Every pixel that stops a
 * run is sorted on the way: inked pixels are queued for the grow-back pass, other-coloured ones
 * become speck candidates.
 */
export function scanFill(ctx: FillContext, seed: number, passMask: number): void {
  const { width: w, height: h, st } = ctx;
  // A pixel joins when its flags under `test` are exactly SIMILAR: similar, not a wall, not filled.
  const test = passMask | FILLED;
  let stack = ctx.stack;
  let sp = 0;
  let fe = ctx.frontierLength;
  let { minX, minY, maxX, maxY, count } = ctx;

  // Segments are (y, xl, xr, dy): xl..xr of row y is filled; row y+dy beneath it is to explore.
  // Pushes are written out inline below: helpers closing over `sp` and `stack` would keep them
  // on the heap and slow every iteration.
  const sy = (seed / w) | 0;
  const sx = seed - sy * w;
  if (sy + 1 < h) {
    stack[sp++] = sy;
    stack[sp++] = sx;
    stack[sp++] = sx;
    stack[sp++] = 1;
  }
  stack[sp++] = sy + 1;
  stack[sp++] = sx;
  stack[sp++] = sx;
  stack[sp++] = -1;

  while (sp > 0) {
    // Room for the up to three pushes of this iteration's inner loop runs.
    if (sp + 64 > stack.length) stack = ctx.stack = grow(stack);
    sp -= 4;
    const dy = stack[sp + 3] as number;
    const y = (stack[sp] as number) + dy;
    const x1 = stack[sp + 1] as number;
    const x2 = stack[sp + 2] as number;
    const row = y * w;
    const up = y - dy; // the row the segment came from
    let filledAny = false;
    // Explore row y beneath x1..x2, first leftwards from x1.
    let x = x1;
    while (x >= 0 && ((st[row + x] as number) & test) === SIMILAR) {
      st[row + x] = (st[row + x] as number) | FILLED;
      x--;
    }
    count += x1 - x;
    if (x >= 0) fe = touch(ctx, row + x, fe);
    let l = x + 1;
    let skip = x >= x1;
    if (!skip && l < x1 && up >= 0 && up < h) {
      // Leak on the left: the row we came from needs exploring beyond the parent segment.
      stack[sp++] = y;
      stack[sp++] = l;
      stack[sp++] = x1 - 1;
      stack[sp++] = -dy;
    }
    if (!skip) x = x1 + 1;
    do {
      if (!skip) {
        const from = x;
        while (x < w && ((st[row + x] as number) & test) === SIMILAR) {
          st[row + x] = (st[row + x] as number) | FILLED;
          x++;
        }
        count += x - from;
        if (x < w) fe = touch(ctx, row + x, fe);
        if (l < minX) minX = l;
        if (x - 1 > maxX) maxX = x - 1;
        filledAny = true;
        if (sp + 8 > stack.length) stack = ctx.stack = grow(stack);
        const next = y + dy;
        if (next >= 0 && next < h) {
          stack[sp++] = y;
          stack[sp++] = l;
          stack[sp++] = x - 1;
          stack[sp++] = dy;
        }
        if (x > x2 + 1 && up >= 0 && up < h) {
          // Leak on the right.
          stack[sp++] = y;
          stack[sp++] = x2 + 1;
          stack[sp++] = x - 1;
          stack[sp++] = -dy;
        }
      }
      skip = false;
      for (x++; x <= x2; x++) {
        const j = row + x;
        if (((st[j] as number) & test) === SIMILAR) break;
        fe = touch(ctx, j, fe);
      }
      l = x;
    } while (x <= x2);
    if (filledAny) {
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
    }
  }
  ctx.frontierLength = fe;
  ctx.minX = minX;
  ctx.minY = minY;
  ctx.maxX = maxX;
  ctx.maxY = maxY;
  ctx.count = count;
}

/**
 * Sorts a pixel that stopped a run: queues it for the grow-back pass when inked, otherwise
 * records it as a possible speck. Returns the new frontier length.
 */
function touch(ctx: FillContext, j: number, fe: number): number {
  const st = ctx.st;
  const s = st[j] as number;
  if ((s & (QUEUED | FILLED)) !== 0) return fe;
  st[j] = s | QUEUED;
  if ((s & INK) !== 0) {
    ctx.frontier[fe] = j;
    return fe + 1;
  }
  // Other regions (BIG) are never specks of this one.
  if ((s & (CORE | BIG)) === 0) pushSpeck(ctx, j);
  return fe;
}

function grow(stack: Int32Array): Int32Array {
  const bigger = new Int32Array(stack.length * 2);
  bigger.set(stack);
  return bigger;
}
