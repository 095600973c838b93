import { randomUUID } from 'node:crypto';
import { PRIVATE_PREFIX, type Storage } from '../../providers/storage/storage.ts';
import { cleanImage, type ImageLimits } from './image-check.ts';

/** A random key spread over year/month folders. */
export function newKey(extension: string, now = new Date()): string {
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${now.getUTCFullYear()}/${month}/${randomUUID()}.${extension}`;
}

/** A random key for a file that belongs to one user (served only through signed urls). */
export function newPrivateKey(extension: string, now = new Date()): string {
  return PRIVATE_PREFIX + newKey(extension, now);
}

/** Checks, cleans and stores an uploaded image; returns its url. */
export async function storeUpload(storage: Storage, input: Buffer, limits: ImageLimits): Promise<string> {
  const image = await cleanImage(input, limits);
  return storage.put(newKey(image.extension), image.body, image.contentType);
}
