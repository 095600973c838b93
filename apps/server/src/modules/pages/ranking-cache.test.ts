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

  it('rebuilds a small ranking before answering once the feed announced a change', async () => {
    const { cache, state, build } = setup();
    await cache.current('k', build);
    cache.invalidate();
    state.first = 7;
    expect(cache.ready('k', build)).toBeUndefined();
    const newer = await cache.current('k', build);
    expect(newer.ids[0]).toBe(7);
    expect(state.builds).toBe(2);
    expect(cache.ready('k', build)).toBe(newer);
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

  it('a change announced while a ranking is being built makes that ranking stale', async () => {
    const { cache, state, build } = setup();
    const building = cache.current('k', build);
    cache.invalidate();
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
