import type { Rect, RgbaImage } from '../types';
import { assertSize } from '../image';
import { overWhite, withinTolerance } from './composite-color';
import { createFillContext, extractMask, resetFillContext } from './fill-context';
import { resolveFillOptions, type FillOptions } from './fill-options';
import { growRegion } from './grow-region';
import { BIG, CORE, INK, SIMILAR } from './pixel-flags';
import { computeRegionMap, type RegionMap } from './region-map';
import { scanFill } from './scan-fill';
import { swallowSpecks } from './swallow-specks';

/** The pixels a fill paints. */
export interface FillRegion {
  /** One byte per pixel (width*height), 1 where the fill paints; owned by the caller. */
  readonly mask: Uint8Array;
  /** Bounding box of the mask. */
  readonly rect: Rect;
  /** Number of pixels in the mask. */
  readonly count: number;
}

/** Computes fill regions; holds reusable scratch memory and the region map of the last line art. */
export interface FloodFiller {
  /**
   * The region a tap at (x, y) fills: the tapped region of the page (regions.md: lines, closed
   * gaps, strips and wedges decided once per page), limited to the pixels whose colour is within
   * tolerance of the tapped one and connected to it, with the colour going under the lines'
   * edges and small specks swallowed. A tap on a line fills the region it is nearest to when
   * one is within a few px. Null outside the page or deep inside a thick line. The mask is
   * written into `out` when given (width*height bytes), so repeated fills need not allocate.
   */
  region(lineArt: RgbaImage, coloring: RgbaImage, x: number, y: number, options?: FillOptions, out?: Uint8Array): FillRegion | null;
  /**
   * Computes the page's regions for these options ahead of the first fill (e.g. when a page
   * loads), so the first tap is as fast as the next ones; returns them (kept until the line art
   * or options change).
   */
  prepare(lineArt: RgbaImage, options?: FillOptions): RegionMap;
  /** Uses a region map computed elsewhere (e.g. in a worker) for this line art and these options. */
  adopt(lineArt: RgbaImage, map: RegionMap, options?: FillOptions): void;
  /** Forgets the cached regions; needed only after changing line-art pixels in place. */
  invalidate(): void;
}

/** How far (px) a tap on a line looks for the region it meant. */
export const LINE_TAP_REACH = 4;

/** Creates a filler for pages of the given size. */
export function createFloodFiller(width: number, height: number): FloodFiller {
  const ctx = createFillContext(width, height);
  let map: RegionMap | null = null;
  let mapKey: { data: Uint8ClampedArray; threshold: number; radius: number } | null = null;

  // The line art does not change while a page is coloured, so its regions (the costliest step)
  // are computed once per line art and gap radius.
  function regionMap(lineArt: RgbaImage, threshold: number, radius: number): RegionMap {
    const k = mapKey;
    if (map && k && k.data === lineArt.data && k.threshold === threshold && k.radius === radius) return map;
    map = computeRegionMap(lineArt, threshold, radius);
    mapKey = { data: lineArt.data, threshold, radius };
    return map;
  }

  function region(
    lineArt: RgbaImage,
    coloring: RgbaImage,
    px: number,
    py: number,
    options?: FillOptions,
    out?: Uint8Array,
  ): FillRegion | null {
    assertSize(lineArt, width, height, 'line art');
    assertSize(coloring, width, height, 'coloring');
    const x = Math.floor(px);
    const y = Math.floor(py);
    if (!(x >= 0 && y >= 0 && x < width && y < height)) return null;
    const opts = resolveFillOptions(options);
    const m = regionMap(lineArt, opts.lineThreshold, opts.gapClose);
    const tap = m.labels[y * width + x] !== 0 ? y * width + x : nearestRegionPixel(m, x, y, LINE_TAP_REACH);
    if (tap < 0) return null;
    const r = m.labels[tap] as number;
    const col32 = new Int32Array(coloring.data.buffer, coloring.data.byteOffset, width * height);
    const seed = col32[tap] as number;
    if (regionIsUniform(m, r, col32, seed, opts.tolerance)) return wholeRegion(m, r, out);
    return partOfRegion(m, r, tap, col32, seed, opts, out);
  }

  /** The tapped region holds other colours: a scanline fill over its pixels of the tapped colour. */
  function partOfRegion(
    m: RegionMap,
    r: number,
    tap: number,
    col32: Int32Array,
    seed: number,
    opts: Required<FillOptions>,
    out?: Uint8Array,
  ): FillRegion | null {
    const depth = opts.gapClose + 1;
    classifyWindow(m, r, col32, seed, opts.tolerance, ctx.st, depth + 2);
    resetFillContext(ctx);
    scanFill(ctx, tap, SIMILAR | CORE);
    growRegion(ctx, depth);
    if (opts.maxSpeckArea > 0) swallowSpecks(ctx, opts.maxSpeckArea);
    if (ctx.count === 0) return null;
    return {
      mask: extractMask(ctx, out),
      rect: { x: ctx.minX, y: ctx.minY, width: ctx.maxX - ctx.minX + 1, height: ctx.maxY - ctx.minY + 1 },
      count: ctx.count,
    };
  }

  return {
    region,
    prepare(lineArt, options) {
      assertSize(lineArt, width, height, 'line art');
      const opts = resolveFillOptions(options);
      return regionMap(lineArt, opts.lineThreshold, opts.gapClose);
    },
    adopt(lineArt, adopted, options) {
      assertSize(lineArt, width, height, 'line art');
      if (adopted.width !== width || adopted.height !== height) throw new Error('region map size does not match the page');
      const opts = resolveFillOptions(options);
      map = adopted;
      mapKey = { data: lineArt.data, threshold: opts.lineThreshold, radius: opts.gapClose };
    },
    invalidate() {
      mapKey = null;
    },
  };
}

