// Work in progress kept on the device, so a closed tab or a crash loses nothing. The storage
// itself (IndexedDB in the browser, a Map in tests) sits behind DraftStore; the rules live here.

/** A coloring kept locally: the coloring layer as PNG and when it was written. */
export interface DraftRecord {
  readonly key: string;
  readonly png: Blob;
  /** Epoch milliseconds. */
  readonly savedAt: number;
}

/** Where drafts live. */
export interface DraftStore {
  get(key: string): Promise<DraftRecord | undefined>;
  put(record: DraftRecord): Promise<void>;
  delete(key: string): Promise<void>;
}

/** One draft per user and page, so people sharing a device never see each other's work. */
export const draftKey = (userId: number, pageId: number) => `${userId}:${pageId}`;

/**
 * True when the draft holds work newer than the saved coloring: always when nothing is saved,
 * otherwise when it was written after the save (`savedAt` is the record's updated_at).
 */
export function isDraftNewer(draft: Pick<DraftRecord, 'savedAt'>, savedAt: string | null | undefined): boolean {
  if (!savedAt) return true;
  const saved = Date.parse(savedAt);
  return Number.isNaN(saved) || draft.savedAt > saved;
}

/** The drafts of one user and page. Never throws: a broken store must not break coloring. */
export interface PageDrafts {
  read(): Promise<DraftRecord | null>;
  /**
   * Writes the draft, encoding it only when the write's turn comes; with `keep` false at that
   * moment (the work got saved meanwhile) it deletes the draft instead.
   */
  write(encode: () => Promise<Blob>, keep: () => boolean): Promise<void>;
  discard(): Promise<void>;
}

/**
 * Drafts of a page over a store (null when the browser has none). Operations run one after the
 * other, so a discard that follows a write is never overtaken by it.
 */
export function createPageDrafts(store: DraftStore | null, userId: number, pageId: number, now: () => number = Date.now): PageDrafts {
  const key = draftKey(userId, pageId);
  let queue: Promise<unknown> = Promise.resolve();
  const enqueue = <T>(task: () => Promise<T>, fallback: T): Promise<T> => {
    const run = queue.then(task).catch(() => fallback);
    queue = run;
    return run;
  };
  return {
    read: () => (store ? enqueue(async () => (await store.get(key)) ?? null, null) : Promise.resolve(null)),
    write: (encode, keep) =>
      store
        ? enqueue(async () => {
            if (!keep()) return store.delete(key);
            const png = await encode();
            // Checked again: a save may have finished while the PNG was being encoded.
            if (!keep()) return store.delete(key);
            await store.put({ key, png, savedAt: now() });
          }, undefined)
        : Promise.resolve(),
    discard: () => (store ? enqueue(() => store.delete(key), undefined) : Promise.resolve()),
  };
}

/** A debounced task: `schedule` restarts the wait, `flush` runs a waiting task now. */
export interface Debounced {
  schedule(): void;
  flush(): void;
  cancel(): void;
  readonly pending: boolean;
}

/** Debounces `run` by `delayMs`; used to write a draft a moment after the strokes stop. */
export function debounce(run: () => void, delayMs: number): Debounced {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return {
    schedule() {
      cancel();
      timer = setTimeout(() => {
        timer = undefined;
        run();
      }, delayMs);
    },
    flush() {
      if (timer === undefined) return;
      cancel();
      run();
    },
    cancel,
    get pending() {
      return timer !== undefined;
    },
  };
}
