import { BLOCKED, CORE } from './pixel-flags';

/**
 * Band depth (px from open paper) past which a narrow strip may become a region of its own.
 * Corner wedges are shallower than this for all but very sharp corners.
 */
export const STRIP_DEPTH = 8;
/** A deep part of the band this large is a strip worth coloring on its own, not a wedge tip. */
export const STRIP_MIN_AREA = 120;

/** Labels of a page: one region id per pixel, 0 on walls (line cores). */
export interface RegionLabels {
  readonly labels: Int32Array;
  /** Region ids run from 1 to count. */
  readonly count: number;
}

/**
 * Splits a page into the regions a tap fills, from the line-art bits of computeLineBarrier:
 *
 * 1. Open paper (not within the closed-gap band) splits into 4-connected regions: gap closing
 *    decides which areas are separate.
 * 2. The band (paper within gapClose px of a line, where gaps were closed) goes to the region it
 *    is geodesically nearest to, so corner wedges and the paper under anti-aliased edges fill
 *    with their region, and a closed gap is split down its middle instead of leaking.
 * 3. A band part deeper than STRIP_DEPTH px and larger than STRIP_MIN_AREA px is a narrow strip
 *    (between spines, a window pillar, a shelf): it becomes a region of its own, so a tap in it
 *    colors the strip rather than the area beside it.
 * 4. Paper no region reached (a strip closed all round) forms regions of its own.
 *
 * Every non-wall pixel gets a region, so any tap on paper colors the pixel tapped.
 */
export function labelRegions(lineBits: Uint8Array, w: number, h: number): RegionLabels {
  const n = w * h;
  const labels = new Int32Array(n);
  const queue = new Int32Array(n);
  let count = 0;

  // 1. Open paper.
  for (let i = 0; i < n; i++) {
    if (labels[i] !== 0 || ((lineBits[i] as number) & BLOCKED) !== 0) continue;
    floodLabel(labels, lineBits, queue, w, h, i, ++count, BLOCKED);
  }

  // 2. The band, by a breadth-first race from every region's edge (depth = steps from open paper).
  const depth = new Int32Array(n);
  let qe = 0;
  for (let i = 0; i < n; i++) {
    if (labels[i] === 0) continue;
    if (hasFreeBandNeighbour(labels, lineBits, w, h, i)) queue[qe++] = i;
  }
  for (let qs = 0; qs < qe; qs++) {
    const j = queue[qs] as number;
    const y = (j / w) | 0;
    const x = j - y * w;
    const lab = labels[j] as number;
    const d = (depth[j] as number) + 1;
    if (x > 0) qe = claim(labels, lineBits, depth, queue, qe, j - 1, lab, d);
    if (x < w - 1) qe = claim(labels, lineBits, depth, queue, qe, j + 1, lab, d);
    if (y > 0) qe = claim(labels, lineBits, depth, queue, qe, j - w, lab, d);
    if (y < h - 1) qe = claim(labels, lineBits, depth, queue, qe, j + w, lab, d);
  }

  // 3. Deep, large band parts become regions of their own.
  const seen = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    if ((depth[i] as number) <= STRIP_DEPTH || seen[i] !== 0) continue;
    const parent = labels[i] as number;
    const size = floodDeep(seen, labels, depth, queue, w, h, i, parent);
    if (size < STRIP_MIN_AREA) continue;
    count++;
    for (let q = 0; q < size; q++) labels[queue[q] as number] = count;
  }

  // 4. Paper enclosed without any open paper.
  for (let i = 0; i < n; i++) {
    if (labels[i] !== 0 || ((lineBits[i] as number) & CORE) !== 0) continue;
    floodLabel(labels, lineBits, queue, w, h, i, ++count, CORE);
  }
  return { labels, count };
}

