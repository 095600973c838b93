import { BLOCKED, CORE, INK } from './pixel-flags';

// Marker of the seed search in the flags buffer; no combination of real flags reaches 255.
const VISITED = 255;

/** Where a fill really starts, and whether gap closing applies there. */
export interface FillSeed {
  readonly index: number;
  readonly closeGaps: boolean;
}

/**
 * Picks where the fill starts. A click on an anti-aliased edge or inside the closed-gap band moves
 * to the nearest clean paper pixel, so clicking close to a line fills the area beside it rather
 * than the thin band of edge pixels. When none is near (a strip thinner than the closed walls),
 * the fill runs without gap closing.
 */
export function findSeed(
  lineBits: Uint8Array,
  scratch: Uint8Array,
  queue: Int32Array,
  w: number,
  h: number,
  start: number,
  radius: number,
): FillSeed {
  if (((lineBits[start] as number) & (INK | BLOCKED)) === 0) return { index: start, closeGaps: true };
  // `scratch` is the flags buffer, rewritten by classification right after; no cleanup needed.
  const limit = (2 * radius + 5) ** 2;
  let qs = 0;
  let qe = 0;
  let paper = -1;
  queue[qe++] = start;
  scratch[start] = VISITED;
  while (qs < qe && qs < limit) {
    const j = queue[qs++] as number;
    const b = lineBits[j] as number;
    if ((b & (INK | BLOCKED)) === 0) return { index: j, closeGaps: true };
    if (paper < 0 && (b & INK) === 0) paper = j;
    const y = (j / w) | 0;
    const x = j - y * w;
    for (let k4 = 0; k4 < 4; k4++) {
      if ((k4 === 0 && x === 0) || (k4 === 1 && x === w - 1) || (k4 === 2 && y === 0) || (k4 === 3 && y === h - 1)) {
        continue;
      }
      const k = k4 === 0 ? j - 1 : k4 === 1 ? j + 1 : k4 === 2 ? j - w : j + w;
      if (scratch[k] !== VISITED && ((lineBits[k] as number) & CORE) === 0) {
        scratch[k] = VISITED;
        queue[qe++] = k;
      }
    }
  }
  return { index: paper >= 0 ? paper : start, closeGaps: false };
}
