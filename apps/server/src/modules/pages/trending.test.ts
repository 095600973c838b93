import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { pages } from '../../db/schema.ts';
import { createTestApp, json, signUpVerified, type TestApp, createPaidUser } from '../../../test/app.ts';
import { closeApp, insertPages, listOk, readPage, toggle, uniqueWord } from './test-fixtures.ts';
import { decayedWeight, eventTerm, recordPageActivity, TRENDING_TOP } from './trending.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => closeApp(t));

const DAY = 86_400_000;
const ago = (ms: number) => new Date(Date.now() - ms);
/** ln(sum of e^x), computed the stable way. */
const logSumExp = (xs: number[]) => {
  const m = Math.max(...xs);
  return m + Math.log(xs.reduce((sum, x) => sum + Math.exp(x - m), 0));
};

async function stored(pageId: number) {
  const [row] = await t.database.db
    .select({ score: pages.trendingScore, favorited: pages.favoritedCount, colored: pages.coloredCount })
    .from(pages)
    .where(eq(pages.id, pageId));
  if (!row) throw new Error('page missing');
  return row;
}

describe('trending score', () => {
  it('decays by half every three days', () => {
    const now = new Date();
    expect(decayedWeight(eventTerm(now, 1), now)).toBeCloseTo(1, 9);
    expect(decayedWeight(eventTerm(now, 2), new Date(now.getTime() + 3 * DAY))).toBeCloseTo(1, 9);
    expect(decayedWeight(0, now)).toBe(0);
  });

  it('recordPageActivity keeps counts and ln(sum of weighted decayed events), and takes back exactly an unfavorite', async () => {
    const owner = await signUpVerified(t);
    const [page] = await insertPages(t, owner.user.id, [{}]);
    const id = page!.id;
    const favAt = ago(2 * DAY);
    const coloredAt = ago(3_600_000);
    const laterFavAt = ago(60_000);
    await recordPageActivity(t.database.db, id, 'favorite', favAt);
    await recordPageActivity(t.database.db, id, 'colored', coloredAt);
    await recordPageActivity(t.database.db, id, 'favorite', laterFavAt);
    const all = await stored(id);
    expect(all).toMatchObject({ favorited: 2, colored: 1 });
    expect(all.score).toBeCloseTo(logSumExp([eventTerm(favAt, 1), eventTerm(coloredAt, 2), eventTerm(laterFavAt, 1)]), 9);

    await recordPageActivity(t.database.db, id, 'unfavorite', favAt);
    const less = await stored(id);
    expect(less).toMatchObject({ favorited: 1, colored: 1 });
    expect(less.score).toBeCloseTo(logSumExp([eventTerm(coloredAt, 2), eventTerm(laterFavAt, 1)]), 9);
  });

  it('returns to "no activity" when the only favorite is removed, and counts never go below zero', async () => {
    const owner = await signUpVerified(t);
    const [page] = await insertPages(t, owner.user.id, [{}]);
    const at = new Date();
    await recordPageActivity(t.database.db, page!.id, 'favorite', at);
    await recordPageActivity(t.database.db, page!.id, 'unfavorite', at);
    expect(await stored(page!.id)).toEqual({ score: 0, favorited: 0, colored: 0 });
    await recordPageActivity(t.database.db, page!.id, 'unfavorite', at);
    expect(await stored(page!.id)).toEqual({ score: 0, favorited: 0, colored: 0 });
  });

  it('flags pages with enough recent activity, and ranks recent activity above old', async () => {
    const word = uniqueWord();
    const owner = await signUpVerified(t);
    const fans = [await createPaidUser(t), await createPaidUser(t), await createPaidUser(t)];
    const [hot, warm, old, colored, quiet] = await insertPages(
      t,
      owner.user.id,
      ['hot', 'warm', 'old', 'colored', 'quiet'].map((w) => ({ title: `${word} ${w}` })),
    );
    for (const fan of fans) await toggle(t, fan.auth, hot!.id, 'favorited');
    for (const fan of fans.slice(0, 2)) await toggle(t, fan.auth, warm!.id, 'favorited');
    // Twenty favorites three weeks ago weigh less today than two favorites now.
    for (let i = 0; i < 20; i += 1) await recordPageActivity(t.database.db, old!.id, 'favorite', ago(21 * DAY));
    await recordPageActivity(t.database.db, colored!.id, 'colored');
    await recordPageActivity(t.database.db, colored!.id, 'colored');

    const list = await listOk(t, fans[0]!.auth, { search: word, sort: 'trending' });
    expect(list.data.map((p) => [p.id, p.trending])).toEqual([
      [colored!.id, true], // weight 4
      [hot!.id, true], // weight 3
      [warm!.id, false], // weight 2
      [old!.id, false], // 20 * 2^-7
      [quiet!.id, false],
    ]);
    expect(json(await readPage(t, owner.auth, hot!.id)).data.trending).toBe(true);
  });

  it(`flags at most the top ${TRENDING_TOP} listed pages`, async () => {
    const app = await createTestApp();
    try {
      const owner = await signUpVerified(app);
      const now = new Date();
      const rows = await insertPages(
        app,
        owner.user.id,
        Array.from({ length: TRENDING_TOP + 3 }, (_, i) => ({ trendingScore: eventTerm(now, 10 + i) })),
      );
      // The best page is blocked: it does not take one of the places.
      await app.database.db
        .update(pages)
        .set({ blocked: true })
        .where(eq(pages.id, rows.at(-1)!.id));
      const list = await listOk(app, owner.auth, { sort: 'trending', per_page: 100 });
      expect(list.data).toHaveLength(TRENDING_TOP + 2);
      expect(list.data.map((p) => p.trending)).toEqual([...Array(TRENDING_TOP).fill(true), false, false]);
    } finally {
      await closeApp(app);
    }
  });
});
