import type { ColoringDraft } from '@crayonbox/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api';
import { createDraftSync, SERVER_DRAFT_DELAY_MS, type DraftCalls } from './draft-sync';

/** What each encoded layer says (read synchronously: Blob.text() waits on timers in jsdom). */
const texts = new WeakMap<Blob, string>();
const layerBlob = (text: string) => {
  const blob = new Blob([text]);
  texts.set(blob, text);
  return blob;
};

/** A server holding one draft, with the rule of PUT /coloreds/{pageId}/draft. */
function fakeServer() {
  let current: ColoringDraft | null = null;
  let nextRevision = 10;
  const layers = new Map<number, string>();
  const calls: DraftCalls & { writes: number } = {
    writes: 0,
    read: async () => current,
    write: async (png, fields) => {
      calls.writes++;
      const stale = current && current.revision !== fields.base_revision && Date.parse(fields.changed_at) <= Date.parse(current.changed_at);
      if (stale) throw new ApiError({ status: 409, code: 'CONFLICT', message: 'This page has newer work from another device.' });
      const revision = nextRevision++;
      current = {
        page_id: 1,
        revision,
        photo: `/uploads/${revision}.png`,
        device: fields.device,
        changed_at: fields.changed_at,
        updated_at: fields.changed_at,
      };
      layers.set(revision, texts.get(png) ?? '');
      return current;
    },
    remove: async (revision) => {
      if (current?.revision === revision) current = null;
    },
  };
  return { calls, layers, current: () => current };
}

/** A device: its canvas is a string, its clock the fake timers'. */
function device(server: ReturnType<typeof fakeServer>, name: string) {
  const screen = { layer: '', offered: null as string | null, kept: false };
  const sync = createDraftSync(
    server.calls,
    {
      encode: async () => layerBlob(screen.layer),
      load: async (draft) => {
        screen.layer = server.layers.get(draft.revision) ?? '';
      },
      replaced: (older) => (screen.offered = texts.get(older) ?? null),
      kept: (upToDate) => (screen.kept = upToDate),
    },
    name,
  );
  const paint = (layer: string) => {
    screen.layer = layer;
    sync.changed();
  };
  return { sync, screen, paint };
}

