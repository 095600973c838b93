import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createAdmin, createTestApp, json, signUpVerified, type TestApp } from '../../../test/app.ts';
import { subscriptions } from '../../db/schema.ts';
import { requirePaidPlan } from './require-paid-plan.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;
let user: Awaited<ReturnType<typeof signUpVerified>>;
let ids: Record<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t);
  user = await signUpVerified(t);
  const list = json(await t.app.inject({ method: 'GET', url: '/api/plans/list' })).data as { id: number; name: string }[];
  ids = Object.fromEntries(list.map((p) => [p.name, p.id]));
});
afterAll(() => t.close());

const update = (id: number, payload: object, auth: Record<string, string> = admin.auth) =>
  t.app.inject({ method: 'POST', url: `/api/plans/${id}/update`, headers: auth, payload });
const valid = { title: 'Starter', description: 'For families.', price: 7.99, publicPageLimit: 60, pageCreationLimit: 30 };

describe('plan lists', () => {
  it('shows every plan to guests, cheapest first, prices in dollars', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/plans/list' });
    expect(res.statusCode).toBe(200);
    const plans = json(res).data;
    expect(plans.map((p: { name: string }) => p.name)).toEqual(['free', 'starter', 'advanced']);
    expect(plans[1]).toMatchObject({ name: 'starter', title: 'Starter', price: 7.99, paid: true, discount: 0 });
    expect(plans[2]).toMatchObject({ name: 'advanced', price: 15.99, discount: 20, book_limit: 10, book_page_limit: 200 });
    expect(plans[0]).toMatchObject({ book_limit: 0, book_page_limit: 0 });
    expect(Object.keys(plans[0]).sort()).toEqual(
      [
        'book_limit',
        'book_page_limit',
        'description',
        'discount',
        'id',
        'name',
        'page_creation_limit',
        'paid',
        'price',
        'public_page_limit',
        'stripe_price_id',
        'title',
      ].sort(),
    );
  });

  it('lists only paid plans for checkout, to guests and users alike', async () => {
    for (const headers of [{}, user.auth]) {
      const plans = json(await t.app.inject({ method: 'GET', url: '/api/plans/paid/list', headers })).data;
      expect(plans.map((p: { name: string }) => p.name)).toEqual(['starter', 'advanced']);
    }
  });

  it('shows the Stripe price ID of paid plans to everyone, so checkout can send it', async () => {
    expect((await update(ids.starter!, { ...valid, stripePriceId: 'price_Starter123' })).statusCode).toBe(200);
    const asAdmin = json(await t.app.inject({ method: 'GET', url: '/api/plans/paid/list', headers: admin.auth })).data;
    expect(asAdmin[0].stripe_price_id).toBe('price_Starter123');
    const asUser = json(await t.app.inject({ method: 'GET', url: '/api/plans/paid/list', headers: user.auth })).data;
    expect(asUser[0].stripe_price_id).toBe('price_Starter123');
    const guest = json(await t.app.inject({ method: 'GET', url: '/api/plans/list' })).data;
    expect(guest.find((p: { name: string }) => p.name === 'free').stripe_price_id).toBeNull();
  });
});

