import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createTestApp, json, signUpVerified, type TestApp } from '../../../test/app.ts';
import { closeApp, insertPages, listIds, readPage, toggle, uniqueWord } from './test-fixtures.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t);
});
afterAll(() => closeApp(t));

describe('PATCH /pages/{id}/blocked/toggle and GET /pages/{id}/read', () => {
  it('lets an owner delete their page: it leaves every list and reads as 404, but admins still see it', async () => {
    const word = uniqueWord();
    const owner = await signUpVerified(t);
    const other = await signUpVerified(t);
    const [page, kept] = await insertPages(t, owner.user.id, [{ title: `${word} gone` }, { title: `${word} kept` }]);
    expect(json(await readPage(t, other.auth, page!.id)).data).toMatchObject({ id: page!.id, blocked: false });

    const res = await toggle(t, owner.auth, page!.id, 'blocked');
    expect(res.statusCode).toBe(200);
    expect(json(res).data).toMatchObject({ id: page!.id, blocked: true, is_owner: true });
    expect(json(res).data.user).not.toHaveProperty('stripe_id');

    for (const scope of ['public', 'owned']) expect(await listIds(t, owner.auth, { search: word, scope })).toEqual([kept!.id]);
    for (const who of [owner, other]) {
      const read = await readPage(t, who.auth, page!.id);
      expect(read.statusCode).toBe(404);
      expect(json(read).code).toBe('NOT_FOUND');
    }
    // Deleting again (or "undeleting") is not possible for the owner: the page is gone for them.
    expect((await toggle(t, owner.auth, page!.id, 'blocked')).statusCode).toBe(404);

    const adminRead = await readPage(t, admin.auth, page!.id);
    expect(json(adminRead).data).toMatchObject({ id: page!.id, blocked: true, user: { id: owner.user.id, stripe_id: null } });
    expect(await listIds(t, admin.auth, { search: word, sort: 'oldest' })).toEqual([page!.id, kept!.id]);
  });

  it("refuses someone else's page (403) and unknown pages (404)", async () => {
    const owner = await signUpVerified(t);
    const other = await signUpVerified(t);
    const [page] = await insertPages(t, owner.user.id, [{}]);
    const res = await toggle(t, other.auth, page!.id, 'blocked');
    expect(res.statusCode).toBe(403);
    expect(json(res).code).toBe('FORBIDDEN');
    expect(json(await readPage(t, owner.auth, page!.id)).data.blocked).toBe(false);
    expect((await toggle(t, other.auth, 99_999_999, 'blocked')).statusCode).toBe(404);
    expect((await readPage(t, other.auth, 99_999_999)).statusCode).toBe(404);
    expect((await toggle(t, {}, page!.id, 'blocked')).statusCode).toBe(401);
    expect((await readPage(t, {}, page!.id)).statusCode).toBe(401);
  });

  it('lets an admin block and unblock any page; the owner cannot undo a block', async () => {
    const word = uniqueWord();
    const owner = await signUpVerified(t);
    const [page] = await insertPages(t, owner.user.id, [{ title: word }]);

    const blocked = await toggle(t, admin.auth, page!.id, 'blocked');
    expect(json(blocked).data).toMatchObject({ id: page!.id, blocked: true });
    expect(await listIds(t, owner.auth, { search: word })).toEqual([]);
    expect((await readPage(t, owner.auth, page!.id)).statusCode).toBe(404);
    expect((await toggle(t, owner.auth, page!.id, 'blocked')).statusCode).toBe(404);

    const unblocked = await toggle(t, admin.auth, page!.id, 'blocked');
    expect(json(unblocked).data).toMatchObject({ id: page!.id, blocked: false });
    expect(await listIds(t, owner.auth, { search: word })).toEqual([page!.id]);
    expect(json(await readPage(t, owner.auth, page!.id)).data.blocked).toBe(false);
    expect((await toggle(t, admin.auth, 99_999_999, 'blocked')).statusCode).toBe(404);
  });
});
