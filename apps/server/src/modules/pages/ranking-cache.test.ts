import { describe, expect, it } from 'vitest';
import { RankingCache, type Ranking } from './ranking-cache.ts';

/** A cache on a hand-moved clock, and a build that returns `size` ids, the first one `first`. */
function setup(over: Partial<ConstructorParameters<typeof RankingCache>[0]> = {}) {
  let now = 1_000_000;
  const errors: unknown[] = [];
  const cache = new RankingCache({
    bigSize: 100,
    minRefreshMs: 2_000,
    maxEntries: 10,
    maxIds: 10_000,
    onBackgroundError: (e) => errors.push(e),
    now: () => now,
    ...over,
  });
  const state = { first: 1, size: 10, builds: 0 };
  const build = async (): Promise<Ranking> => {
    state.builds += 1;
    await new Promise((r) => setTimeout(r, 5));
    return { ids: Int32Array.from({ length: state.size }, (_, i) => state.first + i) };
  };
  return { cache, state, build, errors, tick: (ms: number) => (now += ms) };
}

describe('RankingCache', () => {
  it('builds once for many concurrent callers and then serves from memory, however much time passes', async () => {
    const { cache, state, build, tick } = setup();
    const got = await Promise.all(Array.from({ length: 5 }, () => cache.current('k', build)));
    expect(state.builds).toBe(1);
    expect(new Set(got).size).toBe(1);
    tick(3_600_000);
    expect(cache.ready('k', build)).toBe(got[0]);
    await cache.current('k', build);
    expect(state.builds).toBe(1);
  });

  it('rebuilds a small ranking before answering when pages entered or left lists', async () => {
    const { cache, state, build } = setup();
    await cache.current('k', build);
    cache.invalidate(true);
    state.first = 7;
    expect(cache.ready('k', build)).toBeUndefined();
    const newer = await cache.current('k', build);
    expect(newer.ids[0]).toBe(7);
    expect(state.builds).toBe(2);
    expect(cache.ready('k', build)).toBe(newer);
  });

  it('serves a small ranking whose counts changed while refreshing it, at most every minRefreshMs', async () => {
    const { cache, state, build, tick } = setup();
    const first = await cache.current('k', build);
    tick(2_500);
    cache.invalidate(); // a coloring saved: the order may change, the pages listed do not
    state.first = 3;
    expect(cache.ready('k', build)).toBe(first);
    expect(state.builds).toBe(2);
    await new Promise((r) => setTimeout(r, 20));
    expect(cache.ready('k', build)?.ids[0]).toBe(3);
    cache.invalidate();
    cache.ready('k', build);
    expect(state.builds).toBe(2);
  });

  it('rebuilds only the small rankings a moved page can change: in them, or matching them now', async () => {
    const asked: Array<{ ids: number[]; keys: string[] }> = [];
    let release = () => {};
    const { cache, state, build } = setup({
      affectedBy: async (ids, keys) => {
        asked.push({ ids, keys });
        await new Promise<void>((r) => (release = r));
        return new Set(keys.filter((k) => k === 'cats'));
      },
    });
    await cache.current('dogs', build); // ids 1-10
    await cache.current('cats', build);
    await cache.current('birds', build);
    expect(state.builds).toBe(3);

    cache.invalidate(true, [500]); // a new page, a cat
    expect(asked).toEqual([{ ids: [500], keys: ['dogs', 'cats', 'birds'] }]);
    expect(cache.ready('dogs', build)).toBeUndefined(); // not yet classified
    const dogs = cache.current('dogs', build); // waits for the classification, not a build
    release();
    expect((await dogs).ids[0]).toBe(1);
    expect(cache.ready('birds', build)?.ids[0]).toBe(1);
    state.first = 500;
    expect((await cache.current('cats', build)).ids[0]).toBe(500);
    expect(state.builds).toBe(4);

    cache.invalidate(true, [2]); // a page of the dogs' list deleted: it is in that ranking
    release();
    expect(cache.ready('dogs', build)).toBeUndefined();
    expect(cache.ready('birds', build)).toBeUndefined(); // page 2 is in birds too
    await Promise.all([cache.current('dogs', build), cache.current('birds', build)]);
    expect(state.builds).toBe(6);
  });

  it('rebuilds every small ranking when moves cannot be classified', async () => {
    const errors: unknown[] = [];
    const { cache, state, build } = setup({
      affectedBy: async () => {
        throw new Error('database gone');
      },
      onBackgroundError: (e) => errors.push(e),
    });
    await cache.current('k', build);
    cache.invalidate(true, [999]);
    await cache.current('k', build);
    expect(state.builds).toBe(2);
    expect(errors).toHaveLength(1);
    cache.invalidate(true, null); // the feed restarted: anything may have moved
    expect(cache.ready('k', build)).toBeUndefined();
  });

  it('serves a big ranking while refreshing it in the background, at most every minRefreshMs', async () => {
    const { cache, state, build, tick } = setup();
    state.size = 500;
    const first = await cache.current('k', build);
    tick(2_500);
    cache.invalidate();
    state.first = 2;
    expect(await cache.current('k', build)).toBe(first);
    expect(state.builds).toBe(2);
    await new Promise((r) => setTimeout(r, 20));
    const second = await cache.current('k', build);
    expect(second.ids[0]).toBe(2);
    // Another change right away waits for the refresh interval.
    cache.invalidate();
    expect(cache.ready('k', build)).toBe(second);
    expect(state.builds).toBe(2);
    tick(2_000);
    cache.ready('k', build);
    expect(state.builds).toBe(3);
  });

  it('refreshes a big ranking at the next read once pages entered or left lists, however recent its last refresh', async () => {
    const { cache, tick } = setup();
    // Builds that read the list when they start and end within the current turn: `settled()`
    // lets every one started so far finish and be kept.
    let first = 1;
    const builds: Array<Promise<Ranking>> = [];
    const build = () => {
      const ids = Int32Array.from({ length: 500 }, (_, i) => first + i);
      builds.push(Promise.resolve({ ids }));
      return builds.at(-1)!;
    };
    const settled = () => new Promise((resolve) => setImmediate(resolve));
    await cache.current('k', build);
    tick(2_500);
    cache.invalidate(); // a favorite: the order changed
    cache.ready('k', build);
    await settled();
    expect(builds).toHaveLength(2);

    first = 2; // a page made: it heads the list
    cache.invalidate(true);
    expect(cache.ready('k', build)?.ids[0]).toBe(1); // served while the refresh runs
    expect(builds).toHaveLength(3);
    await settled();
    expect(cache.ready('k', build)?.ids[0]).toBe(2);

    // Another one made while that list is being refreshed: the refresh after it starts at once.
    cache.invalidate(true);
    cache.ready('k', build);
    first = 3;
    cache.invalidate(true);
    expect(cache.ready('k', build)?.ids[0]).toBe(2);
    expect(builds).toHaveLength(4);
    await settled();
    cache.ready('k', build);
    expect(builds).toHaveLength(5);
    await settled();
    expect(cache.ready('k', build)?.ids[0]).toBe(3);
  });

  it('a move announced while a ranking is being built makes that ranking stale', async () => {
    const { cache, state, build } = setup();
    const building = cache.current('k', build);
    cache.invalidate(true);
    await building;
    expect(cache.ready('k', build)).toBeUndefined();
    await cache.current('k', build);
    expect(state.builds).toBe(2);
  });

  it('forgets the least recently used rankings beyond its bounds', async () => {
    const { cache, state, build } = setup({ maxEntries: 2 });
    await cache.current('a', build);
    await cache.current('b', build);
    await cache.current('a', build);
    await cache.current('c', build); // evicts b
    expect(state.builds).toBe(3);
    await cache.current('a', build);
    expect(state.builds).toBe(3);
    await cache.current('b', build);
    expect(state.builds).toBe(4);
  });
});
