import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { json, signUpVerified } from '../../../test/app.ts';
import { startBillingKit, type BillingKit } from './test-fixtures.ts';
import { credits, paymentEvents, subscriptions } from '../../db/schema.ts';

let k: BillingKit;
beforeAll(async () => {
  k = await startBillingKit();
});
afterAll(() => k.close());

type Customer = Awaited<ReturnType<typeof signUpVerified>>;

const checkout = (who: { auth: Record<string, string> }, priceId: unknown) =>
  k.t.app.inject({ method: 'POST', url: '/api/stripe/checkout', headers: who.auth, payload: { priceId } });
const me = async (who: Customer) => json(await k.t.app.inject({ method: 'GET', url: '/api/users/read', headers: who.auth })).data;
const credit = async (who: Customer) => json(await k.t.app.inject({ method: 'GET', url: '/api/credits/read', headers: who.auth })).data;
const sessionIdOf = (url: string) => url.split('/').at(-1)!;

/** Checkout through the API, then Stripe's part: the customer pays. */
async function pay(who: Customer, plan: 'starter' | 'advanced') {
  const res = await checkout(who, k.plans[plan].priceId);
  expect(res.statusCode).toBe(200);
  return k.fake.completeCheckout(sessionIdOf(json(res).data.url));
}

/** A full purchase with the events in Stripe's usual order. */
async function buy(who: Customer, plan: 'starter' | 'advanced') {
  const { session, subscription } = await pay(who, plan);
  expect((await k.deliver(k.fake.event('checkout.session.completed', session))).statusCode).toBe(200);
  expect((await k.deliver(k.fake.event('invoice.paid', k.fake.invoice(subscription.id, 'subscription_create')))).statusCode).toBe(200);
  return subscription;
}

/** Spends credits directly, as a page creation would. */
async function setBalance(who: Customer, publicPage: number, pageCreation: number) {
  await k.t.database.db.update(credits).set({ publicPage, pageCreation }).where(eq(credits.userId, who.user.id));
}

