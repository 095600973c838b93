import type { Rect, RgbaImage } from '../types';
import { assertSize } from '../image';
import { classifyPixels } from './classify';
import { compositeRgbAt } from './composite-color';
import { createFillContext, extractMask, resetFillContext } from './fill-context';
import { resolveFillOptions, type FillOptions } from './fill-options';
import { findSeed } from './find-seed';
import { growRegion } from './grow-region';
import { computeLineBarrier } from './line-barrier';
import { BLOCKED, CORE, SIMILAR } from './pixel-flags';
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

/** Computes fill regions; holds reusable scratch memory and the line-art barrier of the last call. */
export interface FloodFiller {
  /**
   * The region a click at (x, y) fills: pixels of the composite (line art over coloring) within
   * tolerance of the clicked colour and connected to it, with gaps in the lines closed, the
   * anti-aliased edges under the lines included and small specks swallowed. Null when the click
   * is outside the page or on a line. The mask is written into `out` when given (width*height
   * bytes), so repeated fills need not allocate.
   */
  region(lineArt: RgbaImage, coloring: RgbaImage, x: number, y: number, options?: FillOptions, out?: Uint8Array): FillRegion | null;
  /**
   * Computes the line art's walls for these options ahead of the first fill (e.g. when a page
   * loads), so the first click is as fast as the next ones.
   */
  prepare(lineArt: RgbaImage, options?: FillOptions): void;
  /** Forgets the cached walls; needed only after changing line-art pixels in place. */
  invalidate(): void;
}

/** Creates a filler for pages of the given size. */
export function createFloodFiller(width: number, height: number): FloodFiller {
  const ctx = createFillContext(width, height);
  let barrier: Uint8Array | null = null;
  let barrierKey: { data: Uint8ClampedArray; threshold: number; radius: number } | null = null;

  // The line art does not change while a page is coloured, so its barrier (the costliest step on
  // dense pages) is computed once per line art and gap radius.
  function lineBits(lineArt: RgbaImage, threshold: number, radius: number): Uint8Array {
    const k = barrierKey;
    if (barrier && k && k.data === lineArt.data && k.threshold === threshold && k.radius === radius) {
      return barrier;
    }
    barrier = computeLineBarrier(lineArt, threshold, radius, barrier ?? new Uint8Array(width * height));
    barrierKey = { data: lineArt.data, threshold, radius };
    return barrier;
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
    const bits = lineBits(lineArt, opts.lineThreshold, opts.gapClose);
    if (((bits[y * width + x] as number) & CORE) !== 0) return null;

    const seed = findSeed(bits, ctx.st, ctx.frontier, width, height, y * width + x, opts.gapClose);
    const seedRgb = compositeRgbAt(lineArt.data, coloring.data, seed.index << 2);
    classifyPixels(lineArt, coloring, bits, ctx.st, seedRgb, opts.tolerance);

    resetFillContext(ctx);
    // Normally a pixel is passable when similar and not within the closed walls; in a strip
    // thinner than the walls gap closing is dropped, but line cores stay walls.
    const closeGaps = seed.closeGaps && opts.gapClose > 0;
    scanFill(ctx, seed.index, closeGaps ? SIMILAR | BLOCKED : SIMILAR | CORE, closeGaps);
    growRegion(ctx, closeGaps ? opts.gapClose + 1 : 1, closeGaps);
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
      lineBits(lineArt, opts.lineThreshold, opts.gapClose);
    },
    invalidate() {
      barrierKey = null;
    },
  };
}
