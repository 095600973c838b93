import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../context.ts';
import { PRIVATE_PREFIX } from '../../providers/storage/storage.ts';
import type { ImageLimits } from './image-check.ts';

/** A random key spread over year/month folders. */
export function newKey(extension: string, now = new Date()): string {
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${now.getUTCFullYear()}/${month}/${randomUUID()}.${extension}`;
}

/** A random key for a file that belongs to one user (served only through signed urls). */
export function newPrivateKey(extension: string, now = new Date()): string {
  return PRIVATE_PREFIX + newKey(extension, now);
}

/** Checks and cleans an uploaded image (in a picture worker), then stores it; returns its url. */
export async function storeUpload(ctx: Pick<AppContext, 'storage' | 'pictures'>, input: Buffer, limits: ImageLimits): Promise<string> {
  const image = await ctx.pictures.run('cleanImage', input, limits);
  return ctx.storage.put(newKey(image.extension), image.body, image.contentType);
}