describe('checkout', () => {
  it('opens a Stripe Checkout page for a paid plan, with the user and plan attached', async () => {
    const u = await signUpVerified(k.t);
    const res = await checkout(u, k.plans.starter.priceId);
    expect(res.statusCode).toBe(200);
    const { url } = json(res).data;
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.test\//);
    const session = k.fake.sessions.get(sessionIdOf(url))!;
    expect(session).toMatchObject({
      mode: 'subscription',
      client_reference_id: String(u.user.id),
      metadata: { userId: String(u.user.id), planId: String(k.plans.starter.id) },
      success_url: 'http://localhost:3000/payment?status=success&session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost:3000/payment?status=canceled',
      price: 'price_starter',
    });
    expect((await me(u)).stripe_id).toBe(session.customer);
  });

  it('creates one Stripe customer even when two checkouts start at once', async () => {
    const u = await signUpVerified(k.t);
    const [a, b] = await Promise.all([checkout(u, k.plans.starter.priceId), checkout(u, k.plans.advanced.priceId)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const mine = [...k.fake.customers.values()].filter((c) => c.metadata.userId === String(u.user.id));
    expect(mine).toHaveLength(1);
    expect((await me(u)).stripe_id).toBe(mine[0]!.id);
    // A later checkout reuses the stored customer.
    await checkout(u, k.plans.starter.priceId);
    expect([...k.fake.customers.values()].filter((c) => c.metadata.userId === String(u.user.id))).toHaveLength(1);
  });

  it('refuses a price that is not a paid plan with 422', async () => {
    const u = await signUpVerified(k.t);
    for (const priceId of ['price_unknown', '', 42]) {
      const res = await checkout(u, priceId);
      expect(res.statusCode).toBe(422);
      expect(json(res).errors.priceId).toBeDefined();
    }
  });

  it('is for users only: 403 for admins, 401 for guests', async () => {
    expect((await checkout(k.admin, k.plans.starter.priceId)).statusCode).toBe(403);
    expect((await checkout({ auth: {} }, k.plans.starter.priceId)).statusCode).toBe(401);
  });

  it('answers 503 while the Stripe key is missing, and 502 when Stripe fails', async () => {
    const u = await signUpVerified(k.t);
    const setKey = (value: string) =>
      k.t.app.inject({ method: 'PATCH', url: '/api/settings/stripe_key/update', headers: k.admin.auth, payload: { value } });
    await setKey('');
    try {
      const res = await checkout(u, k.plans.starter.priceId);
      expect(res.statusCode).toBe(503);
      expect(json(res).code).toBe('PROVIDER_NOT_CONFIGURED');
    } finally {
      await setKey('sk_test_fake_key');
    }
    k.fake.failNext('/v1/checkout/sessions');
    const res = await checkout(u, k.plans.starter.priceId);
    expect(res.statusCode).toBe(502);
    expect(json(res).code).toBe('PROVIDER_ERROR');
    expect((await me(u)).plan.name).toBe('free');
  });
});

describe('webhook', () => {
  it('turns a full purchase into the starter plan with starter credits', async () => {
    const u = await signUpVerified(k.t);
    expect((await credit(u)).public_page).toBe(k.plans.free.publicPageLimit);
    await buy(u, 'starter');
    const user = await me(u);
    expect(user.plan).toMatchObject({ name: 'starter', paid: true });
    expect(user.subscription).toMatchObject({ status: 'active', price: 7.99, canceled_at: null, expire_at: null });
    const c = await credit(u);
    expect(c).toMatchObject({ public_page: k.plans.starter.publicPageLimit, page_creation: k.plans.starter.pageCreationLimit });
    expect(c.user.plan.name).toBe('starter');
    // Buying the plan one already has is refused; the other paid plan is an upgrade.
    const again = await checkout(u, k.plans.starter.priceId);
    expect(again.statusCode).toBe(409);
    expect(json(again).code).toBe('CONFLICT');
    expect((await checkout(u, k.plans.advanced.priceId)).statusCode).toBe(200);
  });

  it('drops the user to the free plan when Stripe ends the subscription', async () => {
    const u = await signUpVerified(k.t);
    const sub = await buy(u, 'starter');
    // Stripe gives up after failed payments and deletes the subscription.
    Object.assign(k.fake.subscriptions.get(sub.id)!, {
      status: 'canceled',
      canceled_at: Math.floor(Date.now() / 1000) - 5,
      ended_at: Math.floor(Date.now() / 1000) - 5,
    });
    expect((await k.deliver(k.fake.event('customer.subscription.deleted', sub))).statusCode).toBe(200);
    const user = await me(u);
    expect(user.plan.name).toBe('free');
    expect(user.subscription).toBeNull();
    const list = json(
      await k.t.app.inject({
        method: 'GET',
        url: `/api/subscriptions/paginate?search=${encodeURIComponent(u.email)}`,
        headers: k.admin.auth,
      }),
    ).data;
    expect(list.data[0]).toMatchObject({ status: 'canceled' });
    expect(list.data[0].expire_at).not.toBeNull();
  });

  it('refills the credits on each renewal', async () => {
    const u = await signUpVerified(k.t);
    const sub = await buy(u, 'starter');
    await setBalance(u, 1, 0);
    const before = await credit(u);
    const res = await k.deliver(k.fake.event('invoice.paid', k.fake.renew(sub.id)));
    expect(res.statusCode).toBe(200);
    const after = await credit(u);
    expect(after).toMatchObject({ public_page: k.plans.starter.publicPageLimit, page_creation: k.plans.starter.pageCreationLimit });
    expect(new Date(after.next_reset_at).getTime()).toBeGreaterThan(new Date(before.next_reset_at).getTime());
  });

  it('applies a replayed event only once', async () => {
    const u = await signUpVerified(k.t);
    const { session, subscription } = await pay(u, 'starter');
    await k.deliver(k.fake.event('checkout.session.completed', session));
    const paid = k.fake.event('invoice.paid', k.fake.invoice(subscription.id, 'subscription_create'));
    expect((await k.deliver(paid)).statusCode).toBe(200);
    await setBalance(u, 3, 2);
    const replay = await k.deliver(paid);
    expect(replay.statusCode).toBe(200);
    expect(json(replay)).toEqual({ data: { received: true } });
    expect(await credit(u)).toMatchObject({ public_page: 3, page_creation: 2 });
  });

  it('ends in the same state when the subscription update arrives before the checkout', async () => {
    const inOrder = await signUpVerified(k.t);
    await buy(inOrder, 'starter');

    const outOfOrder = await signUpVerified(k.t);
    const { session, subscription } = await pay(outOfOrder, 'starter');
    const paid = k.fake.invoice(subscription.id, 'subscription_create');
    for (const event of [
      k.fake.event('customer.subscription.updated', subscription),
      k.fake.event('invoice.paid', paid),
      k.fake.event('checkout.session.completed', session),
      k.fake.event('customer.subscription.created', subscription),
    ]) {
      expect((await k.deliver(event)).statusCode).toBe(200);
    }
    const a = await me(inOrder);
    const b = await me(outOfOrder);
    expect(b.plan).toEqual(a.plan);
    expect({ ...b.subscription, id: 0, created_at: 0 }).toEqual({ ...a.subscription, id: 0, created_at: 0 });
    const ca = await credit(inOrder);
    const cb = await credit(outOfOrder);
    expect([cb.public_page, cb.page_creation]).toEqual([ca.public_page, ca.page_creation]);
    const rows = await k.t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, outOfOrder.user.id));
    expect(rows).toHaveLength(1);
  });

  it('keeps a cancellation when an older event about the subscription arrives late', async () => {
    const u = await signUpVerified(k.t);
    const sub = await buy(u, 'starter');
    const stale = structuredClone(sub);
    // The customer cancels in the Stripe portal; the update event comes first, a stale one after.
    const live = k.fake.subscriptions.get(sub.id)!;
    Object.assign(live, {
      cancel_at_period_end: true,
      cancel_at: live.items.data[0].current_period_end,
      canceled_at: Math.floor(Date.now() / 1000),
    });
    await k.deliver(k.fake.event('customer.subscription.updated', live));
    await k.deliver(k.fake.event('customer.subscription.created', stale));
    const user = await me(u);
    expect(user.subscription.status).toBe('canceled');
    expect(user.subscription.expire_at).toBe(new Date(live.cancel_at * 1000).toISOString());
    expect(user.plan.name).toBe('starter');
  });

  it('rejects a bad or missing signature with 400 and changes nothing', async () => {
    const u = await signUpVerified(k.t);
    const { session } = await pay(u, 'starter');
    const event = k.fake.event('checkout.session.completed', session);
    const forged = await k.deliver({ payload: event.payload, signature: event.signature.replace(/v1=[0-9a-f]{4}/, 'v1=0000') });
    expect(forged.statusCode).toBe(400);
    expect(json(forged).code).toBe('BAD_REQUEST');
    const tampered = await k.deliver({ payload: event.payload.replace('"subscription"', '"subscription" '), signature: event.signature });
    expect(tampered.statusCode).toBe(400);
    const unsigned = await k.t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload: event.payload,
    });
    expect(unsigned.statusCode).toBe(400);
    expect((await me(u)).plan.name).toBe('free');
  });

  it('acknowledges an event it does not handle and ignores it', async () => {
    const event = k.fake.event('customer.created', { id: 'cus_x', object: 'customer' });
    const res = await k.deliver(event);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ data: { received: true } });
    expect(await k.t.database.db.select().from(paymentEvents).where(eq(paymentEvents.id, event.id))).toHaveLength(0);
  });

  it('answers 502 when Stripe cannot be read, and applies the event when Stripe delivers it again', async () => {
    const u = await signUpVerified(k.t);
    const { session } = await pay(u, 'starter');
    const event = k.fake.event('checkout.session.completed', session);
    k.fake.failNext('/v1/subscriptions');
    expect((await k.deliver(event)).statusCode).toBe(502);
    expect((await me(u)).plan.name).toBe('free');
    expect((await k.deliver(event)).statusCode).toBe(200);
    expect((await me(u)).plan.name).toBe('starter');
  });

  it('applies the same event delivered twice at once only once', async () => {
    const u = await signUpVerified(k.t);
    const first = await buy(u, 'starter');
    // An upgrade: the new purchase must stop the old subscription, exactly once.
    const { session, subscription } = await pay(u, 'advanced');
    const completed = k.fake.event('checkout.session.completed', session);
    const paid = k.fake.event('invoice.paid', k.fake.invoice(subscription.id, 'subscription_create'));
    const callsBefore = k.fake.calls.length;
    const results = await Promise.all([k.deliver(completed), k.deliver(completed), k.deliver(paid), k.deliver(paid)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const cancels = k.fake.calls.slice(callsBefore).filter((c) => c === `DELETE /v1/subscriptions/${first.id}`);
    expect(cancels).toHaveLength(1);
    const rows = await k.t.database.db.select().from(subscriptions).where(eq(subscriptions.stripeSubscriptionId, subscription.id));
    expect(rows).toHaveLength(1);
    expect(await k.t.database.db.select().from(paymentEvents).where(eq(paymentEvents.id, paid.id))).toHaveLength(1);
    expect((await me(u)).plan.name).toBe('advanced');
    expect(await credit(u)).toMatchObject({
      public_page: k.plans.advanced.publicPageLimit,
      page_creation: k.plans.advanced.pageCreationLimit,
    });
    expect(k.fake.subscriptions.get(first.id)!.status).toBe('canceled');
  });

  it('marks a subscription past due when a renewal payment fails, keeping the plan', async () => {
    const u = await signUpVerified(k.t);
    const sub = await buy(u, 'starter');
    const failed = { ...k.fake.renew(sub.id), status: 'open', billing_reason: 'subscription_cycle' };
    expect((await k.deliver(k.fake.event('invoice.payment_failed', failed))).statusCode).toBe(200);
    const [row] = await k.t.database.db.select().from(subscriptions).where(eq(subscriptions.stripeSubscriptionId, sub.id));
    expect(row!.status).toBe('past_due');
    expect((await me(u)).plan.name).toBe('starter');
  });

  it('answers 503 while the webhook secret is missing', async () => {
    const setSecret = (value: string) =>
      k.t.app.inject({ method: 'PATCH', url: '/api/settings/stripe_webhook_secret/update', headers: k.admin.auth, payload: { value } });
    await setSecret('');
    try {
      const res = await k.deliver(k.fake.event('customer.created', { id: 'cus_y' }));
      expect(res.statusCode).toBe(503);
    } finally {
      await setSecret('whsec_fake_secret_for_tests');
    }
  });
});

