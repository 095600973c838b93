// Raw IndexedDB, kept tiny: one database holding one object store keyed by `key`.

const done = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });

/** The calls on one keyed object store. */
export interface IdbStore<T> {
  all: () => Promise<T[]>;
  get: (key: IDBValidKey) => Promise<T | undefined>;
  put: (record: T) => Promise<void>;
  delete: (key: IDBValidKey) => Promise<void>;
}

/**
 * The object store `storeName` (keyPath 'key') of database `dbName` (version 1), opened on first
 * use; null where there is no IndexedDB (old browsers, tests). A failed open is retried next call.
 */
export function openStore<T>(dbName: string, storeName: string): IdbStore<T> | null {
  if (typeof indexedDB === 'undefined') return null;
  let db: Promise<IDBDatabase> | null = null;
  const open = () => {
    const request = indexedDB.open(dbName, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(storeName, { keyPath: 'key' });
    return done(request);
  };
  const run = async <R>(mode: IDBTransactionMode, op: (store: IDBObjectStore) => IDBRequest<R>): Promise<R> => {
    db ??= open().catch((error: unknown) => {
      db = null;
      throw error;
    });
    return done(op((await db).transaction(storeName, mode).objectStore(storeName)));
  };
  return {
    all: () => run('readonly', (s) => s.getAll() as IDBRequest<T[]>),
    get: (key) => run('readonly', (s) => s.get(key) as IDBRequest<T | undefined>),
    put: async (record) => void (await run('readwrite', (s) => s.put(record))),
    delete: async (key) => void (await run('readwrite', (s) => s.delete(key))),
  };
}
