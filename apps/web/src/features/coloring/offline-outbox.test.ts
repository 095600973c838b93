import type { ColoredPage } from '@crayonbox/contract';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api';
import { createOutbox, isNetworkFailure, queueWhenOffline, SaveQueuedOffline, type OutboxEntry, type OutboxStore } from './offline-outbox';

function memoryStore(): OutboxStore & { map: Map<string, OutboxEntry> } {
  const map = new Map<string, OutboxEntry>();
  return {
    map,
    all: async () => [...map.values()],
    get: async (key) => map.get(key),
    put: async (entry) => void map.set(entry.key, entry),
    delete: async (key) => void map.delete(key),
  };
}

const record = (pageId: number, photo: string): ColoredPage => ({
  id: pageId * 10,
  page: { id: pageId, illustration: '/uploads/p.png' },
  pageId,
  photo,
  preview: photo.replace('.png', '.webp'),
  user: { id: 1, name: 'Pat', email: 'pat@example.com' },
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
});

const offline = () => new ApiError({ status: 0, message: 'Failed to fetch' });
const png = (label: string) => new Blob([label], { type: 'image/png' });

function setup(userId: number | null = 1) {
  const store = memoryStore();
  let clock = 1000;
  let uploads = 0;
  const upload = vi.fn(async (_png: Blob) => `/uploads/c${++uploads}.png`);
  const upsert = vi.fn(async (pageId: number, url: string) => record(pageId, url));
  const outbox = createOutbox({ store, upload, upsert, currentUserId: () => userId, now: () => clock++ });
  return { store, upload, upsert, outbox };
}

describe('offline outbox', () => {
  it('sends a waiting save once: upload, then upsert with its url; a second flush sends nothing', async () => {
    const { store, upload, upsert, outbox } = setup();
    const picture = png('red ring');
    await outbox.enqueue(1, 7, picture);
    expect(await outbox.pending()).toBe(true);

    const report = await outbox.flush();
    expect(upload).toHaveBeenCalledExactlyOnceWith(picture);
    expect(upsert).toHaveBeenCalledExactlyOnceWith(7, '/uploads/c1.png');
    expect(report.sent.map((s) => s.record.photo)).toEqual(['/uploads/c1.png']);
    expect(store.map.size).toBe(0);

    await outbox.flush();
    expect(upload).toHaveBeenCalledTimes(1);
    expect(upsert).toHaveBeenCalledTimes(1);
  });

  it('two flushes at the same moment (online event and page load) still send once', async () => {
    const { upsert, outbox } = setup();
    await outbox.enqueue(1, 7, png('a'));
    const [first, second] = await Promise.all([outbox.flush(), outbox.flush()]);
    expect(upsert).toHaveBeenCalledTimes(1);
    expect(first).toBe(second);
  });

  it('keeps only the newest save of a page, and sends pages oldest first', async () => {
    const { upload, upsert, outbox } = setup();
    await outbox.enqueue(1, 7, png('old'));
    await outbox.enqueue(1, 8, png('other page'));
    const newest = png('new');
    await outbox.enqueue(1, 7, newest);
    await outbox.flush();
    expect(upsert.mock.calls.map(([pageId]) => pageId)).toEqual([8, 7]);
    expect(upload.mock.calls[1]?.[0]).toBe(newest);
  });

  it('still offline: nothing is lost, everything waits for the next chance', async () => {
    const { store, upload, upsert, outbox } = setup();
    await outbox.enqueue(1, 7, png('a'));
    await outbox.enqueue(1, 8, png('b'));
    upload.mockRejectedValueOnce(offline());
    const report = await outbox.flush();
    expect(report.sent).toEqual([]);
    expect(upsert).not.toHaveBeenCalled();
    expect(upload).toHaveBeenCalledTimes(1);
    expect(store.map.size).toBe(2);
    await outbox.flush();
    expect(upsert).toHaveBeenCalledTimes(2);
    expect(store.map.size).toBe(0);
  });

  it('a save the server refuses for good is dropped and reported, the others go on', async () => {
    const { store, upsert, outbox } = setup();
    await outbox.enqueue(1, 7, png('a'));
    await outbox.enqueue(1, 8, png('b'));
    const refused = new ApiError({ status: 404, message: 'Page not found.', code: 'NOT_FOUND' });
    upsert.mockRejectedValueOnce(refused);
    const report = await outbox.flush();
    expect(report.dropped.map((d) => [d.entry.pageId, d.error])).toEqual([[7, refused]]);
    expect(report.sent.map((s) => s.entry.pageId)).toEqual([8]);
    expect(store.map.size).toBe(0);
  });

  it('a newer save of the page queued while the older one is being sent stays queued', async () => {
    const { store, upload, outbox } = setup();
    await outbox.enqueue(1, 7, png('old'));
    upload.mockImplementationOnce(async () => {
      await outbox.enqueue(1, 7, png('newer'));
      return '/uploads/old.png';
    });
    await outbox.flush();
    expect([...store.map.values()].map((e) => e.pageId)).toEqual([7]);
  });

  it("sends only the signed-in user's saves; signed out, nothing is sent", async () => {
    const mine = setup(1);
    await mine.outbox.enqueue(2, 7, png('someone else'));
    await mine.outbox.enqueue(1, 8, png('mine'));
    await mine.outbox.flush();
    expect(mine.upsert).toHaveBeenCalledExactlyOnceWith(8, '/uploads/c1.png');
    expect([...mine.store.map.values()].map((e) => e.userId)).toEqual([2]);

    const nobody = setup(null);
    await nobody.outbox.enqueue(1, 7, png('a'));
    await nobody.outbox.flush();
    expect(nobody.upload).not.toHaveBeenCalled();
    expect(await nobody.outbox.pending()).toBe(false);
  });

  it('tells network failures from refusals', () => {
    expect(isNetworkFailure(offline())).toBe(true);
    expect(isNetworkFailure(new ApiError({ status: 503, message: 'down' }))).toBe(true);
    expect(isNetworkFailure(new TypeError('Failed to fetch'))).toBe(true);
    expect(isNetworkFailure(new ApiError({ status: 403, message: 'No credits', code: 'NO_CREDITS' }))).toBe(false);
    expect(isNetworkFailure(new Error('boom'))).toBe(false);
  });
});

