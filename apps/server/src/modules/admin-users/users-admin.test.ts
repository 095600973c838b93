import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { credits, plans, subscriptions, users } from '../../db/schema.ts';
import { coloringLayer, upload } from '../coloreds/test-fixtures.ts';
import { toUser } from '../users/serialize.ts';
import { createAdmin, createTestApp, json, outboxCount, signUpVerified, type TestApp } from '../../../test/app.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t);
});
afterAll(() => t.close());

const get = (url: string, headers = admin.auth) => t.app.inject({ method: 'GET', url: `/api${url}`, headers });
const patch = (url: string, payload: unknown, headers = admin.auth) =>
  t.app.inject({ method: 'PATCH', url: `/api${url}`, payload: payload as object, headers });

/** Inserts users that all share one created_at, so only the id can order them. */
async function insertTwins(prefix: string, count: number, createdAt: Date) {
  const rows = Array.from({ length: count }, (_, i) => ({
    name: `${prefix} ${i}`,
    email: `${prefix.toLowerCase()}-${i}@example.com`,
    passwordHash: 'x',
    verifiedAt: createdAt,
    createdAt,
  }));
  return t.database.db.insert(users).values(rows).returning();
}

describe('GET /users/paginate', () => {
  it('lists newest first with the id breaking ties, and load-more walks every user exactly once', async () => {
    const twins = await insertTwins('Twin', 7, new Date('2030-01-01T00:00:00Z'));
    const seen: number[] = [];
    let page = 1;
    let last = 1;
    do {
      const res = await get(`/users/paginate?page=${page}&per_page=3&search=twin`);
      expect(res.statusCode).toBe(200);
      const body = json(res).data;
      expect(body).toMatchObject({ current_page: page, last_page: 3, per_page: 3, total: 7 });
      seen.push(...body.data.map((u: { id: number }) => u.id));
      last = body.last_page;
      page += 1;
    } while (page <= last);
    expect(seen).toEqual(twins.map((u) => u.id).sort((a, b) => b - a));

    // A future created_at puts the twins first in the unfiltered list too.
    const first = json(await get('/users/paginate')).data;
    expect(first.per_page).toBe(24);
    expect(first.data.slice(0, 7).map((u: { id: number }) => u.id)).toEqual(seen);
  });

  it('searches name and email without regard to case, and treats % and _ literally', async () => {
    const u = await signUpVerified(t, { name: 'Frida Kahlo', email: 'painter_99@example.com' });
    await signUpVerified(t, { name: 'Diego Rivera', email: 'painterx99@example.com' });
    const ids = async (search: string) =>
      json(await get(`/users/paginate?search=${encodeURIComponent(search)}`)).data.data.map((x: { id: number }) => x.id);
    expect(await ids('fRiDa')).toEqual([u.user.id]);
    expect(await ids('PAINTER_99')).toEqual([u.user.id]);
    expect(await ids('kahlo')).toEqual([u.user.id]);
    expect(await ids('%')).toEqual([]);
    const none = json(await get('/users/paginate?search=nobody-has-this')).data;
    expect(none).toEqual({ data: [], current_page: 1, last_page: 1, per_page: 24, total: 0 });
  });

  it('shows the admin each user with stripe_id, plan title and subscription, the same as toUser', async () => {
    const [paid, lapsed] = await insertTwins('Billing', 2, new Date('2031-01-01T00:00:00Z'));
    const [starter] = await t.database.db.select().from(plans).where(eq(plans.name, 'starter'));
    await t.database.db.update(users).set({ stripeId: 'cus_paid' }).where(eq(users.id, paid!.id));
    await t.database.db.insert(subscriptions).values([
      { userId: paid!.id, planId: starter!.id, stripeSubscriptionId: 'sub_paid', status: 'active', priceCents: 799 },
      {
        userId: lapsed!.id,
        planId: starter!.id,
        stripeSubscriptionId: 'sub_lapsed',
        status: 'canceled',
        priceCents: 799,
        canceledAt: new Date('2020-01-01T00:00:00Z'),
        expireAt: new Date('2020-02-01T00:00:00Z'),
      },
    ]);
    const body = json(await get('/users/paginate?search=billing')).data;
    const byId = new Map(body.data.map((u: { id: number }) => [u.id, u]));
    expect(byId.get(paid!.id)).toMatchObject({
      stripe_id: 'cus_paid',
      plan: { name: 'starter', title: 'Starter', paid: true },
      subscription: { status: 'active', price: 7.99 },
    });
    expect(byId.get(lapsed!.id)).toMatchObject({ stripe_id: null, plan: { name: 'free', title: 'Free' }, subscription: null });

    // The batched serializer must give exactly what toUser gives, for every kind of user.
    const all = json(await get('/users/paginate?per_page=100')).data.data as { id: number }[];
    const rows = await t.database.db
      .select()
      .from(users)
      .where(
        inArray(
          users.id,
          all.map((u) => u.id),
        ),
      );
    const adminRow = rows.find((r) => r.id === admin.user.id)!;
    for (const item of all) {
      const row = rows.find((r) => r.id === item.id)!;
      expect(item).toEqual(await toUser(t.database.db, row, adminRow));
    }
  });

  it('rejects a bad page number with 422', async () => {
    const res = await get('/users/paginate?page=0');
    expect(res.statusCode).toBe(422);
    expect(json(res).errors.page).toBeDefined();
  });
});

