import { describe, expect, it } from 'vitest';
import { RankingCache, type Ranking } from './ranking-cache.ts';

/** A cache on a hand-moved clock, and a build that returns `size` ids stamped with `probe`. */
function setup(over: Partial<ConstructorParameters<typeof RankingCache>[0]> = {}) {
  let now = 1_000_000;
  const errors: unknown[] = [];
  const cache = new RankingCache({
    ttlMs: 10_000,
    bigSize: 100,
    maxStaleMs: 30_000,
    minRefreshMs: 2_000,
    maxEntries: 10,
    maxIds: 10_000,
    onBackgroundError: (e) => errors.push(e),
    now: () => now,
    ...over,
  });
  const state = { probe: 'p1', size: 10, builds: 0 };
  const build = async (): Promise<Ranking> => {
    state.builds += 1;
    await new Promise((r) => setTimeout(r, 5));
    return { ids: Int32Array.from({ length: state.size }, (_, i) => i + 1), probe: state.probe, builtAt: now };
  };
  return { cache, state, build, errors, tick: (ms: number) => (now += ms) };
}

describe('RankingCache', () => {
  it('builds once for many concurrent callers and then serves from memory', async () => {
    const { cache, state, build } = setup();
    const got = await Promise.all(Array.from({ length: 5 }, () => cache.get('k', build)));
    expect(state.builds).toBe(1);
    expect(new Set(got).size).toBe(1);
    await cache.get('k', build);
    expect(state.builds).toBe(1);
  });

  it('rebuilds a small ranking before answering when the probe moved', async () => {
    const { cache, state, build } = setup();
    const first = await cache.get('k', build);
    expect(await cache.revalidate('k', first, 'p1', build)).toBeNull();
    state.probe = 'p2';
    const newer = await cache.revalidate('k', first, 'p2', build);
    expect(newer?.probe).toBe('p2');
    expect(await cache.get('k', build)).toBe(newer);
  });

  it('serves a big ranking while refreshing it in the background, at most every minRefreshMs', async () => {
    const { cache, state, build, tick } = setup();
    state.size = 500;
    const first = await cache.get('k', build);
    tick(2_500);
    state.probe = 'p2';
    expect(await cache.revalidate('k', first, 'p2', build)).toBeNull();
    expect(state.builds).toBe(2);
    await new Promise((r) => setTimeout(r, 20));
    const second = await cache.get('k', build);
    expect(second.probe).toBe('p2');
    // Another change right away waits for the refresh interval.
    state.probe = 'p3';
    expect(await cache.revalidate('k', second, 'p3', build)).toBeNull();
    expect(state.builds).toBe(2);
    tick(2_000);
    await cache.revalidate('k', second, 'p3', build);
    expect(state.builds).toBe(3);
  });

  it('expires rankings: small ones at ttlMs, big ones are rebuilt before answering past maxStaleMs', async () => {
    const { cache, state, build, tick } = setup();
    await cache.get('small', build);
    tick(10_000);
    await cache.get('small', build);
    expect(state.builds).toBe(2);

    state.size = 500;
    await cache.get('big', build);
    tick(10_000);
    const stale = await cache.get('big', build); // served, refresh started
    expect(stale.builtAt).toBeLessThan(1_000_000 + 20_000);
    expect(state.builds).toBe(4);
    await new Promise((r) => setTimeout(r, 20));
    tick(30_000);
    const fresh = await cache.get('big', build);
    expect(state.builds).toBe(5);
    expect(fresh.builtAt).toBe(1_000_000 + 50_000);
  });

  it('forgets the least recently used rankings beyond its bounds', async () => {
    const { cache, state, build } = setup({ maxEntries: 2 });
    await cache.get('a', build);
    await cache.get('b', build);
    await cache.get('a', build);
    await cache.get('c', build); // evicts b
    expect(state.builds).toBe(3);
    await cache.get('a', build);
    expect(state.builds).toBe(3);
    await cache.get('b', build);
    expect(state.builds).toBe(4);
  });
});
