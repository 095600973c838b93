// The paper's tooth: one tileable height field shared by every grainy tool and fixed to page
// coordinates, so crayon and pencil strokes show the same sheet of paper wherever they cross.

/** Edge of the grain tile in px (a power of two: lookups mask instead of dividing). */
export const GRAIN_SIZE = 256;
const MASK = GRAIN_SIZE - 1;

let tile: Uint8Array | null = null;

/** Deterministic hash of a lattice point to 0..1, so every device draws the same paper. */
function hash(x: number, y: number, seed: number): number {
  let h = Math.imul(x, 374761393) ^ Math.imul(y, 668265263) ^ Math.imul(seed, 2246822519);
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

/** Smooth value noise with cellsX × cellsY lattice cells across the tile (so it wraps). */
function valueNoise(x: number, y: number, cellsX: number, cellsY: number, seed: number): number {
  const gx = (x * cellsX) / GRAIN_SIZE;
  const gy = (y * cellsY) / GRAIN_SIZE;
  const x0 = Math.floor(gx);
  const y0 = Math.floor(gy);
  const tx = gx - x0;
  const ty = gy - y0;
  const sx = tx * tx * (3 - 2 * tx);
  const sy = ty * ty * (3 - 2 * ty);
  const x1 = (x0 + 1) % cellsX;
  const y1 = (y0 + 1) % cellsY;
  const a = hash(x0, y0, seed);
  const b = hash(x1, y0, seed);
  const c = hash(x0, y1, seed);
  const d = hash(x1, y1, seed);
  return a + (b - a) * sx + (c - a) * sy + (a - b - c + d) * sx * sy;
}

/**
 * The grain tile, GRAIN_SIZE² bytes, 0 (a valley of the paper) .. 255 (a peak that catches wax
 * and graphite first). Octaves from 1/2 px fibres up to 16 px blotches, stretched a little
 * along x (fewer cells across than down) like the laid lines of drawing paper, then spread over the full byte range.
 */
export function paperGrain(): Uint8Array {
  if (tile) return tile;
  const raw = new Float32Array(GRAIN_SIZE * GRAIN_SIZE);
  const octaves: ReadonlyArray<readonly [cells: number, weight: number]> = [
    [16, 0.2],
    [64, 0.35],
    [128, 0.3],
    [256, 0.25],
  ];
  for (let y = 0; y < GRAIN_SIZE; y++) {
    for (let x = 0; x < GRAIN_SIZE; x++) {
      let v = 0;
      for (const [cells, weight] of octaves) v += weight * valueNoise(x, y, cells, Math.max(1, Math.round(cells * 1.6)), cells);
      raw[y * GRAIN_SIZE + x] = v;
    }
  }
  // Ranks instead of values: a flat histogram makes "the top 40% of the tooth" mean 40% of pixels.
  const order = Array.from(raw.keys()).sort((a, b) => (raw[a] as number) - (raw[b] as number));
  tile = new Uint8Array(GRAIN_SIZE * GRAIN_SIZE);
  order.forEach((index, rank) => {
    (tile as Uint8Array)[index] = Math.floor((rank * 256) / order.length);
  });
  return tile;
}

/** Index into the grain tile of page pixel (x, y). */
export function grainIndex(x: number, y: number): number {
  return ((y & MASK) << 8) | (x & MASK);
}
