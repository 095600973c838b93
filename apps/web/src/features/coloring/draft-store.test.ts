import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPageDrafts, debounce, draftKey, isDraftNewer, type DraftRecord, type DraftStore } from './draft-store';

/** The in-memory stand-in for IndexedDB. */
function memoryStore(): DraftStore & { records: Map<string, DraftRecord>; log: string[] } {
  const records = new Map<string, DraftRecord>();
  const log: string[] = [];
  return {
    records,
    log,
    get: async (key) => records.get(key),
    put: async (record) => {
      log.push(`put ${record.key}`);
      records.set(record.key, record);
    },
    delete: async (key) => {
      log.push(`delete ${key}`);
      records.delete(key);
    },
  };
}

const png =
  (text = 'png') =>
  async () =>
    new Blob([text], { type: 'image/png' });

describe('local drafts', () => {
  afterEach(() => vi.useRealTimers());

  it('keeps one draft per user and page', async () => {
    const store = memoryStore();
    const a = new Blob(['a']);
    await createPageDrafts(store, 1, 10, () => 1000).write(
      async () => a,
      () => true,
    );
    await createPageDrafts(store, 2, 10, () => 2000).write(png('b'), () => true);
    expect([...store.records.keys()].sort()).toEqual([draftKey(1, 10), draftKey(2, 10)]);
    const mine = await createPageDrafts(store, 1, 10).read();
    expect(mine?.savedAt).toBe(1000);
    expect(mine?.png).toBe(a);
    expect(await createPageDrafts(store, 1, 11).read()).toBeNull();
  });

  it('deletes instead of writing when the work got saved meanwhile', async () => {
    const store = memoryStore();
    const drafts = createPageDrafts(store, 1, 10);
    await drafts.write(png(), () => true);
    let unsaved = true;
    const encode = vi.fn(async () => {
      unsaved = false; // a save finished while the PNG was encoded
      return new Blob(['late']);
    });
    await drafts.write(encode, () => unsaved);
    expect(await drafts.read()).toBeNull();
  });

  it('never lets a discard be overtaken by a write queued before it', async () => {
    const store = memoryStore();
    const drafts = createPageDrafts(store, 1, 10);
    let release: (() => void) | null = null;
    const slow = () => new Promise<Blob>((resolve) => (release = () => resolve(new Blob(['slow']))));
    const writing = drafts.write(slow, () => true);
    const discarding = drafts.discard();
    await vi.waitFor(() => expect(release).not.toBeNull());
    release!();
    await Promise.all([writing, discarding]);
    expect(store.log).toEqual(['put 1:10', 'delete 1:10']);
    expect(await drafts.read()).toBeNull();
  });

  it('a broken store (or none at all) never breaks coloring', async () => {
    const broken: DraftStore = {
      get: () => Promise.reject(new Error('quota')),
      put: () => Promise.reject(new Error('quota')),
      delete: () => Promise.reject(new Error('quota')),
    };
    const drafts = createPageDrafts(broken, 1, 10);
    await expect(drafts.write(png(), () => true)).resolves.toBeUndefined();
    await expect(drafts.read()).resolves.toBeNull();
    await expect(drafts.discard()).resolves.toBeUndefined();
    await expect(createPageDrafts(null, 1, 10).read()).resolves.toBeNull();
  });

  it('offers a draft only when it is newer than the saved coloring', () => {
    const draft = { savedAt: Date.parse('2025-03-01T10:00:00Z') };
    expect(isDraftNewer(draft, null)).toBe(true);
    expect(isDraftNewer(draft, '2025-03-01T09:59:59Z')).toBe(true);
    expect(isDraftNewer(draft, '2025-03-01T10:00:01Z')).toBe(false);
  });

  it('writes a moment after the last change, or at once on flush', () => {
    vi.useFakeTimers();
    const run = vi.fn();
    const writer = debounce(run, 800);
    writer.schedule();
    vi.advanceTimersByTime(500);
    writer.schedule();
    vi.advanceTimersByTime(500);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(300);
    expect(run).toHaveBeenCalledTimes(1);
    writer.schedule();
    expect(writer.pending).toBe(true);
    writer.flush();
    expect(run).toHaveBeenCalledTimes(2);
    writer.flush();
    writer.schedule();
    writer.cancel();
    vi.advanceTimersByTime(2000);
    expect(run).toHaveBeenCalledTimes(2);
  });
});