describe('plan editor', () => {
  it('reads a plan for admins; unknown ids are 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/plans/${ids.advanced}/read`, headers: admin.auth });
    expect(res.statusCode).toBe(200);
    expect(json(res).data).toMatchObject({ id: ids.advanced, name: 'advanced', stripe_price_id: null });
    expect((await t.app.inject({ method: 'GET', url: '/api/plans/9999/read', headers: admin.auth })).statusCode).toBe(404);
    expect((await update(9999, valid)).statusCode).toBe(404);
  });

  it('updates a paid plan and answers the updated plan', async () => {
    const res = await update(ids.advanced!, {
      name: 'ignored',
      title: ' Classroom ',
      description: 'Big limits.',
      price: 19.5,
      publicPageLimit: 500,
      pageCreationLimit: 0,
      stripePriceId: 'price_Adv_9',
    });
    expect(res.statusCode).toBe(200);
    expect(json(res).data).toMatchObject({
      name: 'advanced',
      title: 'Classroom',
      description: 'Big limits.',
      price: 19.5,
      public_page_limit: 500,
      page_creation_limit: 0,
      stripe_price_id: 'price_Adv_9',
    });
    const listed = json(await t.app.inject({ method: 'GET', url: '/api/plans/list' })).data.find(
      (p: { name: string }) => p.name === 'advanced',
    );
    expect(listed).toMatchObject({ title: 'Classroom', price: 19.5 });
  });

  it('answers 422 with field errors for bad values', async () => {
    const res = await update(ids.starter!, {
      title: '',
      description: 'x'.repeat(301),
      price: '7.99',
      publicPageLimit: -1,
      pageCreationLimit: 1.5,
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(json(res).errors).sort()).toEqual(['description', 'pageCreationLimit', 'price', 'publicPageLimit', 'title']);

    const bounds = [
      [{ price: 0.49 }, 'price'],
      [{ price: 1000 }, 'price'],
      [{ price: 1.234 }, 'price'],
      [{ price: undefined }, 'price'],
      [{ publicPageLimit: 100_001 }, 'publicPageLimit'],
      [{ title: 'x'.repeat(61) }, 'title'],
      [{ stripePriceId: 'prod_123' }, 'stripePriceId'],
    ] as const;
    for (const [change, field] of bounds) {
      const r = await update(ids.starter!, { ...valid, ...change });
      expect(r.statusCode, JSON.stringify(change)).toBe(422);
      expect(json(r).errors[field]).toBeDefined();
    }
  });

  it('refuses a price ID already used by another plan', async () => {
    expect((await update(ids.starter!, { ...valid, stripePriceId: 'price_Shared' })).statusCode).toBe(200);
    const res = await update(ids.advanced!, { ...valid, title: 'Advanced', stripePriceId: 'price_Shared' });
    expect(res.statusCode).toBe(422);
    expect(json(res).errors.stripePriceId).toEqual(['This price ID is already used by another plan.']);
  });

  it('gives the free plan neither a price nor a price ID', async () => {
    const base = { title: 'Free', description: 'Try it.', publicPageLimit: 6, pageCreationLimit: 4 };
    const withPriceId = await update(ids.free!, { ...base, stripePriceId: 'price_Free' });
    expect(withPriceId.statusCode).toBe(422);
    expect(json(withPriceId).errors.stripePriceId).toBeDefined();
    expect(json(await update(ids.free!, { ...base, price: 3 })).errors.price).toBeDefined();
    const ok = await update(ids.free!, base);
    expect(ok.statusCode).toBe(200);
    expect(json(ok).data).toMatchObject({ price: 0, public_page_limit: 6, page_creation_limit: 4, stripe_price_id: null });
  });

  it('is for admins only: 403 for users, 401 for guests', async () => {
    expect((await update(ids.starter!, valid, user.auth)).statusCode).toBe(403);
    expect((await update(ids.starter!, valid, {})).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/api/plans/${ids.starter}/read`, headers: user.auth })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/plans/${ids.starter}/read` })).statusCode).toBe(401);
  });
});

describe('requirePaidPlan', () => {
  it('refuses free users with NO_PAID_PLAN and lets paid users and admins pass', async () => {
    const u = await signUpVerified(t);
    await expect(requirePaidPlan(t.database.db, { id: u.user.id, admin: false })).rejects.toMatchObject({
      code: 'NO_PAID_PLAN',
      status: 403,
      message: 'This is only available on a paid plan.',
    });
    await expect(requirePaidPlan(t.database.db, { id: admin.user.id, admin: true })).resolves.toBeUndefined();
    await t.database.db
      .insert(subscriptions)
      .values({ userId: u.user.id, planId: ids.starter!, stripeSubscriptionId: 'sub_gate', status: 'active', priceCents: 799 });
    await expect(requirePaidPlan(t.database.db, { id: u.user.id, admin: false })).resolves.toBeUndefined();
    // Canceled: paid until expire_at, then free again.
    await t.database.db
      .update(subscriptions)
      .set({ canceledAt: new Date(), expireAt: new Date(Date.now() + 3600_000) })
      .where(eq(subscriptions.stripeSubscriptionId, 'sub_gate'));
    await expect(requirePaidPlan(t.database.db, { id: u.user.id, admin: false })).resolves.toBeUndefined();
    await t.database.db
      .update(subscriptions)
      .set({ expireAt: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.stripeSubscriptionId, 'sub_gate'));
    await expect(requirePaidPlan(t.database.db, { id: u.user.id, admin: false })).rejects.toMatchObject({ code: 'NO_PAID_PLAN' });
  });
});
