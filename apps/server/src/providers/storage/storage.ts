import { AppError } from '../../lib/errors.ts';

/** Where image bytes live; rows only keep the url this returns. */
export interface Storage {
  /** Stores bytes under key and returns the public url; a storage fault throws storageUnavailable(). */
  put(key: string, body: Buffer, contentType: string): Promise<string>;
  /** Reads back bytes of a url this storage returned; null when it is not ours or gone. */
  read(url: string): Promise<Buffer | null>;
  delete(url: string): Promise<void>;
  /** The key of a url this storage returned (null when it is not ours): private files are served by key. */
  keyOf(url: string): string | null;
  /** The url `put` returns for a key, without storing anything. */
  urlOf(key: string): string;
  /** Writes and removes a small probe; throws when nothing can be stored (GET /health). */
  check(): Promise<void>;
}

/**
 * Keys under this folder belong to one user (drafts, coloring layers, book PDFs): the app serves
 * them only through short-lived signed urls (plugins/private-files.ts), never as public files.
 */
export const PRIVATE_PREFIX = 'private/';

/** Keys are "yyyy/mm/<uuid>.<ext>": random, unguessable, spread over folders. */
export function isSafeKey(key: string): boolean {
  return /^[a-z0-9][a-z0-9/_-]*\.[a-z0-9]{2,5}$/i.test(key) && !key.includes('..') && !key.includes('//');
}

/**
 * A write the storage refused (a full disk, a read-only folder, object storage down): the request
 * was fine, this instance just cannot keep files now, so the client hears 503 and may retry
 * (another instance behind the balancer may take it) rather than a 500.
 */
export const storageUnavailable = (cause?: unknown) => {
  const error = new AppError('STORAGE_UNAVAILABLE', 'Files cannot be stored right now. Please try again in a few minutes.');
  error.cause = cause;
  return error;
};
