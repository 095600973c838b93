import fs from 'node:fs/promises';
import path from 'node:path';
import { isSafeKey, type Storage } from './storage.ts';

export const UPLOADS_PREFIX = '/uploads/';

/** Local disk under DATA_DIR/uploads, served by the app under /uploads. */
export function createDiskStorage(root: string): Storage {
  const fileOf = (url: string) => {
    if (!url.startsWith(UPLOADS_PREFIX)) return null;
    const key = url.slice(UPLOADS_PREFIX.length);
    return isSafeKey(key) ? path.join(root, key) : null;
  };
  return {
    async put(key, body) {
      if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${key}`);
      const file = path.join(root, key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, body);
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
