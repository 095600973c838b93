import type { DraftRecord, DraftStore } from './draft-store';

// Raw IndexedDB, kept tiny: one database, one object store keyed by `key`.
const DB_NAME = 'crayonbox-coloring';
const STORE = 'drafts';

const done = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });

/** The browser's IndexedDB as a DraftStore, or null where there is none (old browsers, tests). */
export function createIdbDraftStore(): DraftStore | null {
  if (typeof indexedDB === 'undefined') return null;
  let db: Promise<IDBDatabase> | null = null;
  const open = () => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'key' });
    return done(request);
  };
  const run = async <T>(mode: IDBTransactionMode, op: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> => {
    db ??= open().catch((error: unknown) => {
      db = null;
      throw error;
    });
    return done(op((await db).transaction(STORE, mode).objectStore(STORE)));
  };
  return {
    get: (key) => run('readonly', (s) => s.get(key) as IDBRequest<DraftRecord | undefined>),
    put: async (record) => void (await run('readwrite', (s) => s.put(record))),
    delete: async (key) => void (await run('readwrite', (s) => s.delete(key))),
  };
}

let shared: DraftStore | null | undefined;

/** One store per tab. */
export function draftStore(): DraftStore | null {
  if (shared === undefined) shared = createIdbDraftStore();
  return shared;
}
