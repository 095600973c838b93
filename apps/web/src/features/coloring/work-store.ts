// The one place a coloring's work lives on the device (docs/decisions/027-one-home-for-coloring-work.md):
// per user and page, the tiles changed since the server last took them, written on every change.

/** A coloring's work on the device: the tiles the server does not have yet, and what they build on. */
export interface WorkRecord {
  /** `${userId}:${pageId}`. */
  readonly key: string;
  readonly userId: number;
  readonly pageId: number;
  /** The server draft revision the tiles build on (0: the saved coloring, or a blank page). */
  readonly base: number;
  /** Epoch ms of the latest change. */
  readonly changedAt: number;
  /** Tile number → its RGBA pixels, as on the canvas at the latest change. */
  readonly tiles: ReadonlyMap<number, Uint8ClampedArray>;
  /** A Save was asked for and has not reached the server yet. */
  readonly saveWanted: boolean;
}

/** Where records live: IndexedDB in the browser, a Map in tests. */
export interface WorkStore {
  get(key: string): Promise<WorkRecord | undefined>;
  all(): Promise<WorkRecord[]>;
  put(record: WorkRecord): Promise<void>;
  delete(key: string): Promise<void>;
}

export const workKey = (userId: number, pageId: number) => `${userId}:${pageId}`;

/** A WorkStore over a Map, for tests and for browsers without IndexedDB (kept for the tab's life). */
export function memoryWorkStore(): WorkStore {
  const map = new Map<string, WorkRecord>();
  return {
    get: async (key) => map.get(key),
    all: async () => [...map.values()],
    put: async (record) => void map.set(record.key, record),
    delete: async (key) => void map.delete(key),
  };
}

const DB = 'crayonbox-work';
const STORE = 'work';

const done = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });

/**
 * IndexedDB as a WorkStore. Each write is its own transaction, committed at once (commit()),
 * so a tab closed right after a change still finds the change written when it opens again.
 */
export function indexedDbWorkStore(): WorkStore | null {
  if (typeof indexedDB === 'undefined') return null;
  let db: Promise<IDBDatabase> | null = null;
  const open = () => {
    db ??= (() => {
      const request = indexedDB.open(DB, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'key' });
      return done(request).catch((error: unknown) => {
        db = null;
        throw error;
      });
    })();
    return db;
  };
  const run = async <R>(mode: IDBTransactionMode, op: (store: IDBObjectStore) => IDBRequest<R>): Promise<R> => {
    const tx = (await open()).transaction(STORE, mode, { durability: 'strict' });
    const request = op(tx.objectStore(STORE));
    if (mode === 'readwrite') tx.commit?.();
    return done(request);
  };
  return {
    get: (key) => run('readonly', (s) => s.get(key) as IDBRequest<WorkRecord | undefined>),
    all: () => run('readonly', (s) => s.getAll() as IDBRequest<WorkRecord[]>),
    put: async (record) => void (await run('readwrite', (s) => s.put(record))),
    delete: async (key) => void (await run('readwrite', (s) => s.delete(key))),
  };
}

let shared: WorkStore | undefined;
/** The tab's store: IndexedDB, or memory where there is none. */
export function workStore(): WorkStore {
  shared ??= indexedDbWorkStore() ?? memoryWorkStore();
  return shared;
}
