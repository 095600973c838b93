// Saves made without a network wait on the device and are sent once it returns. Workbox
// BackgroundSync cannot do this alone: the upsert needs the url the upload answers, so the pair
// is replayed here, upload then upsert, by the app (on the `online` event and on the next load).
import type { ColoredPage } from '@crayonbox/contract';
import { ApiError } from '@/lib/api';

/** A save waiting for the network: the coloring layer PNG of one page, for one user. */
export interface OutboxEntry {
  /** `${userId}:${pageId}`: a newer save of the same page replaces the waiting one. */
  readonly key: string;
  readonly userId: number;
  readonly pageId: number;
  readonly png: Blob;
  /** Epoch milliseconds; tells a replaced entry from the one being sent. */
  readonly queuedAt: number;
}

/** Where waiting saves live (IndexedDB in the browser, a Map in tests). */
export interface OutboxStore {
  all(): Promise<OutboxEntry[]>;
  get(key: string): Promise<OutboxEntry | undefined>;
  put(entry: OutboxEntry): Promise<void>;
  delete(key: string): Promise<void>;
}

/** What sending needs: the two calls of a save, and who is signed in now. */
export interface OutboxDeps {
  readonly store: OutboxStore;
  upload(png: Blob): Promise<string>;
  upsert(pageId: number, url: string): Promise<ColoredPage>;
  /** The signed-in user's id, or null: entries of other users wait for them. */
  currentUserId(): number | null;
  /** Runs `task` with no other tab sending at the same time (Web Locks); defaults to running it. */
  exclusive?<T>(task: () => Promise<T>): Promise<T>;
  now?(): number;
}

/** What a flush did: entries sent (with their records) and entries dropped (refused by the server). */
export interface FlushReport {
  readonly sent: { entry: OutboxEntry; record: ColoredPage }[];
  readonly dropped: { entry: OutboxEntry; error: unknown }[];
}

/** Thrown by a save that was kept for later because the network is down. */
export class SaveQueuedOffline extends Error {
  override name = 'SaveQueuedOffline';
  constructor() {
    super("You're offline. Your coloring is kept on this device and will be saved when you're back online.");
  }
}

/** True for a failure that says nothing about the save itself: no network, or the server is away. */
export function isNetworkFailure(error: unknown): boolean {
  if (error instanceof ApiError) return error.status === 0 || error.status === 502 || error.status === 503 || error.status === 504;
  return error instanceof TypeError;
}

/** The outbox over a store: enqueue while offline, flush when the network returns. */
export function createOutbox(deps: OutboxDeps) {
  const now = deps.now ?? Date.now;
  const exclusive = deps.exclusive ?? ((task) => task());
  let running: Promise<FlushReport> | null = null;

  async function sendAll(): Promise<FlushReport> {
    const report: FlushReport = { sent: [], dropped: [] };
    const userId = deps.currentUserId();
    if (userId === null) return report;
    const entries = (await deps.store.all()).filter((e) => e.userId === userId).sort((a, b) => a.queuedAt - b.queuedAt);
    for (const entry of entries) {
      try {
        const url = await deps.upload(entry.png);
        const record = await deps.upsert(entry.pageId, url);
        report.sent.push({ entry, record });
      } catch (error) {
        // Still offline, server away or signed out: everything waits for the next chance.
        if (isNetworkFailure(error) || (error instanceof ApiError && error.status === 401)) break;
        // Refused for good (page gone, no credits, invalid): retrying would fail the same way.
        report.dropped.push({ entry, error });
      }
      // Only this entry: a newer save of the page made meanwhile stays queued.
      const current = await deps.store.get(entry.key);
      if (current?.queuedAt === entry.queuedAt) await deps.store.delete(entry.key);
    }
    return report;
  }

  return {
    /** Keeps a save for later; a waiting save of the same page is replaced by this newer one. */
    async enqueue(userId: number, pageId: number, png: Blob): Promise<void> {
      await deps.store.put({ key: `${userId}:${pageId}`, userId, pageId, png, queuedAt: now() });
    },

    /** Sends the signed-in user's waiting saves, oldest first, each exactly once; one flush at a time. */
    flush(): Promise<FlushReport> {
      running ??= exclusive(sendAll).finally(() => {
        running = null;
      });
      return running;
    },

    /** How many saves wait, whoever made them. */
    async size(): Promise<number> {
      return (await deps.store.all()).length;
    },

    /** True when saves of the signed-in user are waiting. */
    async pending(): Promise<boolean> {
      const userId = deps.currentUserId();
      return userId !== null && (await deps.store.all()).some((e) => e.userId === userId);
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;

/**
 * Wraps a save's two calls so a save that meets no network is kept in the outbox instead: the
 * upload keeps the PNG it was given, and a network failure of either call (or a browser that
 * knows it is offline) queues that PNG and throws SaveQueuedOffline. Other failures pass through.
 */
export function queueWhenOffline<T>(
  calls: { upload(png: Blob): Promise<string>; upsert(url: string): Promise<T> },
  queue: (png: Blob) => Promise<void>,
  online: () => boolean = () => navigator.onLine,
): { upload(png: Blob): Promise<string>; upsert(url: string): Promise<T> } {
  let last: Blob | null = null;
  const keep = async (png: Blob | null, error: unknown): Promise<never> => {
    if (!png) throw error;
    try {
      await queue(png);
    } catch {
      throw error; // no place to keep it (no IndexedDB, no user): the save simply failed
    }
    throw new SaveQueuedOffline();
  };
  return {
    async upload(png) {
      last = png;
      if (!online()) return keep(png, new ApiError({ status: 0, message: 'Offline' }));
      try {
        return await calls.upload(png);
      } catch (error) {
        return isNetworkFailure(error) ? keep(png, error) : Promise.reject(error);
      }
    },
    async upsert(url) {
      try {
        return await calls.upsert(url);
      } catch (error) {
        return isNetworkFailure(error) ? keep(last, error) : Promise.reject(error);
      }
    },
  };
}