/** The coloring value of a pixel as seen over white paper, packed as r | g << 8 | b << 16. */
function paperRgb(c: number): number {
  const a = (c >>> 24) & 255;
  if (a === 0) return 0xffffff;
  return overWhite(c & 255, a) | (overWhite((c >>> 8) & 255, a) << 8) | (overWhite((c >>> 16) & 255, a) << 16);
}

/** True when every pixel of region r is coloured within tolerance of the tapped colour (the usual case). */
function regionIsUniform(m: RegionMap, r: number, col32: Int32Array, seed: number, tolerance: number): boolean {
  const seedRgb = paperRgb(seed);
  const { spans, spanStart } = m;
  let lastOk = seed;
  for (let s = (spanStart[r] as number) * 2, end = (spanStart[r + 1] as number) * 2; s < end; s += 2) {
    for (let j = spans[s] as number, to = spans[s + 1] as number; j < to; j++) {
      const c = col32[j] as number;
      if (c === seed || c === lastOk) continue;
      if (!withinTolerance(paperRgb(c), seedRgb, tolerance)) return false;
      lastOk = c;
    }
  }
  return true;
}

/** Region r and its rim as a mask, straight from the map: the cost is the region's size. */
function wholeRegion(m: RegionMap, r: number, out?: Uint8Array): FillRegion {
  const n = m.width * m.height;
  const mask = out && out.length === n ? out : new Uint8Array(n);
  mask.fill(0);
  const { spans, spanStart, rim, rimStart, bbox } = m;
  for (let s = (spanStart[r] as number) * 2, end = (spanStart[r + 1] as number) * 2; s < end; s += 2) {
    mask.fill(1, spans[s] as number, spans[s + 1] as number);
  }
  const rimFrom = rimStart[r] as number;
  const rimTo = rimStart[r + 1] as number;
  for (let q = rimFrom; q < rimTo; q++) mask[rim[q] as number] = 1;
  const b = r * 4;
  const minX = bbox[b] as number;
  const minY = bbox[b + 1] as number;
  return {
    mask,
    rect: { x: minX, y: minY, width: (bbox[b + 2] as number) - minX + 1, height: (bbox[b + 3] as number) - minY + 1 },
    count: (m.size[r] as number) + rimTo - rimFrom,
  };
}

/**
 * Writes the fill flags of region r's bounding box (grown by `margin`): its pixels SIMILAR when
 * their colour is within tolerance (INK kept for the grow-back under soft edges), line cores as
 * walls the colour may grow under, other regions BIG so nothing treats them as specks.
 */
function classifyWindow(m: RegionMap, r: number, col32: Int32Array, seed: number, tolerance: number, st: Uint8Array, margin: number) {
  const { width: w, height: h, labels, lineBits, bbox } = m;
  const seedRgb = paperRgb(seed);
  const b = r * 4;
  const x0 = Math.max(0, (bbox[b] as number) - margin);
  const y0 = Math.max(0, (bbox[b + 1] as number) - margin);
  const x1 = Math.min(w - 1, (bbox[b + 2] as number) + margin);
  const y1 = Math.min(h - 1, (bbox[b + 3] as number) + margin);
  let lastC = seed;
  let lastSim = SIMILAR;
  for (let y = y0; y <= y1; y++) {
    for (let k = y * w + x0, end = y * w + x1; k <= end; k++) {
      const lab = labels[k] as number;
      if (lab === 0) {
        st[k] = INK | CORE;
      } else if (lab !== r) {
        st[k] = BIG;
      } else {
        const c = col32[k] as number;
        if (c !== lastC) {
          lastC = c;
          lastSim = withinTolerance(paperRgb(c), seedRgb, tolerance) ? SIMILAR : 0;
        }
        st[k] = ((lineBits[k] as number) & INK) | lastSim;
      }
    }
  }
}

/** The nearest pixel (within `reach` px) that belongs to a region, or -1. */
function nearestRegionPixel(m: RegionMap, x: number, y: number, reach: number): number {
  const { width: w, height: h, labels } = m;
  let best = -1;
  let bestD = Infinity;
  for (let dy = -reach; dy <= reach; dy++) {
    const yy = y + dy;
    if (yy < 0 || yy >= h) continue;
    for (let dx = -reach; dx <= reach; dx++) {
      const xx = x + dx;
      const d = dx * dx + dy * dy;
      if (xx < 0 || xx >= w || d > reach * reach || d >= bestD) continue;
      if (labels[yy * w + xx] !== 0) {
        best = yy * w + xx;
        bestD = d;
      }
    }
  }
  return best;
}
