/** Scratch state shared by the passes of one fill; buffers are reused between fills. */
export interface FillContext {
  readonly width: number;
  readonly height: number;
  /** Per-pixel flags (pixel-flags.ts). */
  readonly st: Uint8Array;
  /** Pixels queued for the grow-back pass (each pixel at most once, so width*height fits). */
  readonly frontier: Int32Array;
  frontierLength: number;
  /** Pixels next to the region that may start a speck (growable, holds at most width*height). */
  specks: Int32Array;
  specksLength: number;
  /** Segment stack of the scanline fill, four ints per segment; grows on demand. */
  stack: Int32Array;
  /** Bounding box and size of the region so far. */
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
  count: number;
}

/** Allocates scratch buffers for pages of the given size. */
export function createFillContext(width: number, height: number): FillContext {
  const n = width * height;
  return {
    width,
    height,
    st: new Uint8Array(n),
    frontier: new Int32Array(n),
    frontierLength: 0,
    specks: new Int32Array(1024),
    specksLength: 0,
    stack: new Int32Array(1 << 14),
    minX: 0,
    minY: 0,
    maxX: -1,
    maxY: -1,
    count: 0,
  };
}

/** Starts a new fill. */
export function resetFillContext(ctx: FillContext): void {
  ctx.frontierLength = 0;
  ctx.specksLength = 0;
  ctx.minX = ctx.width;
  ctx.minY = ctx.height;
  ctx.maxX = -1;
  ctx.maxY = -1;
  ctx.count = 0;
}

/** Appends a speck candidate, growing the list when full. */
export function pushSpeck(ctx: FillContext, index: number): void {
  if (ctx.specksLength === ctx.specks.length) {
    const bigger = new Int32Array(ctx.specks.length * 2);
    bigger.set(ctx.specks);
    ctx.specks = bigger;
  }
  ctx.specks[ctx.specksLength++] = index;
}

/** The region as a width*height mask (1 = filled), read from the FILLED flags; `out` is reused when given. */
export function extractMask(ctx: FillContext, out?: Uint8Array): Uint8Array {
  const { width: w, height: h, st } = ctx;
  let mask: Uint8Array;
  if (out && out.length === w * h && out.byteOffset % 4 === 0) {
    mask = out;
    mask.fill(0);
  } else {
    mask = new Uint8Array(w * h);
  }
  if (ctx.maxY < 0) return mask;
  const quads = (w * h) >> 2;
  const st32 = new Int32Array(st.buffer, st.byteOffset, quads);
  const mask32 = new Int32Array(mask.buffer, mask.byteOffset, quads);
  for (let y = ctx.minY; y <= ctx.maxY; y++) {
    const from = y * w + ctx.minX;
    const to = y * w + ctx.maxX;
    const qTo = Math.min(quads - 1, to >> 2);
    // FILLED is bit 7 of each byte: one shift moves it to bit 0 of the same byte, four pixels
    // at a time (the same on either byte order).
    for (let q = from >> 2; q <= qTo; q++) mask32[q] = ((st32[q] as number) >>> 7) & 0x01010101;
    for (let i = Math.max(from, quads << 2); i <= to; i++) mask[i] = (st[i] as number) >>> 7;
  }
  return mask;
}
