import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { isSafeKey, storageUnavailable, type Storage } from './storage.ts';

export const UPLOADS_PREFIX = '/uploads/';
/** Durable writes go through `<file>.<random>.tmp`; nothing else in the folder ends so. */
const TEMPORARY = /\.[0-9a-f]{12}\.tmp$/;

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
      try {
        await fs.mkdir(path.dirname(file), { recursive: true });
        await writeDurably(file, body);
      } catch (error) {
        throw storageUnavailable(error);
      }
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
    async check() {
      // The probe goes through the same durable write as a picture, so a full disk or a read-only
      // folder fails here just as an upload would. A name of its own per probe: instances sharing
      // the folder never write or remove one another's.
      const file = path.join(root, `health-probe-${randomBytes(6).toString('hex')}.txt`);
      try {
        await fs.mkdir(root, { recursive: true });
        await writeDurably(file, Buffer.from(new Date().toISOString()));
        await fs.rm(file, { force: true });
      } catch (error) {
        throw storageUnavailable(error);
      }
    },
  };
}

/**
 * Writes a file so that it is whole and on disk before the caller answers: a temporary file,
 * flushed, renamed into place, and the folder flushed. A crash leaves the old state or the new
 * one, never half a picture; a failed write removes its temporary file (a crash's are removed at
 * the next start, removeTemporaries).
 */
async function writeDurably(file: string, body: Buffer): Promise<void> {
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    const handle = await fs.open(temporary, 'w');
    try {
      await handle.writeFile(body);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.rename(temporary, file);
  } catch (error) {
    await fs.rm(temporary, { force: true }).catch(() => {});
    throw error;
  }
  const folder = await fs.open(path.dirname(file), 'r');
  try {
    await folder.sync();
  } finally {
    await folder.close();
  }
}

/**
 * Removes the temporary files a crash left in the uploads folder (a write cut off between its
 * open and its rename). Runs at start, before this server writes anything; the folder belongs to
 * one server (several servers share S3, not a disk), so no other write can be under way.
 */
export async function removeTemporaries(root: string): Promise<number> {
  let removed = 0;
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (!entry.isFile() || !TEMPORARY.test(entry.name)) continue;
    await fs.rm(path.join(entry.parentPath, entry.name), { force: true });
    removed++;
  }
  return removed;
}
