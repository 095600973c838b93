import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { favorites, pages } from '../../db/schema.ts';
import { createAdmin, createTestApp, json, signUpVerified, type TestApp, createPaidUser } from '../../../test/app.ts';
import { closeApp, insertPages, listIds, toggle, uniqueWord } from './test-fixtures.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t);
});
afterAll(() => closeApp(t));

async function counts(pageId: number) {
  const [page] = await t.database.db.select({ n: pages.favoritedCount }).from(pages).where(eq(pages.id, pageId));
  const [rows] = await t.database.db.select({ n: count() }).from(favorites).where(eq(favorites.pageId, pageId));
  return { column: page?.n, rows: rows?.n };
}

describe('PATCH /pages/{id}/favorited/toggle', () => {
  it('adds and removes a favorite and answers the page object', async () => {
    const word = uniqueWord();
    const owner = await signUpVerified(t);
    const fan = await createPaidUser(t);
    const [page] = await insertPages(t, owner.user.id, [{ title: word }]);

    const on = await toggle(t, fan.auth, page!.id, 'favorited');
    expect(on.statusCode).toBe(200);
    expect(json(on).data).toMatchObject({ id: page!.id, is_favorited: true, favorited_count: 1, is_owner: false });
    expect(await listIds(t, fan.auth, { scope: 'favorited', search: word })).toEqual([page!.id]);

    const off = await toggle(t, fan.auth, page!.id, 'favorited');
    expect(json(off).data).toMatchObject({ id: page!.id, is_favorited: false, favorited_count: 0 });
    expect(await listIds(t, fan.auth, { scope: 'favorited', search: word })).toEqual([]);
    expect(await counts(page!.id)).toEqual({ column: 0, rows: 0 });
  });

  it('is for paid plans only: 403 NO_PAID_PLAN on the free plan, nothing stored', async () => {
    const owner = await signUpVerified(t);
    const free = await signUpVerified(t);
    const [page] = await insertPages(t, owner.user.id, [{}]);
    const res = await toggle(t, free.auth, page!.id, 'favorited');
    expect(res.statusCode).toBe(403);
    expect(json(res)).toEqual({ code: 'NO_PAID_PLAN', message: 'Favorites are only available on a paid plan.' });
    expect(await counts(page!.id)).toEqual({ column: 0, rows: 0 });
  });

  it('is never for admins (403 FORBIDDEN) nor guests (401)', async () => {
    const owner = await signUpVerified(t);
    const [page] = await insertPages(t, owner.user.id, [{}]);
    const res = await toggle(t, admin.auth, page!.id, 'favorited');
    expect(res.statusCode).toBe(403);
    expect(json(res).code).toBe('FORBIDDEN');
    expect((await toggle(t, {}, page!.id, 'favorited')).statusCode).toBe(401);
    expect(await counts(page!.id)).toEqual({ column: 0, rows: 0 });
  });

  it('answers 404 for an unknown or blocked page, and 422 for a bad id', async () => {
    const owner = await signUpVerified(t);
    const fan = await createPaidUser(t);
    const [blocked] = await insertPages(t, owner.user.id, [{ blocked: true }]);
    const unknown = await toggle(t, fan.auth, 99_999_999, 'favorited');
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown).code).toBe('NOT_FOUND');
    expect((await toggle(t, fan.auth, blocked!.id, 'favorited')).statusCode).toBe(404);
    expect(await counts(blocked!.id)).toEqual({ column: 0, rows: 0 });
    expect((await t.app.inject({ method: 'PATCH', url: '/api/pages/abc/favorited/toggle', headers: fan.auth })).statusCode).toBe(422);
  });

  it('keeps favorited_count exact under concurrent toggles', async () => {
    const owner = await signUpVerified(t);
    const [page] = await insertPages(t, owner.user.id, [{}]);
    const fans = [];
    for (let i = 0; i < 10; i += 1) fans.push(await createPaidUser(t));

    const on = await Promise.all(fans.map((fan) => toggle(t, fan.auth, page!.id, 'favorited')));
    expect(on.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(await counts(page!.id)).toEqual({ column: 10, rows: 10 });

    // The same user racing themself: the count always equals the stored favorites.
    const [first, second] = fans as [(typeof fans)[number], (typeof fans)[number]];
    await Promise.all([
      toggle(t, first.auth, page!.id, 'favorited'),
      toggle(t, first.auth, page!.id, 'favorited'),
      toggle(t, second.auth, page!.id, 'favorited'),
    ]);
    const mid = await counts(page!.id);
    expect(mid.column).toBe(mid.rows);

    const [fresh] = await insertPages(t, owner.user.id, [{}]);
    await Promise.all(fans.map((fan) => toggle(t, fan.auth, fresh!.id, 'favorited')));
    await Promise.all(fans.map((fan) => toggle(t, fan.auth, fresh!.id, 'favorited')));
    expect(await counts(fresh!.id)).toEqual({ column: 0, rows: 0 });
    const [score] = await t.database.db.select({ s: pages.trendingScore }).from(pages).where(eq(pages.id, fresh!.id));
    expect(score?.s).toBe(0);
  });

  it('lets a paid user favorite their own page', async () => {
    const me = await createPaidUser(t);
    const [page] = await insertPages(t, me.user.id, [{}]);
    expect(json(await toggle(t, me.auth, page!.id, 'favorited')).data).toMatchObject({ is_owner: true, is_favorited: true });
    const [row] = await t.database.db
      .select()
      .from(favorites)
      .where(and(eq(favorites.userId, me.user.id), eq(favorites.pageId, page!.id)));
    expect(row).toBeDefined();
  });
});
