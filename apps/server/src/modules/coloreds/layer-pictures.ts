// The picture work of colorings, as picture jobs (pictures/jobs.ts): a sent layer checked, and a
// draft's tiles decoded and copied into its layer, in a picture worker while the request waits.
import { COLORING_SIZE } from '@crayonbox/contract';
import { AppError } from '../../lib/errors.ts';
import { cleanImage, type ImageLimits } from '../storage/image-check.ts';
import { decodeLayer, decodeStrip, decodeTile, encodeLayer, tilesOfLayer, writeTile, type TileImage } from './draft-tiles.ts';

/** What a device sends: the whole layer, or some of its tiles (in the order of fields.tiles): one file each, or one strip. */
export type DraftBody = { file: Buffer } | { tiles: Buffer[] } | { strip: Buffer };

type Limits = Pick<ImageLimits, 'maxBytes' | 'maxPixels'>;

/**
 * Checks a coloring layer by content: a PNG of exactly the canvas size, re-encoded without
 * metadata. Anything else is a 422 on `field`.
 */
export async function checkColoringLayer(bytes: Buffer, limits: Limits, field: string): Promise<Buffer> {
  const notPng = `The coloring must be a ${COLORING_SIZE}x${COLORING_SIZE} PNG image.`;
  const invalid = () => new AppError('VALIDATION', notPng, { [field]: [notPng] });
  const image = await cleanImage(bytes, { ...limits, formats: ['png'] }).catch((e: unknown) => {
    throw e instanceof AppError ? invalid() : e;
  });
  if (image.width !== COLORING_SIZE || image.height !== COLORING_SIZE) throw invalid();
  return image.body;
}

async function decodeBody(body: DraftBody, indexes: number[], limits: Limits): Promise<TileImage[]> {
  if ('file' in body) return tilesOfLayer(await checkColoringLayer(body.file, limits, 'file'));
  if ('strip' in body) return decodeStrip(indexes, body.strip);
  return Promise.all(indexes.map((index, i) => decodeTile(index, body.tiles[i]!)));
}

/**
 * A draft's next layer: the sent tiles, checked (else a 422), copied into `base` (the stored
 * layer; none is transparent) where `applied` lets them in. Null when none goes in.
 */
export async function mergeDraft(
  base: Buffer | null,
  body: DraftBody,
  indexes: number[],
  applied: number[],
  limits: Limits,
): Promise<Buffer | null> {
  const sent = await decodeBody(body, indexes, limits);
  if (applied.length === 0) return null;
  const layer = await decodeLayer(base);
  const taken = new Set(applied);
  for (const tile of sent) if (taken.has(tile.index)) writeTile(layer, tile);
  return encodeLayer(layer);
}
