// The coloring layer as tiles (DRAFT_TILE_SIZE squares, numbered row by row), the unit the work
// is kept and sent in: a fill in one corner sends that corner, not the whole page.
import type { Rect, RgbaImage } from '@crayonbox/canvas';
import { DRAFT_TILE_COUNT, DRAFT_TILE_SIZE, DRAFT_TILES } from '@crayonbox/contract';

export const TILE = DRAFT_TILE_SIZE;
export const TILE_COUNT = DRAFT_TILE_COUNT;
export const TILES_PER_ROW = DRAFT_TILES;
const ROW = TILE * 4;

/** The tiles a rectangle of the layer touches. */
export function tilesIn(rect: Rect): number[] {
  const x0 = Math.max(0, Math.floor(rect.x / TILE));
  const y0 = Math.max(0, Math.floor(rect.y / TILE));
  const x1 = Math.min(DRAFT_TILES - 1, Math.floor((rect.x + rect.width - 1) / TILE));
  const y1 = Math.min(DRAFT_TILES - 1, Math.floor((rect.y + rect.height - 1) / TILE));
  const out: number[] = [];
  for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) out.push(y * DRAFT_TILES + x);
  return out;
}

const origin = (index: number) => ({ x: (index % DRAFT_TILES) * TILE, y: Math.floor(index / DRAFT_TILES) * TILE });

/** A copy of one tile's RGBA pixels. */
export function readTile(layer: RgbaImage, index: number): Uint8ClampedArray {
  const { x, y } = origin(index);
  const out = new Uint8ClampedArray(TILE * ROW);
  const row = layer.width * 4;
  for (let r = 0; r < TILE; r++) out.set(layer.data.subarray((y + r) * row + x * 4, (y + r) * row + x * 4 + ROW), r * ROW);
  return out;
}

/** Writes one tile's pixels into the layer, in place. */
export function writeTile(layer: RgbaImage, index: number, pixels: Uint8ClampedArray): void {
  const { x, y } = origin(index);
  const row = layer.width * 4;
  for (let r = 0; r < TILE; r++) layer.data.set(pixels.subarray(r * ROW, (r + 1) * ROW), (y + r) * row + x * 4);
}

/** True when the tile of `a` and the tile of `b` hold the same pixels. */
export function sameTile(a: RgbaImage, b: RgbaImage, index: number): boolean {
  const { x, y } = origin(index);
  const row = a.width * 4;
  for (let r = 0; r < TILE; r++) {
    const at = (y + r) * row + x * 4;
    for (let i = at; i < at + ROW; i++) if (a.data[i] !== b.data[i]) return false;
  }
  return true;
}
