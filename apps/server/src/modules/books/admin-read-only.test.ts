import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createPaidUser, createTestApp, json, type TestApp } from '../../../test/app.ts';
import { createTestPage } from '../coloreds/test-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("an admin and a user's book", () => {
  it('may open it, but not rename, change, build or delete it', async () => {
    const author = await createPaidUser(t);
    const admin = await createAdmin(t);
    const page = await createTestPage(t, author.user.id);
    const call = (method: 'GET' | 'POST', url: string, auth: Record<string, string>, payload?: object) =>
      t.app.inject({ method, url: `/api${url}`, headers: auth, ...(payload ? { payload } : {}) });
    const book = json(await call('POST', '/books', author.auth, { name: 'Our zoo' })).data;
    await call('POST', `/books/${book.id}/pages`, author.auth, { page_id: page.id });

    expect(json(await call('GET', `/books/${book.id}`, admin.auth)).data.name).toBe('Our zoo');
    for (const [url, payload] of [
      [`/books/${book.id}/update`, { name: 'Renamed by admin' }],
      [`/books/${book.id}/pages`, { page_id: page.id }],
      [`/books/${book.id}/export`, {}],
      [`/books/${book.id}/delete`, {}],
    ] as const) {
      const res = await call('POST', url, admin.auth, payload);
      expect(res.statusCode, url).toBe(403);
      expect(json(res).code, url).toBe('FORBIDDEN');
    }
    const after = json(await call('GET', `/books/${book.id}`, author.auth)).data;
    expect(after).toMatchObject({ name: 'Our zoo', page_count: 1, export: null });
  });
});
