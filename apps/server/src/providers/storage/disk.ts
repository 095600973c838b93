import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { isSafeKey, type Storage } from './storage.ts';

export const UPLOADS_PREFIX = '/uploads/';

/** Local disk under DATA_DIR/uploads, served by the app under /uploads. */
export function createDiskStorage(root: string): Storage {
  const keyOf = (url: string) => {
    if (!url.startsWith(UPLOADS_PREFIX)) return null;
    const key = url.slice(UPLOADS_PREFIX.length);
    return isSafeKey(key) ? key : null;
  };
  const fileOf = (url: string) => {
    const key = keyOf(url);
    return key ? path.join(root, key) : null;
  };
  return {
    keyOf,
    urlOf: (key) => UPLOADS_PREFIX + key,
    async put(key, body) {
      if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${key}`);
      const file = path.join(root, key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await writeDurably(file, body);
      return UPLOADS_PREFIX + key;
    },
    async read(url) {
      const file = fileOf(url);
      if (!file) return null;
      return fs.readFile(file).catch(() => null);
    },
    async delete(url) {
      const file = fileOf(url);
      if (file) await fs.rm(file, { force: true });
    },
  };
}

/**
 * Writes a file so that it is whole and on disk before the caller answers: a temporary file,
 * flushed, renamed into place, and the folder flushed. A crash leaves the old state or the new
 * one, never half a picture.
 */
async function writeDurably(file: string, body: Buffer): Promise<void> {
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  const handle = await fs.open(temporary, 'w');
  try {
    await handle.writeFile(body);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await fs.rename(temporary, file);
  const folder = await fs.open(path.dirname(file), 'r');
  try {
    await folder.sync();
  } finally {
    await folder.close();
  }
}
