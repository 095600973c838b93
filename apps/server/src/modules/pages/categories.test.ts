import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_CATEGORIES, type PageCategory } from '@crayonbox/contract';
import { createAdmin, createTestApp, json, signUpVerified, type TestApp } from '../../../test/app.ts';
import { closeApp, insertPages, toggle, type Auth } from './test-fixtures.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t);
});
afterAll(() => closeApp(t));

const feedCurrent = () => expect.poll(() => t.app.ctx.feed.isCurrent(), { timeout: 5_000 }).toBe(true);

async function categories(auth: Auth) {
  const res = await t.app.inject({ method: 'GET', url: '/api/pages/categories', headers: auth });
  return { status: res.statusCode, body: json(res) };
}

/** The categories with pages, and their counts. */
async function nonEmpty(auth: Auth): Promise<Partial<Record<PageCategory, number>>> {
  const res = await categories(auth);
  expect(res.status).toBe(200);
  const list = res.body.data as { category: PageCategory; count: number }[];
  expect(list.map((entry) => entry.category)).toEqual([...PAGE_CATEGORIES]);
  return Object.fromEntries(list.filter((entry) => entry.count > 0).map((entry) => [entry.category, entry.count]));
}

// The database of this file starts with no page at all, so the counts below are exact.
describe('GET /pages/categories', () => {
  it('needs a signed-in user', async () => {
    const res = await categories({});
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('counts the pages of each category in the public list: none at first, blocked pages only for admins', async () => {
    const viewer = await signUpVerified(t);
    const owner = await signUpVerified(t);
    await feedCurrent();
    expect(await nonEmpty(viewer.auth)).toEqual({});

    await insertPages(t, owner.user.id, [
      { category: 'animals' },
      { category: 'animals' },
      { category: 'space' },
      { category: 'food', blocked: true },
      { category: null },
    ]);
    expect(await nonEmpty(viewer.auth)).toEqual({ animals: 2, space: 1 });
    expect(await nonEmpty(admin.auth)).toEqual({ animals: 2, space: 1, food: 1 });
  });

  it('follows changes at once (tags, blocks, new pages), from memory or, when the feed cannot vouch, the database', async () => {
    const viewer = await signUpVerified(t);
    const owner = await signUpVerified(t);
    await feedCurrent();
    const before = await nonEmpty(viewer.auth);
    const [page] = await insertPages(t, owner.user.id, [{ category: 'vehicles' }]);
    expect(await nonEmpty(viewer.auth)).toEqual({ ...before, vehicles: 1 });

    const retag = await t.app.inject({
      method: 'PATCH',
      url: `/api/pages/${page!.id}/tags`,
      headers: owner.auth,
      payload: { category: 'holidays', tags: [] },
    });
    expect(retag.statusCode).toBe(200);
    expect(await nonEmpty(viewer.auth)).toEqual({ ...before, holidays: 1 });

    expect((await toggle(t, owner.auth, page!.id, 'blocked')).statusCode).toBe(200);
    expect(await nonEmpty(viewer.auth)).toEqual(before);

    t.app.ctx.feed.setLive(false);
    try {
      await insertPages(t, owner.user.id, [{ category: 'patterns' }]);
      expect(await nonEmpty(viewer.auth)).toEqual({ ...before, patterns: 1 });
    } finally {
      t.app.ctx.feed.setLive(true);
    }
  });
});