describe('cancellation', () => {
  it('cancels at the end of the period; the plan stays until expire_at, then the user is free', async () => {
    const u = await signUpVerified(k.t);
    const sub = await buy(u, 'starter');
    const res = await k.t.app.inject({ method: 'POST', url: '/api/stripe/subscription/cancel', headers: u.auth });
    expect(res.statusCode).toBe(200);
    const { subscription } = json(res).data;
    const periodEnd = new Date(sub.items.data[0].current_period_end * 1000).toISOString();
    expect(subscription).toMatchObject({ status: 'canceled', expire_at: periodEnd });
    expect(subscription.canceled_at).not.toBeNull();
    expect(k.fake.subscriptions.get(sub.id)!.cancel_at_period_end).toBe(true);

    const user = await me(u);
    expect(user.plan.name).toBe('starter');
    expect(user.subscription).toMatchObject({ status: 'canceled', expire_at: periodEnd });
    // Nothing left to cancel.
    expect((await k.t.app.inject({ method: 'POST', url: '/api/stripe/subscription/cancel', headers: u.auth })).statusCode).toBe(404);

    // The paid period ends: free plan; the free limits come with the next monthly refill.
    const past = new Date(Date.now() - 60_000);
    await k.t.database.db.update(subscriptions).set({ expireAt: past }).where(eq(subscriptions.stripeSubscriptionId, sub.id));
    expect((await me(u)).plan.name).toBe('free');
    expect((await credit(u)).public_page).toBe(k.plans.starter.publicPageLimit);
    await k.t.database.db
      .update(credits)
      .set({ resetAt: new Date(Date.now() - 32 * 24 * 3600_000) })
      .where(eq(credits.userId, u.user.id));
    const c = await credit(u);
    expect(c).toMatchObject({ public_page: k.plans.free.publicPageLimit, page_creation: k.plans.free.pageCreationLimit });
    expect(c.user).toMatchObject({ plan: { name: 'free', paid: false }, subscription: null });
  });

  it('answers 404 to a user without a subscription and 403 to admins', async () => {
    const u = await signUpVerified(k.t);
    expect((await k.t.app.inject({ method: 'POST', url: '/api/stripe/subscription/cancel', headers: u.auth })).statusCode).toBe(404);
    expect((await k.t.app.inject({ method: 'POST', url: '/api/stripe/subscription/cancel', headers: k.admin.auth })).statusCode).toBe(403);
  });
});