describe('createDraftSync', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-25T10:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  it('sends a change a few seconds after the strokes stop, once, and says it is kept', async () => {
    const server = fakeServer();
    const laptop = device(server, 'laptop');
    laptop.sync.start(0);
    laptop.paint('red');
    await vi.advanceTimersByTimeAsync(1000);
    laptop.paint('red and blue');
    await vi.advanceTimersByTimeAsync(SERVER_DRAFT_DELAY_MS - 1);
    expect(server.calls.writes).toBe(0);
    expect(laptop.screen.kept).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.calls.writes).toBe(1);
    expect(server.layers.get(server.current()!.revision)).toBe('red and blue');
    expect(laptop.screen.kept).toBe(true);
  });

  it('changes before start (the canvas loading, the first save) are not sent', async () => {
    const server = fakeServer();
    const phone = device(server, 'phone');
    phone.paint('the saved coloring');
    phone.sync.start(0);
    await vi.advanceTimersByTimeAsync(SERVER_DRAFT_DELAY_MS * 2);
    expect(server.calls.writes).toBe(0);
  });

  it('another device’s newer work is opened on the next check, and this device’s is offered back', async () => {
    const server = fakeServer();
    const laptop = device(server, 'laptop');
    const phone = device(server, 'phone');
    laptop.sync.start(0);
    phone.sync.start(0);
    laptop.paint('laptop work');
    await vi.advanceTimersByTimeAsync(SERVER_DRAFT_DELAY_MS);
    await phone.sync.check();
    expect(phone.screen.layer).toBe('laptop work');

    phone.paint('phone work');
    await vi.advanceTimersByTimeAsync(SERVER_DRAFT_DELAY_MS);
    await laptop.sync.check();
    expect(laptop.screen.layer).toBe('phone work');
    await vi.waitFor(() => expect(laptop.screen.offered).toBe('laptop work'));
  });

  it('an older change on a stale revision gets 409: the newer work opens, this device’s is offered back, and nothing is sent again', async () => {
    const server = fakeServer();
    const write = server.calls.write;
    let laptopOnline = false;
    const laptop = device(
      {
        ...server,
        calls: { ...server.calls, write: (png, f) => (laptopOnline ? write(png, f) : Promise.reject(new TypeError('Failed to fetch'))) },
      },
      'laptop',
    );
    const phone = device(server, 'phone');
    laptop.sync.start(0);
    phone.sync.start(0);
    // The laptop's change is made first but reaches the server last (it was offline).
    laptop.paint('older laptop work');
    vi.setSystemTime(Date.now() + 1000);
    phone.paint('newer phone work');
    await vi.advanceTimersByTimeAsync(SERVER_DRAFT_DELAY_MS);
    expect(server.layers.get(server.current()!.revision)).toBe('newer phone work');
    laptopOnline = true;
    laptop.sync.flush();
    await vi.waitFor(() => expect(laptop.screen.offered).toBe('older laptop work'));
    expect(laptop.screen.layer).toBe('newer phone work');
    expect(server.layers.get(server.current()!.revision)).toBe('newer phone work');
    const writes = server.calls.writes;
    await vi.advanceTimersByTimeAsync(SERVER_DRAFT_DELAY_MS * 3);
    expect(server.calls.writes).toBe(writes);
  });

  it('a newer change wins over a stale revision; a failed send is tried again by the next check', async () => {
    const server = fakeServer();
    const laptop = device(server, 'laptop');
    const phone = device(server, 'phone');
    laptop.sync.start(0);
    phone.sync.start(0);
    phone.paint('phone work');
    await vi.advanceTimersByTimeAsync(SERVER_DRAFT_DELAY_MS);

    const write = server.calls.write;
    server.calls.write = async () => {
      throw new TypeError('Failed to fetch');
    };
    laptop.paint('newer laptop work');
    await vi.advanceTimersByTimeAsync(SERVER_DRAFT_DELAY_MS);
    expect(laptop.screen.kept).toBe(false);
    server.calls.write = write;
    // The next check (every 15 s, or when the tab comes back) sends it.
    await laptop.sync.check();
    expect(laptop.screen.kept).toBe(true);
    expect(server.layers.get(server.current()!.revision)).toBe('newer laptop work');
    expect(laptop.screen.offered).toBeNull();
  });

  it('a send that failed while online is made by the next check, with no other device around', async () => {
    const server = fakeServer();
    const write = server.calls.write;
    server.calls.write = () => Promise.reject(new ApiError({ status: 503, code: 'PROVIDER_NOT_CONFIGURED', message: 'Restarting' }));
    const laptop = device(server, 'laptop');
    laptop.sync.start(0);
    laptop.paint('work');
    await vi.advanceTimersByTimeAsync(SERVER_DRAFT_DELAY_MS);
    expect(server.current()).toBeNull();
    server.calls.write = write;
    await laptop.sync.check();
    expect(server.layers.get(server.current()!.revision)).toBe('work');
    expect(laptop.screen.kept).toBe(true);
  });

  it('after a save the draft it saved is removed, but not a newer one', async () => {
    const server = fakeServer();
    const laptop = device(server, 'laptop');
    laptop.sync.start(0);
    laptop.paint('work');
    await vi.advanceTimersByTimeAsync(SERVER_DRAFT_DELAY_MS);
    await laptop.sync.saved();
    expect(server.current()).toBeNull();

    const phone = device(server, 'phone');
    phone.sync.start(0);
    laptop.paint('more work');
    await vi.advanceTimersByTimeAsync(SERVER_DRAFT_DELAY_MS);
    phone.paint('phone work');
    await vi.advanceTimersByTimeAsync(SERVER_DRAFT_DELAY_MS);
    await laptop.sync.saved();
    expect(server.layers.get(server.current()!.revision)).toBe('phone work');
  });
});