describe('GET /users/{id}/read', () => {
  it('returns the user, 404 for an unknown id and 422 for a non-numeric one', async () => {
    const u = await signUpVerified(t);
    const res = await get(`/users/${u.user.id}/read`);
    expect(res.statusCode).toBe(200);
    expect(json(res).data).toMatchObject({ id: u.user.id, email: u.email, stripe_id: null, plan: { title: 'Free' } });
    const missing = await get('/users/999999/read');
    expect(missing.statusCode).toBe(404);
    expect(json(missing)).toEqual({ code: 'NOT_FOUND', message: 'User was not found.' });
    expect((await get('/users/abc/read')).statusCode).toBe(422);
  });
});

describe('PATCH /users/{id}/update', () => {
  it('changes name, photo and email at once, without a verification mail', async () => {
    const u = await signUpVerified(t);
    const mails = outboxCount(t.dataDir);
    const photo = await upload(t, admin.auth, await coloringLayer());
    const res = await patch(`/users/${u.user.id}/update`, {
      name: 'New Name',
      email: 'Changed.By.Admin@Example.com',
      photo,
    });
    expect(res.statusCode).toBe(200);
    expect(json(res).data).toMatchObject({
      id: u.user.id,
      name: 'New Name',
      email: 'changed.by.admin@example.com',
      photo,
      admin: false,
    });
    expect(outboxCount(t.dataDir)).toBe(mails);
    const kept = await patch(`/users/${u.user.id}/update`, { name: 'Renamed Again', email: 'changed.by.admin@example.com' });
    expect(json(kept).data).toMatchObject({ name: 'Renamed Again', photo });
    const removed = await patch(`/users/${u.user.id}/update`, { name: 'Renamed Again', email: 'changed.by.admin@example.com', photo: '' });
    expect(json(removed).data.photo).toBe('');
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/users/sign-in',
      payload: { email: 'changed.by.admin@example.com', password: u.password },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('answers 409 when the email belongs to someone else, 422 for bad fields and 404 for an unknown user', async () => {
    const a = await signUpVerified(t);
    const b = await signUpVerified(t);
    const taken = await patch(`/users/${a.user.id}/update`, { name: 'A', email: b.email.toUpperCase(), photo: '' });
    expect(taken.statusCode).toBe(409);
    expect(json(taken)).toEqual({ code: 'CONFLICT', message: 'An account with this email already exists.' });
    const same = await patch(`/users/${a.user.id}/update`, { name: 'A', email: a.email, photo: '' });
    expect(same.statusCode).toBe(200);

    const bad = await patch(`/users/${a.user.id}/update`, { name: '', email: 'nope', admin: 'yes' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(json(bad).errors).sort()).toEqual(['admin', 'email', 'name']);
    expect((await patch('/users/999999/update', { name: 'X', email: 'x@example.com' })).statusCode).toBe(404);
  });

  it('promotes and demotes; a demoted admin gets free credits; the last active admin cannot be demoted', async () => {
    const u = await signUpVerified(t);
    const promoted = await patch(`/users/${u.user.id}/update`, { name: u.name, email: u.email, admin: true });
    expect(json(promoted).data).toMatchObject({ admin: true, plan: null });
    expect((await get('/analytics/counters', u.auth)).statusCode).toBe(200);

    // With two admins, the first may step down; the promoted one is then the last.
    const stepDown = await patch(`/users/${admin.user.id}/update`, { name: admin.name, email: admin.email, admin: false });
    expect(stepDown.statusCode).toBe(200);
    expect((await get('/analytics/counters')).statusCode).toBe(403);
    const [adminCredits] = await t.database.db.select().from(credits).where(eq(credits.userId, admin.user.id));
    expect(adminCredits).toMatchObject({ publicPage: 5, pageCreation: 3 });

    const last = await patch(`/users/${u.user.id}/update`, { name: u.name, email: u.email, admin: false }, u.auth);
    expect(last.statusCode).toBe(403);
    expect(json(last)).toMatchObject({ code: 'FORBIDDEN', message: expect.stringMatching(/last active admin/) });
    expect(json(await get(`/users/${u.user.id}/read`, u.auth)).data.admin).toBe(true);

    // Restore the original admin for the other tests.
    await patch(`/users/${admin.user.id}/update`, { name: admin.name, email: admin.email, admin: true }, u.auth);
    expect((await get('/analytics/counters')).statusCode).toBe(200);
  });
});