describe('admin subscriptions list', () => {
  it('lists subscriptions newest first, searchable by email and customer id, for admins only', async () => {
    const u = await signUpVerified(k.t, { name: 'Searchable Sam' });
    await buy(u, 'advanced');
    const list = async (query: string, auth: Record<string, string> = k.admin.auth) =>
      k.t.app.inject({ method: 'GET', url: `/api/subscriptions/paginate?${query}`, headers: auth });

    const all = json(await list('page=1&per_page=2')).data;
    expect(all).toMatchObject({ current_page: 1, per_page: 2 });
    expect(all.data).toHaveLength(2);
    expect(all.last_page).toBe(Math.ceil(all.total / 2));
    expect(all.data[0].user.email).toBe(u.email);
    expect(all.data[0]).toMatchObject({ plan: { name: 'advanced', title: 'Advanced' }, price: 15.99, status: 'active', canceled_at: null });

    const customer = (await me(u)).stripe_id;
    for (const search of [u.email.toUpperCase(), 'searchable', customer]) {
      const found = json(await list(`search=${encodeURIComponent(search)}`)).data;
      expect(found.total).toBe(1);
      expect(found.data[0].user).toEqual({ id: u.user.id, email: u.email, name: 'Searchable Sam', stripe_id: customer });
    }
    expect(json(await list('search=%25')).data.total).toBe(0);
    expect((await list('', u.auth)).statusCode).toBe(403);
    expect((await list('', {})).statusCode).toBe(401);
  });
});
