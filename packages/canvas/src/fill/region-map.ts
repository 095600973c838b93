import type { RgbaImage } from '../types';
import { labelRegions } from './label-regions';
import { computeLineBarrier } from './line-barrier';
import { CORE } from './pixel-flags';

/** How far (px) colour goes under a line from each side; lines up to twice this are covered. */
export const RIM_DEPTH = 6;

/**
 * Everything a tap needs that depends on the line art alone, computed once per page and gap
 * radius so that a fill costs what its region costs.
 */
export interface RegionMap {
  readonly width: number;
  readonly height: number;
  /** INK / CORE / BLOCKED bits per pixel (pixel-flags.ts). */
  readonly lineBits: Uint8Array;
  /** Region id per pixel (1..count), 0 on line cores. */
  readonly labels: Int32Array;
  readonly count: number;
  /** Rows of each region as runs [start, end) of pixel indices: runs of region r are spanStart[r]..spanStart[r+1]. */
  readonly spanStart: Int32Array;
  readonly spans: Int32Array;
  /** Line-core pixels nearest to each region, within RIM_DEPTH (colour goes under the line): rimStart[r]..rimStart[r+1] of rim. */
  readonly rimStart: Int32Array;
  readonly rim: Int32Array;
  /** Pixels per region (without its rim). */
  readonly size: Int32Array;
  /** Bounding box of each region and its rim: [minX, minY, maxX, maxY] at 4r. */
  readonly bbox: Int32Array;
}

/** Labels the page and indexes every region's pixels, rows and rim. */
export function computeRegionMap(lineArt: RgbaImage, threshold: number, radius: number): RegionMap {
  const { width: w, height: h } = lineArt;
  const lineBits = computeLineBarrier(lineArt, threshold, radius);
  const { labels, count } = labelRegions(lineBits, w, h);
  const { spanStart, spans, size, bbox } = indexSpans(labels, w, h, count);
  const { rimStart, rim } = collectRims(labels, lineBits, bbox, w, h, count, RIM_DEPTH);
  return { width: w, height: h, lineBits, labels, count, spanStart, spans, rimStart, rim, size, bbox };
}

/** The buffers of a map, to transfer it from a worker without copying. */
export function regionMapTransferables(map: RegionMap): ArrayBuffer[] {
  const arrays = [map.lineBits, map.labels, map.spanStart, map.spans, map.rimStart, map.rim, map.size, map.bbox];
  return [...new Set(arrays.map((a) => a.buffer as ArrayBuffer))];
}

/** Calls `visit` for every horizontal run of one region id, row by row (walls skipped). */
function forEachRun(labels: Int32Array, w: number, h: number, visit: (label: number, row: number, from: number, to: number) => void) {
  for (let y = 0; y < h; y++) {
    const row = y * w;
    let x = 0;
    while (x < w) {
      const lab = labels[row + x] as number;
      const from = x;
      while (x < w && labels[row + x] === lab) x++;
      if (lab !== 0) visit(lab, y, from, x);
    }
  }
}

function indexSpans(labels: Int32Array, w: number, h: number, count: number) {
  const runs = new Int32Array(count + 2);
  const size = new Int32Array(count + 1);
  const bbox = new Int32Array((count + 1) * 4);
  for (let r = 1; r <= count; r++) bbox.set([w, h, -1, -1], r * 4);
  // Pass 1: runs per region, sizes and boxes.
  forEachRun(labels, w, h, (lab, y, from, to) => {
    runs[lab + 1] = (runs[lab + 1] as number) + 1;
    size[lab] = (size[lab] as number) + (to - from);
    const b = lab * 4;
    if (from < (bbox[b] as number)) bbox[b] = from;
    if (y < (bbox[b + 1] as number)) bbox[b + 1] = y;
    if (to - 1 > (bbox[b + 2] as number)) bbox[b + 2] = to - 1;
    bbox[b + 3] = y;
  });
  const spanStart = new Int32Array(count + 2);
  for (let r = 1; r <= count + 1; r++) spanStart[r] = (spanStart[r - 1] as number) + (runs[r] as number);
  // Pass 2: the runs themselves, in row order within each region.
  const spans = new Int32Array((spanStart[count + 1] as number) * 2);
  const next = spanStart.slice(0, count + 1);
  forEachRun(labels, w, h, (lab, y, from, to) => {
    const s = (next[lab] as number) * 2;
    next[lab] = (next[lab] as number) + 1;
    spans[s] = y * w + from;
    spans[s + 1] = y * w + to;
  });
  return { spanStart, spans, size, bbox };
}

