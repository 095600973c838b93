import { createImage, type RgbaImage } from '@crayonbox/canvas';
import type { ColoringDraft } from '@crayonbox/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api';
import { createColoringSync, SEND_DELAY_MS, type SyncCalls, type SyncStatus } from './coloring-sync';
import { readTile, TILE, TILE_COUNT, writeTile } from './tiles';
import { memoryWorkStore, workKey } from './work-store';

const RED = [239, 68, 68, 255];
const BLUE = [59, 130, 246, 255];

function paint(layer: RgbaImage, index: number, rgba: number[]) {
  const pixels = new Uint8ClampedArray(TILE * TILE * 4);
  for (let i = 0; i < pixels.length; i += 4) pixels.set(rgba, i);
  writeTile(layer, index, pixels);
}
const colorOf = (layer: RgbaImage, index: number) => Array.from(readTile(layer, index).slice(0, 4));
const tileRect = (index: number) => ({ x: (index % 8) * TILE + 10, y: Math.floor(index / 8) * TILE + 10, width: 20, height: 20 });

function buildDraft(revision: number, tiles: Record<number, number>, device = 'other'): ColoringDraft {
  return {
    page_id: 7,
    revision,
    photo: `/uploads/${revision}.png`,
    device,
    changed_at: new Date().toISOString(),
    updated_at: new Date().toISOString(),
    tiles: Array.from({ length: TILE_COUNT }, (_, i) => tiles[i] ?? 0),
  };
}

/** A screen's canvas and the server's answers, by hand. */
function setUp(answer: SyncCalls['putTiles']) {
  const layer = createImage(1024, 1024);
  const remote = createImage(1024, 1024);
  const store = memoryWorkStore();
  const statuses: SyncStatus[] = [];
  const taken: Map<number, Uint8ClampedArray>[] = [];
  const calls: SyncCalls = {
    putTiles: vi.fn(answer),
    readDraft: vi.fn(async () => null),
    fetchLayer: vi.fn(async () => remote),
    deleteDraft: vi.fn(async () => undefined),
    save: vi.fn(async () => 'saved' as const),
  };
  const sync = createColoringSync(
    calls,
    {
      layer: () => layer,
      drawing: () => false,
      apply: (merged) => layer.data.set(merged.data),
      encodeStrip: async () => new Blob(['png']),
    },
    {
      userId: 1,
      pageId: 7,
      device: 'mine',
      store,
      base: 0,
      allowed: true,
      onStatus: (s) => statuses.push(s),
      onTaken: (tiles) => taken.push(tiles),
      onSaved: () => undefined,
    },
  );
  return { layer, remote, store, statuses, taken, calls, sync };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the one sync of a coloring', () => {
  it('writes a change to the device at once, before anything is sent', async () => {
    const t = setUp(async () => buildDraft(5, { 9: 5 }, 'mine'));
    paint(t.layer, 9, RED);
    t.sync.changed(tileRect(9));
    await vi.advanceTimersByTimeAsync(0);
    const record = await t.store.get(workKey(1, 7));
    expect([...record!.tiles.keys()]).toEqual([9]);
    expect(Array.from(record!.tiles.get(9)!.slice(0, 4))).toEqual(RED);
    expect(t.calls.putTiles).not.toHaveBeenCalled();
    // A moment later only that tile goes up, and the device's copy is done with.
    await vi.advanceTimersByTimeAsync(SEND_DELAY_MS);
    expect(vi.mocked(t.calls.putTiles).mock.calls[0]![0].indexes).toEqual([9]);
    expect(await t.store.get(workKey(1, 7))).toBeUndefined();
    expect(t.statuses.at(-1)).toEqual({ pending: false, sending: false, offline: false });
  });

  it('what the screen flushes as it closes still goes up', async () => {
    const t = setUp(async () => buildDraft(4, { 12: 4 }, 'mine'));
    paint(t.layer, 12, RED);
    t.sync.changed(tileRect(12));
    void t.sync.flush();
    t.sync.stop();
    await vi.advanceTimersByTimeAsync(0);
    expect(vi.mocked(t.calls.putTiles).mock.calls[0]![0].indexes).toEqual([12]);
    expect(await t.store.get(workKey(1, 7))).toBeUndefined();
  });

  it('without a network it says offline, keeps the tiles and tries again by itself', async () => {
    let online = false;
    const t = setUp(async () => {
      if (!online) throw new TypeError('Failed to fetch');
      return buildDraft(3, { 2: 3 }, 'mine');
    });
    paint(t.layer, 2, RED);
    t.sync.changed(tileRect(2));
    await vi.advanceTimersByTimeAsync(SEND_DELAY_MS);
    expect(t.statuses.at(-1)).toEqual({ pending: true, sending: false, offline: true });
    expect((await t.store.get(workKey(1, 7)))?.tiles.has(2)).toBe(true);
    online = true;
    await vi.advanceTimersByTimeAsync(1000);
    expect(t.calls.putTiles).toHaveBeenCalledTimes(2);
    expect(t.statuses.at(-1)).toEqual({ pending: false, sending: false, offline: false });
  });

  it('takes another device’s tiles where this one changed nothing, and offers back its own that newer work replaced', async () => {
    // The server kept the other device's newer tile 4 (revision 6) and took this device's tile 20 (revision 7).
    const t = setUp(async () => buildDraft(7, { 4: 6, 20: 7, 33: 6 }, 'mine'));
    paint(t.remote, 4, BLUE);
    paint(t.remote, 33, BLUE);
    paint(t.remote, 20, RED);
    paint(t.layer, 4, RED);
    paint(t.layer, 20, RED);
    t.sync.changed(tileRect(4));
    t.sync.changed(tileRect(20));
    await vi.advanceTimersByTimeAsync(SEND_DELAY_MS);
    expect(colorOf(t.layer, 33)).toEqual(BLUE); // theirs, untouched here: merged
    expect(colorOf(t.layer, 20)).toEqual(RED); // ours, kept
    expect(colorOf(t.layer, 4)).toEqual(BLUE); // the newer one shows…
    expect([...t.taken[0]!.keys()]).toEqual([4]); // …and ours is offered back
    expect(Array.from(t.taken[0]!.get(4)!.slice(0, 4))).toEqual(RED);
  });

  it('a Save without a network waits on the device and is sent when it returns', async () => {
    const t = setUp(async () => buildDraft(1, {}, 'mine'));
    vi.mocked(t.calls.save).mockRejectedValueOnce(new ApiError({ status: 0, message: 'Offline' }));
    await expect(t.sync.save()).rejects.toThrow();
    expect((await t.store.get(workKey(1, 7)))?.saveWanted).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(t.calls.save).toHaveBeenCalledTimes(2);
    expect(await t.store.get(workKey(1, 7))).toBeUndefined();
  });
});