describe('queueWhenOffline (the saver calls)', () => {
  it('offline: the PNG is queued without calling the server, and the save reports SaveQueuedOffline', async () => {
    const upload = vi.fn(async () => '/uploads/x.png');
    const queued: Blob[] = [];
    const calls = queueWhenOffline(
      { upload, upsert: vi.fn() },
      async (p) => void queued.push(p),
      () => false,
    );
    const picture = png('p');
    await expect(calls.upload(picture)).rejects.toBeInstanceOf(SaveQueuedOffline);
    expect(upload).not.toHaveBeenCalled();
    expect(queued).toEqual([picture]);
  });

  it('the network drops during the upsert: the PNG given to the upload is queued', async () => {
    const queued: Blob[] = [];
    const calls = queueWhenOffline(
      { upload: async () => '/uploads/x.png', upsert: async () => Promise.reject(offline()) },
      async (p) => void queued.push(p),
      () => true,
    );
    const picture = png('p');
    await calls.upload(picture);
    await expect(calls.upsert('/uploads/x.png')).rejects.toBeInstanceOf(SaveQueuedOffline);
    expect(queued).toEqual([picture]);
  });

  it('other failures pass through untouched, and so does an offline save with nowhere to keep it', async () => {
    const refused = new ApiError({ status: 403, message: 'No credits', code: 'NO_CREDITS' });
    const calls = queueWhenOffline({ upload: async () => '/u.png', upsert: async () => Promise.reject(refused) }, vi.fn(), () => true);
    await calls.upload(png('p'));
    await expect(calls.upsert('/u.png')).rejects.toBe(refused);

    const nowhere = queueWhenOffline(
      { upload: vi.fn(), upsert: vi.fn() },
      async () => Promise.reject(new Error('No outbox')),
      () => false,
    );
    await expect(nowhere.upload(png('p'))).rejects.toMatchObject({ status: 0 });
  });
});
