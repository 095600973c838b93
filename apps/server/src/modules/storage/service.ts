import { randomUUID } from 'node:crypto';
import type { Storage } from '../../providers/storage/storage.ts';
import { cleanImage, type ImageLimits } from './image-check.ts';

/** A random key spread over year/month folders. */
export function newKey(extension: string, now = new Date()): string {
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${now.getUTCFullYear()}/${month}/${randomUUID()}.${extension}`;
}

/** Checks, cleans and stores an uploaded image; returns its url. */
export async function storeUpload(storage: Storage, input: Buffer, limits: ImageLimits): Promise<string> {
  const image = await cleanImage(input, limits);
  return storage.put(newKey(image.extension), image.body, image.contentType);
}
