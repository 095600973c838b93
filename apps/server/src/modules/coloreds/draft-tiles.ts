// The coloring layer as tiles (packages/contract DRAFT_TILE_SIZE): decoding the tiles a device
// sends, and copying them into the stored layer. Raw RGBA in memory, PNG on disk.
import sharp from 'sharp';
import { COLORING_SIZE, DRAFT_TILE_COUNT, DRAFT_TILE_SIZE, DRAFT_TILES } from '@crayonbox/contract';
import type { DraftTile } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';

const ROW = COLORING_SIZE * 4;
const TILE_ROW = DRAFT_TILE_SIZE * 4;

/** A tile a device sent, decoded: its number and its RGBA pixels. */
export interface TileImage {
  index: number;
  rgba: Buffer;
}

const badTile = (message: string) => new AppError('VALIDATION', message, { tile: [message] });

/** Decodes one sent tile: a PNG of exactly DRAFT_TILE_SIZE square, else a 422 on `tile`. */
export async function decodeTile(index: number, png: Buffer): Promise<TileImage> {
  const message = `Each tile must be a ${DRAFT_TILE_SIZE}x${DRAFT_TILE_SIZE} PNG image.`;
  try {
    // Checked from the header before decoding, so an oversized picture never expands in memory.
    const meta = await sharp(png, { limitInputPixels: DRAFT_TILE_SIZE * DRAFT_TILE_SIZE }).metadata();
    if (meta.format !== 'png' || meta.width !== DRAFT_TILE_SIZE || meta.height !== DRAFT_TILE_SIZE) throw badTile(message);
    const rgba = await sharp(png).ensureAlpha().raw().toBuffer();
    return { index, rgba };
  } catch (error) {
    throw error instanceof AppError ? error : badTile(message);
  }
}

/** How a strip of `count` tiles is laid out: up to DRAFT_TILES a row, rows top to bottom. */
export const stripSize = (count: number) => ({
  width: DRAFT_TILE_SIZE * Math.min(count, DRAFT_TILES),
  height: DRAFT_TILE_SIZE * Math.ceil(count / DRAFT_TILES),
});

/**
 * Decodes a strip: the sent tiles in one PNG, in the listed order, left to right and top to
 * bottom, up to DRAFT_TILES a row (one image, as wide as the layer, compresses like the layer
 * does; many small ones do not). Else a 422 on `strip`.
 */
export async function decodeStrip(indexes: number[], png: Buffer): Promise<TileImage[]> {
  const { width, height } = stripSize(indexes.length);
  const message = `The strip must be a ${width}x${height} PNG: the tiles in order, ${DRAFT_TILES} a row.`;
  const bad = () => new AppError('VALIDATION', message, { strip: [message] });
  let rgba: Buffer;
  try {
    const meta = await sharp(png, { limitInputPixels: COLORING_SIZE * COLORING_SIZE }).metadata();
    if (meta.format !== 'png' || meta.width !== width || meta.height !== height) throw bad();
    rgba = await sharp(png).ensureAlpha().raw().toBuffer();
  } catch (error) {
    throw error instanceof AppError ? error : bad();
  }
  const row = width * 4;
  return indexes.map((index, i) => {
    const x = (i % DRAFT_TILES) * TILE_ROW;
    const y = Math.floor(i / DRAFT_TILES) * DRAFT_TILE_SIZE;
    const out = Buffer.alloc(DRAFT_TILE_SIZE * TILE_ROW);
    for (let r = 0; r < DRAFT_TILE_SIZE; r++) rgba.copy(out, r * TILE_ROW, (y + r) * row + x, (y + r) * row + x + TILE_ROW);
    return { index, rgba: out };
  });
}

/** Cuts a whole layer (a checked 1024x1024 PNG) into all its tiles. */
export async function tilesOfLayer(png: Buffer): Promise<TileImage[]> {
  const layer = await decodeLayer(png);
  return Array.from({ length: DRAFT_TILE_COUNT }, (_, index) => ({ index, rgba: readTile(layer, index) }));
}

/** The layer's RGBA pixels; a transparent layer when there is none. */
export async function decodeLayer(png: Buffer | null): Promise<Buffer> {
  if (!png) return Buffer.alloc(COLORING_SIZE * ROW);
  return sharp(png).ensureAlpha().resize(COLORING_SIZE, COLORING_SIZE, { fit: 'fill' }).raw().toBuffer();
}

export const encodeLayer = (rgba: Buffer) =>
  sharp(rgba, { raw: { width: COLORING_SIZE, height: COLORING_SIZE, channels: 4 } })
    .png()
    .toBuffer();

const origin = (index: number) => ({
  x: (index % DRAFT_TILES) * DRAFT_TILE_SIZE,
  y: Math.floor(index / DRAFT_TILES) * DRAFT_TILE_SIZE,
});

function readTile(layer: Buffer, index: number): Buffer {
  const { x, y } = origin(index);
  const out = Buffer.alloc(DRAFT_TILE_SIZE * TILE_ROW);
  for (let row = 0; row < DRAFT_TILE_SIZE; row++)
    layer.copy(out, row * TILE_ROW, (y + row) * ROW + x * 4, (y + row) * ROW + x * 4 + TILE_ROW);
  return out;
}

/** Copies a tile into the layer, in place. */
export function writeTile(layer: Buffer, tile: TileImage): void {
  const { x, y } = origin(tile.index);
  for (let row = 0; row < DRAFT_TILE_SIZE; row++) tile.rgba.copy(layer, (y + row) * ROW + x * 4, row * TILE_ROW, (row + 1) * TILE_ROW);
}

/**
 * Which sent tiles go in. A tile nobody else changed since the device's base revision goes in;
 * one another device changed since is a conflict, settled by the newer change (`at`): the sent
 * tile goes in only when it is newer, else the other device's stays (and the sender learns it
 * from the answer: that tile does not carry the new revision).
 */
export function tilesToApply(meta: DraftTile[], sent: number[], baseRevision: number, changedAt: number): number[] {
  return sent.filter((index) => {
    const tile = meta[index] ?? { r: 0, at: 0 };
    return tile.r <= baseRevision || changedAt > tile.at;
  });
}

/** Tile metadata of a draft: stored, or for a draft from before tiles, every tile at its revision. */
export function tileMeta(stored: DraftTile[] | null | undefined, revision: number, changedAt: number): DraftTile[] {
  if (stored?.length === DRAFT_TILE_COUNT) return stored.map((t) => ({ ...t }));
  return Array.from({ length: DRAFT_TILE_COUNT }, () => ({ r: revision, at: changedAt }));
}