/**
 * Hands each line-core pixel within `depth` px of a region to the nearest region (a breadth-first
 * race through the core from every side). Filling paints a region's rim too, so a soft or grey
 * line shows the colour beneath it rather than paper; a line is split down its middle, so colour
 * never shows past the middle of a line.
 */
function collectRims(labels: Int32Array, lineBits: Uint8Array, bbox: Int32Array, w: number, h: number, count: number, depth: number) {
  const n = w * h;
  const owner = new Int32Array(n);
  const queue = new Int32Array(n);
  let qe = 0;
  for (let j = 0; j < n; j++) {
    if (((lineBits[j] as number) & CORE) === 0) continue;
    const y = (j / w) | 0;
    const x = j - y * w;
    const lab =
      (x > 0 ? (labels[j - 1] as number) : 0) ||
      (x < w - 1 ? (labels[j + 1] as number) : 0) ||
      (y > 0 ? (labels[j - w] as number) : 0) ||
      (y < h - 1 ? (labels[j + w] as number) : 0);
    if (lab === 0) continue;
    owner[j] = lab;
    queue[qe++] = j;
  }
  let qs = 0;
  for (let level = 2; level <= depth && qs < qe; level++) {
    const levelEnd = qe;
    for (; qs < levelEnd; qs++) {
      const j = queue[qs] as number;
      const lab = owner[j] as number;
      const y = (j / w) | 0;
      const x = j - y * w;
      if (x > 0) qe = takeCore(lineBits, owner, queue, qe, j - 1, lab);
      if (x < w - 1) qe = takeCore(lineBits, owner, queue, qe, j + 1, lab);
      if (y > 0) qe = takeCore(lineBits, owner, queue, qe, j - w, lab);
      if (y < h - 1) qe = takeCore(lineBits, owner, queue, qe, j + w, lab);
    }
  }
  // Group the rim pixels by region.
  const rimStart = new Int32Array(count + 2);
  for (let q = 0; q < qe; q++) {
    const lab = owner[queue[q] as number] as number;
    rimStart[lab + 1] = (rimStart[lab + 1] as number) + 1;
  }
  for (let r = 1; r <= count + 1; r++) rimStart[r] = (rimStart[r] as number) + (rimStart[r - 1] as number);
  const rim = new Int32Array(qe);
  const next = rimStart.slice(0, count + 1);
  for (let q = 0; q < qe; q++) {
    const j = queue[q] as number;
    const lab = owner[j] as number;
    rim[next[lab] as number] = j;
    next[lab] = (next[lab] as number) + 1;
    const y = (j / w) | 0;
    const x = j - y * w;
    const b = lab * 4;
    if (x < (bbox[b] as number)) bbox[b] = x;
    if (y < (bbox[b + 1] as number)) bbox[b + 1] = y;
    if (x > (bbox[b + 2] as number)) bbox[b + 2] = x;
    if (y > (bbox[b + 3] as number)) bbox[b + 3] = y;
  }
  return { rimStart, rim };
}

function takeCore(lineBits: Uint8Array, owner: Int32Array, queue: Int32Array, qe: number, k: number, lab: number): number {
  if (owner[k] !== 0 || ((lineBits[k] as number) & CORE) === 0) return qe;
  owner[k] = lab;
  queue[qe] = k;
  return qe + 1;
}
