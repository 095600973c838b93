import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createTestApp, json, signUpVerified, type TestApp } from '../../../test/app.ts';
import { coloringLayer, createTestPage, upload } from './test-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const list = (auth: Record<string, string>, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/coloreds/paginate${query}`, headers: auth });

describe('GET /coloreds/paginate', () => {
  it('lists saved colorings to admins only, newest first, with search and pages', async () => {
    const admin = await createAdmin(t);
    const owner = await signUpVerified(t, { name: 'Olga Owner' });
    const zoe = await signUpVerified(t, { name: 'Zoe Zebra', email: 'zoe@example.com' });
    const max = await signUpVerified(t, { name: 'Max Moon' });
    const giraffe = await createTestPage(t, owner.user.id, 'Giraffe_in 100% sunshine');
    const rocket = await createTestPage(t, owner.user.id, 'Rocket');
    const saved = [];
    for (const [who, page] of [
      [zoe, giraffe],
      [max, rocket],
      [zoe, rocket],
    ] as const) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: '/api/coloreds/upsert',
        payload: { pageId: page.id, photo: await upload(t, who.auth, await coloringLayer()) },
        headers: who.auth,
      });
      saved.push(json(res).data);
    }

    expect((await list(zoe.auth)).statusCode).toBe(403);
    expect((await list({})).statusCode).toBe(401);

    const all = json(await list(admin.auth)).data;
    expect(all).toMatchObject({ current_page: 1, last_page: 1, total: 3, per_page: 24 });
    expect(all.data.map((c: { id: number }) => c.id)).toEqual(saved.map((s) => s.id).reverse());
    expect(all.data[0]).toMatchObject({
      id: saved[2].id,
      pageId: rocket.id,
      page: { id: rocket.id, title: 'Rocket', illustration: rocket.illustration, thumbnail: rocket.thumbnail },
      user: { id: zoe.user.id, name: 'Zoe Zebra', email: 'zoe@example.com', photo: '' },
      photo: saved[2].photo,
      preview: saved[2].preview,
    });

    const byUser = json(await list(admin.auth, '?search=zebra')).data;
    expect(byUser.data.map((c: { user: { id: number } }) => c.user.id)).toEqual([zoe.user.id, zoe.user.id]);
    const byEmail = json(await list(admin.auth, '?search=ZOE%40EXAMPLE')).data;
    expect(byEmail.total).toBe(2);
    const byTitle = json(await list(admin.auth, '?search=giraffe')).data;
    expect(byTitle.data.map((c: { id: number }) => c.id)).toEqual([saved[0].id]);
    // Wildcards are searched as text: "_" and "%" do not match anything.
    expect(json(await list(admin.auth, '?search=e_in%20100%25')).data.total).toBe(1);
    expect(json(await list(admin.auth, '?search=%25%25%25')).data.total).toBe(0);

    const page2 = json(await list(admin.auth, '?per_page=2&page=2')).data;
    expect(page2).toMatchObject({ current_page: 2, last_page: 2, per_page: 2, total: 3 });
    expect(page2.data.map((c: { id: number }) => c.id)).toEqual([saved[0].id]);
    expect((await list(admin.auth, '?page=0')).statusCode).toBe(422);
  });
});
