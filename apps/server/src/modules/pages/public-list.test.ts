import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PAGE_SORTS, pagesQuery } from '@crayonbox/contract';
import { pages, users } from '../../db/schema.ts';
import { createAdmin, createTestApp, json, signUpVerified, type TestApp, createPaidUser } from '../../../test/app.ts';
import { paginateFromMemory, paginatePages } from './paginate.ts';
import { closeApp, insertColored, insertPages, listOk, toggle, uniqueWord } from './test-fixtures.ts';
import { recordPageActivity } from './trending.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t);
});
afterAll(() => closeApp(t));

/** The feed starts listening right after the app is built (on PostgreSQL a moment later). */
const feedCurrent = () => expect.poll(() => t.app.ctx.feed.isCurrent(), { timeout: 5_000 }).toBe(true);

describe('the public list answered from memory', () => {
  it('is exactly what the database path answers, for every sort, with and without search', async () => {
    const word = uniqueWord();
    const owner = await signUpVerified(t, { name: `Olga ${word}` });
    const viewer = await createPaidUser(t);
    const rows = await insertPages(
      t,
      owner.user.id,
      Array.from({ length: 7 }, (_, i) => ({ title: `${word} page ${i}`, favoritedCount: i % 3, coloredCount: (i * 2) % 5 })),
    );
    const [mine] = await insertPages(t, viewer.user.id, [{ title: `${word} mine` }]);
    await insertPages(t, owner.user.id, [{ title: `${word} hidden`, blocked: true }]);
    expect((await toggle(t, viewer.auth, rows[1]!.id, 'favorited')).statusCode).toBe(200);
    await insertColored(t, viewer.user.id, rows[2]!.id);
    for (let i = 0; i < 3; i++) await recordPageActivity(t.database.db, rows[3]!.id, 'colored');
    await feedCurrent();

    const who = { id: viewer.user.id, admin: false };
    for (const sort of PAGE_SORTS) {
      for (const search of [word, `olga ${word}`, '']) {
        for (const page of [1, 2, 3]) {
          const query = pagesQuery.parse({ scope: 'public', sort, search, page, per_page: 3 });
          const fromMemory = await paginateFromMemory(t.app.ctx, who, query);
          expect(fromMemory, 'answered from memory').not.toBeNull();
          const fromDatabase = await paginatePages(t.app.ctx, who, query);
          expect(JSON.parse(fromMemory!), `${sort} "${search}" page ${page}`).toEqual({ data: fromDatabase });
        }
      }
    }
    const all = await listOk(t, viewer.auth, { search: word, per_page: 24 });
    expect(all.total).toBe(8);
    const flags = Object.fromEntries(all.data.map((p) => [p.id, [p.is_favorited, p.is_colored, p.is_owner, p.trending]]));
    expect(flags[rows[1]!.id]).toEqual([true, false, false, false]);
    expect(flags[rows[2]!.id]).toEqual([false, true, false, false]);
    expect(flags[mine!.id]).toEqual([false, false, true, false]);
    expect(flags[rows[3]!.id]).toEqual([false, false, false, true]);
  });

  it('leaves admins, personal scopes and a feed that cannot vouch to the database', async () => {
    const viewer = await signUpVerified(t);
    await feedCurrent();
    const query = (scope: string) => pagesQuery.parse({ scope, sort: 'latest', page: 1 });
    expect(await paginateFromMemory(t.app.ctx, { id: viewer.user.id, admin: true }, query('public'))).toBeNull();
    expect(await paginateFromMemory(t.app.ctx, { id: viewer.user.id, admin: false }, query('owned'))).toBeNull();
    expect(await paginateFromMemory(t.app.ctx, { id: viewer.user.id, admin: false }, query('public'))).not.toBeNull();
    t.app.ctx.feed.setLive(false);
    try {
      expect(await paginateFromMemory(t.app.ctx, { id: viewer.user.id, admin: false }, query('public'))).toBeNull();
    } finally {
      t.app.ctx.feed.setLive(true);
    }
  });

  it('follows every change at once: favorites, colorings, blocks, owner names, sign-out', async () => {
    const word = uniqueWord();
    const owner = await signUpVerified(t, { name: `Rita ${word}` });
    const viewer = await createPaidUser(t);
    const [page] = await insertPages(t, owner.user.id, [{ title: `${word} star` }]);
    await feedCurrent();
    const item = async () => (await listOk(t, viewer.auth, { search: word })).data[0];

    expect(await item()).toMatchObject({ is_favorited: false, favorited_count: 0, user: { name: `Rita ${word}` } });
    await toggle(t, viewer.auth, page!.id, 'favorited');
    expect(await item()).toMatchObject({ is_favorited: true, favorited_count: 1 });
    const colored = await insertColored(t, viewer.user.id, page!.id);
    expect((await item())?.colored).toEqual({ id: colored.id, photo: colored.photo, preview: colored.preview });

    // A write that does not go through this app's routes (another instance, a SQL console).
    await t.database.db
      .update(users)
      .set({ name: `Renamed ${word}` })
      .where(eq(users.id, owner.user.id));
    expect((await item())?.user.name).toBe(`Renamed ${word}`);

    expect((await toggle(t, admin.auth, page!.id, 'blocked')).statusCode).toBe(200);
    expect((await listOk(t, viewer.auth, { search: word })).total).toBe(0);

    const out = await t.app.inject({ method: 'POST', url: '/api/users/sign-out', headers: viewer.auth });
    expect(out.statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: `/api/pages/paginate?search=${word}`, headers: viewer.auth });
    expect(after.statusCode).toBe(401);
    expect(json(after).code).toBe('UNAUTHENTICATED');
  });

  it('hears from the database which changes can add pages to lists or take them out, so long lists show them at once', async () => {
    const owner = await signUpVerified(t);
    const moved: Array<number[] | null> = [];
    const stop = t.app.ctx.feed.subscribe((change) => {
      if (change?.tag === 'm') moved.push(change.ids);
    });
    try {
      const [page] = await insertPages(t, owner.user.id, [{ title: 'Moving kite' }]);
      const id = page!.id;
      await expect.poll(() => moved, { timeout: 2_000 }).toEqual([[id]]);
      // A favorite only reorders lists (announced as a page change, not as a move); a new title
      // can take the page into searches or out of them, a block out of every list.
      await recordPageActivity(t.database.db, id, 'favorite');
      await t.database.db.update(pages).set({ title: 'Moved kite' }).where(eq(pages.id, id));
      await expect.poll(() => moved, { timeout: 2_000 }).toEqual([[id], [id]]);
      await t.database.db.update(pages).set({ blocked: true }).where(eq(pages.id, id));
      await t.database.db.delete(pages).where(eq(pages.id, id));
      await expect.poll(() => moved, { timeout: 2_000 }).toEqual([[id], [id], [id], [id]]);
    } finally {
      stop();
    }
  });

  it('keeps searches exact while pages are made elsewhere: a page that matches shows at once, one retitled away leaves', async () => {
    const word = uniqueWord();
    const other = uniqueWord();
    const owner = await signUpVerified(t);
    const viewer = await createPaidUser(t);
    await insertPages(t, owner.user.id, [{ title: `${word} one` }, { title: `${word} two` }]);
    await feedCurrent();
    const titles = async () => (await listOk(t, viewer.auth, { search: word, sort: 'latest' })).data.map((p) => p.title);
    expect(await titles()).toEqual([`${word} two`, `${word} one`]);

    // Pages of other searches do not disturb this one; the next one that matches is in it at once.
    await insertPages(t, owner.user.id, [{ title: `${other} elsewhere` }]);
    expect(await titles()).toEqual([`${word} two`, `${word} one`]);
    const [third] = await insertPages(t, owner.user.id, [{ title: `${word} three` }]);
    expect(await titles()).toEqual([`${word} three`, `${word} two`, `${word} one`]);
    await t.database.db.update(pages).set({ title: 'Plain kite', tags: [] }).where(eq(pages.id, third!.id));
    expect(await titles()).toEqual([`${word} two`, `${word} one`]);
    expect((await listOk(t, viewer.auth, { search: other })).total).toBe(1);
  });

  it('without the feed reads the database every time: exact at once, past the last page too', async () => {
    const word = uniqueWord();
    const owner = await signUpVerified(t);
    const viewer = await createPaidUser(t);
    await insertPages(t, owner.user.id, [{ title: `${word} one` }, { title: `${word} two` }]);
    await feedCurrent();
    expect((await listOk(t, viewer.auth, { search: word })).total).toBe(2);
    t.app.ctx.feed.setLive(false);
    try {
      // Written straight in SQL, so nothing but the database itself knows.
      const [third] = await insertPages(t, owner.user.id, [{ title: `${word} three` }]);
      const listed = await listOk(t, viewer.auth, { search: word, sort: 'latest' });
      expect(listed.total).toBe(3);
      expect(listed.data[0]?.id).toBe(third!.id);
      const past = await listOk(t, viewer.auth, { search: word, per_page: 2, page: 5 });
      expect(past).toMatchObject({ data: [], total: 3, last_page: 2 });
      // Admins see blocked pages in the same list, marked.
      expect((await toggle(t, admin.auth, third!.id, 'blocked')).statusCode).toBe(200);
      expect((await listOk(t, viewer.auth, { search: word })).total).toBe(2);
      const forAdmin = await listOk(t, admin.auth, { search: word, sort: 'latest' });
      expect(forAdmin.total).toBe(3);
      expect(forAdmin.data[0]).toMatchObject({ id: third!.id, blocked: true });
    } finally {
      t.app.ctx.feed.setLive(true);
    }
  });

  it("keeps an admin's list (blocked pages included) fresh from the feed alone", async () => {
    const word = uniqueWord();
    const owner = await signUpVerified(t);
    const [page] = await insertPages(t, owner.user.id, [{ title: `${word} owl` }]);
    await feedCurrent();
    expect((await listOk(t, admin.auth, { search: word })).data[0]).toMatchObject({ id: page!.id, blocked: false });
    // Written straight in SQL: only the feed's announcement can tell the cached ranking.
    await insertPages(t, owner.user.id, [{ title: `${word} hidden owl`, blocked: true }]);
    await feedCurrent();
    const listed = await listOk(t, admin.auth, { search: word, sort: 'latest' });
    expect(listed.total).toBe(2);
    expect(listed.data[0]).toMatchObject({ title: `${word} hidden owl`, blocked: true });
  });
});
