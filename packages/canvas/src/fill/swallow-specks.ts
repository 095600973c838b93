import type { FillContext } from './fill-context';
import { BIG, CORE, FILLED, SEEN } from './pixel-flags';

/**
 * Fills enclosed islands of at most `maxArea` px next to the region that are neither region nor
 * line: stray pixels of an old colour would otherwise show as specks inside a filled area.
 */
export function swallowSpecks(ctx: FillContext, maxArea: number): void {
  const { width: w, st, specks, frontier: queue } = ctx;
  const { minX, minY, maxX, maxY } = ctx;
  let count = ctx.count;
  for (let c = 0; c < ctx.specksLength; c++) {
    const start = specks[c] as number;
    if (((st[start] as number) & (FILLED | SEEN)) !== 0) continue;
    // Breadth-first search bounded by maxArea; an island touching a line, the region's bounding
    // box or a known large area is not a speck.
    let qs = 0;
    let qe = 0;
    queue[qe++] = start;
    st[start] = (st[start] as number) | SEEN;
    let big = false;
    while (qs < qe && !big) {
      const j = queue[qs++] as number;
      const jy = (j / w) | 0;
      const jx = j - jy * w;
      for (let k4 = 0; k4 < 4; k4++) {
        const nx = k4 === 0 ? jx - 1 : k4 === 1 ? jx + 1 : jx;
        const ny = k4 === 2 ? jy - 1 : k4 === 3 ? jy + 1 : jy;
        if (nx < minX || nx > maxX || ny < minY || ny > maxY) {
          big = true;
          break;
        }
        const k = ny * w + nx;
        const s = st[k] as number;
        if ((s & FILLED) !== 0) continue;
        if ((s & (CORE | BIG)) !== 0) {
          big = true;
          break;
        }
        if ((s & SEEN) === 0) {
          if (qe >= maxArea) {
            big = true;
            break;
          }
          st[k] = s | SEEN;
          queue[qe++] = k;
        }
      }
    }
    if (big) {
      for (let q = 0; q < qe; q++) {
        const k = queue[q] as number;
        st[k] = (st[k] as number) | BIG;
      }
    } else {
      for (let q = 0; q < qe; q++) {
        const k = queue[q] as number;
        st[k] = (st[k] as number) | FILLED;
      }
      count += qe;
    }
  }
  ctx.count = count;
}