/** True when pixel i has a 4-neighbour that is unlabelled paper (band). */
function hasFreeBandNeighbour(labels: Int32Array, lineBits: Uint8Array, w: number, h: number, i: number): boolean {
  const y = (i / w) | 0;
  const x = i - y * w;
  if (x > 0 && labels[i - 1] === 0 && ((lineBits[i - 1] as number) & CORE) === 0) return true;
  if (x < w - 1 && labels[i + 1] === 0 && ((lineBits[i + 1] as number) & CORE) === 0) return true;
  if (y > 0 && labels[i - w] === 0 && ((lineBits[i - w] as number) & CORE) === 0) return true;
  return y < h - 1 && labels[i + w] === 0 && ((lineBits[i + w] as number) & CORE) === 0;
}

function claim(
  labels: Int32Array,
  lineBits: Uint8Array,
  depth: Int32Array,
  queue: Int32Array,
  qe: number,
  k: number,
  lab: number,
  d: number,
): number {
  if (labels[k] !== 0 || ((lineBits[k] as number) & CORE) !== 0) return qe;
  labels[k] = lab;
  depth[k] = d;
  queue[qe] = k;
  return qe + 1;
}

/**
 * Labels the 4-connected unlabelled pixels around `start` that have none of the `wall` bits.
 * Written out without callbacks: this runs over every pixel of the page.
 */
function floodLabel(
  labels: Int32Array,
  lineBits: Uint8Array,
  queue: Int32Array,
  w: number,
  h: number,
  start: number,
  label: number,
  wall: number,
): void {
  let qe = 0;
  labels[start] = label;
  queue[qe++] = start;
  for (let qs = 0; qs < qe; qs++) {
    const j = queue[qs] as number;
    const y = (j / w) | 0;
    const x = j - y * w;
    let k = j - 1;
    if (x > 0 && labels[k] === 0 && ((lineBits[k] as number) & wall) === 0) {
      labels[k] = label;
      queue[qe++] = k;
    }
    k = j + 1;
    if (x < w - 1 && labels[k] === 0 && ((lineBits[k] as number) & wall) === 0) {
      labels[k] = label;
      queue[qe++] = k;
    }
    k = j - w;
    if (y > 0 && labels[k] === 0 && ((lineBits[k] as number) & wall) === 0) {
      labels[k] = label;
      queue[qe++] = k;
    }
    k = j + w;
    if (y < h - 1 && labels[k] === 0 && ((lineBits[k] as number) & wall) === 0) {
      labels[k] = label;
      queue[qe++] = k;
    }
  }
}

/** Marks in `seen` the 4-connected pixels around `start` of region `parent` deeper than STRIP_DEPTH; they are left in `queue`. */
function floodDeep(
  seen: Uint8Array,
  labels: Int32Array,
  depth: Int32Array,
  queue: Int32Array,
  w: number,
  h: number,
  start: number,
  parent: number,
): number {
  let qe = 0;
  seen[start] = 1;
  queue[qe++] = start;
  for (let qs = 0; qs < qe; qs++) {
    const j = queue[qs] as number;
    const y = (j / w) | 0;
    const x = j - y * w;
    let k = j - 1;
    if (x > 0 && seen[k] === 0 && labels[k] === parent && (depth[k] as number) > STRIP_DEPTH) {
      seen[k] = 1;
      queue[qe++] = k;
    }
    k = j + 1;
    if (x < w - 1 && seen[k] === 0 && labels[k] === parent && (depth[k] as number) > STRIP_DEPTH) {
      seen[k] = 1;
      queue[qe++] = k;
    }
    k = j - w;
    if (y > 0 && seen[k] === 0 && labels[k] === parent && (depth[k] as number) > STRIP_DEPTH) {
      seen[k] = 1;
      queue[qe++] = k;
    }
    k = j + w;
    if (y < h - 1 && seen[k] === 0 && labels[k] === parent && (depth[k] as number) > STRIP_DEPTH) {
      seen[k] = 1;
      queue[qe++] = k;
    }
  }
  return qe;
}
