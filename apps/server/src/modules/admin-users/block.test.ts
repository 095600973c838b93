import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, notInArray } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import { toggleBlocked } from './service.ts';
import { buildUser, createAdmin, createTestApp, json, signUpVerified, type TestApp } from '../../../test/app.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t);
});
afterAll(() => t.close());

const toggle = (id: number, headers = admin.auth) => t.app.inject({ method: 'PATCH', url: `/api/users/${id}/blocked/toggle`, headers });
const readMe = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/users/read', headers });
const signIn = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/users/sign-in', payload: { email, password } });

/** A second admin, created by the first, signed in. */
async function anotherAdmin() {
  const body = buildUser({ name: 'Second Admin' });
  const created = await t.app.inject({ method: 'POST', url: '/api/users/create', headers: admin.auth, payload: { ...body, admin: true } });
  if (created.statusCode !== 201) throw new Error(`create admin failed: ${created.body}`);
  const { token, user } = json(await signIn(body.email, body.password)).data;
  return { user: user as { id: number }, auth: { authorization: `Bearer ${token as string}` } };
}

describe('PATCH /users/{id}/blocked/toggle', () => {
  it('blocking tells every device at once that the account is blocked; unblocking lets them sign in again', async () => {
    const u = await signUpVerified(t);
    const phone = { authorization: `Bearer ${json(await signIn(u.email, u.password)).data.token as string}` };
    expect((await readMe(u.auth)).statusCode).toBe(200);

    const blocked = await toggle(u.user.id);
    expect(blocked.statusCode).toBe(200);
    expect(json(blocked).data).toMatchObject({ id: u.user.id, blocked: true });

    for (const headers of [u.auth, phone]) {
      const res = await readMe(headers);
      expect(res.statusCode).toBe(403);
      expect(json(res)).toEqual({
        code: 'BLOCKED',
        message: 'This account has been blocked. Contact support if you think this is a mistake.',
      });
    }
    const refused = await signIn(u.email, u.password);
    expect(refused.statusCode).toBe(403);
    expect(json(refused).code).toBe('BLOCKED');

    const unblocked = await toggle(u.user.id);
    expect(json(unblocked).data.blocked).toBe(false);
    const back = await signIn(u.email, u.password);
    expect(back.statusCode).toBe(200);
    expect((await readMe({ authorization: `Bearer ${json(back).data.token as string}` })).statusCode).toBe(200);
    // The sessions from before the block do not come back with the unblock.
    expect((await readMe(phone)).statusCode).toBe(401);
  });

  it('refuses to let an admin block themself', async () => {
    const res = await toggle(admin.user.id);
    expect(res.statusCode).toBe(403);
    expect(json(res)).toEqual({ code: 'FORBIDDEN', message: 'You cannot block your own account.' });
    expect((await readMe(admin.auth)).statusCode).toBe(200);
  });

  it('lets an admin block another admin, who is shut out at once', async () => {
    const second = await anotherAdmin();
    const res = await toggle(second.user.id);
    expect(json(res).data).toMatchObject({ admin: true, blocked: true });
    expect((await readMe(second.auth)).statusCode).toBe(403);
    await toggle(second.user.id);
  });

  it('never leaves the app without an active admin when two admins block each other at once', async () => {
    const second = await anotherAdmin();
    // Exactly two active admins race: any admin left from earlier tests is set aside.
    await t.database.db
      .update(users)
      .set({ blocked: true })
      .where(and(eq(users.admin, true), notInArray(users.id, [admin.user.id, second.user.id])));
    const [a, b] = await Promise.all([toggle(second.user.id, admin.auth), toggle(admin.user.id, second.auth)]);
    const statuses = [a.statusCode, b.statusCode];
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    const loser = a.statusCode === 200 ? b : a;
    // The loser was signed out before acting (401), was found blocked when its request was let in
    // (403 BLOCKED), or found it would block the last admin (403).
    expect([401, 403]).toContain(loser.statusCode);
    if (loser.statusCode === 403 && json(loser).code !== 'BLOCKED') expect(json(loser).message).toMatch(/last active admin/);
    const active = await t.database.db
      .select()
      .from(users)
      .where(and(eq(users.admin, true), eq(users.blocked, false)));
    expect(active.length).toBeGreaterThanOrEqual(1);

    // Put things back: whoever is still active unblocks the other.
    const winner = a.statusCode === 200 ? admin : second;
    const blockedOne = a.statusCode === 200 ? second : admin;
    await toggle(blockedOne.user.id, winner.auth);
    if (blockedOne === admin)
      admin.auth = { authorization: `Bearer ${json(await signIn(admin.email, admin.password)).data.token as string}` };
  });

  it('keeps the invariant when both blocks reach the service at the same instant', async () => {
    const second = await anotherAdmin();
    const db = t.database.db;
    await db
      .update(users)
      .set({ blocked: true })
      .where(and(eq(users.admin, true), notInArray(users.id, [admin.user.id, second.user.id])));
    const [first] = await db.select().from(users).where(eq(users.id, admin.user.id));
    const [other] = await db.select().from(users).where(eq(users.id, second.user.id));
    // Past the auth check already, so only the service's own locking can stop the second block.
    const results = await Promise.allSettled([toggleBlocked(t.app.ctx, other!.id, first!), toggleBlocked(t.app.ctx, first!.id, other!)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.find((r) => r.status === 'rejected');
    expect(rejected?.reason).toMatchObject({ code: 'FORBIDDEN', message: expect.stringMatching(/last active admin/) });
    const active = await db
      .select()
      .from(users)
      .where(and(eq(users.admin, true), eq(users.blocked, false)));
    expect(active).toHaveLength(1);

    await db.update(users).set({ blocked: false }).where(eq(users.id, admin.user.id));
    admin.auth = { authorization: `Bearer ${json(await signIn(admin.email, admin.password)).data.token as string}` };
  });

  it('answers 404 for an unknown user', async () => {
    const res = await toggle(999999);
    expect(res.statusCode).toBe(404);
    expect(json(res).code).toBe('NOT_FOUND');
  });
});
