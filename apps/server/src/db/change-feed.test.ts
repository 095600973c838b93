import { describe, expect, it } from 'vitest';
import { ChangeFeed, type Change } from './change-feed.ts';

describe('ChangeFeed', () => {
  it('hands announcements to the caches, and a reset when it goes live or stops', () => {
    const feed = new ChangeFeed();
    const seen: (Change | null)[] = [];
    feed.subscribe((change) => seen.push(change));
    expect(feed.isCurrent()).toBe(false);
    feed.setLive(true);
    feed.receive('p:3,4');
    feed.receive('u:*');
    feed.receive('x:1'); // not ours
    feed.setLive(false);
    expect(seen).toEqual([null, { tag: 'p', ids: [3, 4] }, { tag: 'u', ids: null }, null]);
    expect(feed.isCurrent()).toBe(false);
  });

  it('is not current from the end of a write until its barrier is back (PostgreSQL)', async () => {
    const feed = new ChangeFeed();
    const sent: string[] = [];
    feed.useBarriers(async (payload) => void sent.push(payload));
    feed.setLive(true);
    expect(feed.isCurrent()).toBe(true);

    feed.writeFinished();
    expect(feed.isCurrent()).toBe(false);
    expect(sent).toEqual([`b:${feed.instance}:1`]);
    feed.writeFinished(); // a barrier is on its way: the next one waits for it
    expect(sent).toHaveLength(1);
    feed.receive(`b:${feed.instance}:1`);
    expect(sent).toEqual([`b:${feed.instance}:1`, `b:${feed.instance}:2`]);
    expect(feed.isCurrent()).toBe(false);
    feed.receive('b:someone-else:9');
    expect(feed.isCurrent()).toBe(false);
    feed.receive(`b:${feed.instance}:2`);
    expect(feed.isCurrent()).toBe(true);
  });

  it('needs no barrier where announcements come before the write resolves (PGlite)', () => {
    const feed = new ChangeFeed();
    feed.setLive(true);
    feed.writeFinished();
    expect(feed.isCurrent()).toBe(true);
  });

  it('lets a reader wait for its own writes to come back, but not for a feed that is down', async () => {
    const feed = new ChangeFeed();
    feed.useBarriers(async () => {});
    expect(await feed.whenCurrent(1_000)).toBe(false); // not listening: answer at once
    feed.setLive(true);
    expect(await feed.whenCurrent(1_000)).toBe(true);

    feed.writeFinished();
    const waited = feed.whenCurrent(1_000);
    const started = performance.now();
    setTimeout(() => feed.receive(`b:${feed.instance}:1`), 20);
    expect(await waited).toBe(true);
    expect(performance.now() - started).toBeLessThan(500);

    feed.writeFinished();
    expect(await feed.whenCurrent(30)).toBe(false); // the barrier never came back in time
  });

  it('does not keep a reader waiting for writes that finished after it asked', async () => {
    const feed = new ChangeFeed();
    const sent: string[] = [];
    feed.useBarriers(async (payload) => void sent.push(payload));
    feed.setLive(true);
    feed.writeFinished(); // write 1: its barrier goes out
    const reader = feed.whenCurrent(1_000);
    feed.writeFinished(); // writes 2 and 3 finish while the reader waits, as under a steady load
    feed.writeFinished();
    feed.receive(`b:${feed.instance}:1`);
    expect(await reader).toBe(true); // write 1 is announced: the reader's answer includes it
    expect(feed.isCurrent()).toBe(false); // a reader arriving now waits for writes 2 and 3
    expect(sent).toEqual([`b:${feed.instance}:1`, `b:${feed.instance}:3`]);
    const later = feed.whenCurrent(1_000);
    feed.receive(`b:${feed.instance}:3`);
    expect(await later).toBe(true);
  });
});
