import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import type { Db } from '../db/client.ts';
import { plans, subscriptions } from '../db/schema.ts';

/**
 * Stripe's part in the demo, when no Stripe key is set (docs/decisions/029-demo-payments.md). The
 * billing code stays the real Stripe path: it talks to the official SDK, whose HTTP client here
 * answers from this object instead of api.stripe.com. Checkout sessions point at the app's own
 * /demo-checkout page, and paying there sends signed webhook events through the real webhook route.
 */

type Obj = Record<string, any>;

const DAY = 24 * 3600;
const now = () => Math.floor(Date.now() / 1000);
const newId = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;

/** The price id a demo plan gets when it has none (a paid plan without one cannot be bought). */
export const demoPriceId = (planName: string) => `price_demo_${planName}`;

/** Stripe's form encoding (`a[b][0][c]=1`) back into nested objects and arrays. */
function parseForm(body: string): Obj {
  const out: Obj = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.replace(/\]/g, '').split('[');
    let node: any = out;
    parts.forEach((part, i) => {
      const last = i === parts.length - 1;
      const nextIsIndex = /^\d+$/.test(parts[i + 1] ?? '');
      if (last) node[part] = value;
      else node = node[part] ??= nextIsIndex ? [] : {};
    });
  }
  return out;
}

export interface PaymentsStandIn {
  /** A Stripe SDK client whose every call is answered here. */
  stripe: Stripe;
  /** Signs the webhook events this stand-in sends; the app checks them with it. */
  webhookSecret: string;
  session(id: string): Obj | undefined;
  /** The customer pays: an active monthly subscription, and the events Stripe would send. */
  pay(sessionId: string): Promise<Array<{ payload: string; signature: string }>>;
}

export function createPaymentsStandIn(db: Db, appUrl: string): PaymentsStandIn {
  const webhookSecret = `whsec_demo_${randomBytes(16).toString('hex')}`;
  const sessions = new Map<string, Obj>();
  const subs = new Map<string, Obj>();

  const priceOf = async (id: string): Promise<Obj | null> => {
    const [plan] = await db.select().from(plans).where(eq(plans.stripePriceId, id)).limit(1);
    if (!plan?.paid) return null;
    return { id, object: 'price', unit_amount: plan.priceCents, currency: 'usd', recurring: { interval: 'month' } };
  };

  const subscriptionOf = (id: string, customer: string, price: Obj, metadata: Obj, start: number, end: number) => ({
    id,
    object: 'subscription',
    customer,
    status: 'active',
    created: start,
    cancel_at_period_end: false,
    cancel_at: null,
    canceled_at: null,
    ended_at: null,
    latest_invoice: null,
    metadata,
    items: {
      object: 'list',
      has_more: false,
      data: [{ id: newId('si'), object: 'subscription_item', price, quantity: 1, current_period_start: start, current_period_end: end }],
    },
  });

  /** A subscription made before a restart (or seeded) is rebuilt from our own row. */
  async function findSubscription(id: string): Promise<Obj | null> {
    const known = subs.get(id);
    if (known) return known;
    const [row] = await db
      .select({ sub: subscriptions, priceId: plans.stripePriceId })
      .from(subscriptions)
      .innerJoin(plans, eq(plans.id, subscriptions.planId))
      .where(eq(subscriptions.stripeSubscriptionId, id))
      .limit(1);
    if (!row?.priceId) return null;
    const price = (await priceOf(row.priceId)) ?? { id: row.priceId, object: 'price', unit_amount: row.sub.priceCents };
    const start = Math.floor(row.sub.createdAt.getTime() / 1000);
    const end = Math.floor((row.sub.currentPeriodEnd?.getTime() ?? Date.now() + 30 * DAY * 1000) / 1000);
    const sub = subscriptionOf(id, row.sub.stripeCustomerId ?? newId('cus'), price, {}, start, end);
    subs.set(id, sub);
    return sub;
  }

  const error = (status: number, message: string) => ({ status, body: { error: { type: 'invalid_request_error', message } } });

  async function route(method: string, path: string, form: Obj): Promise<{ status: number; body: Obj }> {
    let m: RegExpExecArray | null;
    if (method === 'POST' && path === '/v1/customers') {
      return { status: 200, body: { id: newId('cus_demo'), object: 'customer', email: form.email ?? null, metadata: form.metadata ?? {} } };
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const priceId = String(form.line_items?.[0]?.price ?? '');
      const price = await priceOf(priceId);
      if (!price) return error(400, `No such price: '${priceId}'`);
      const [plan] = await db.select({ title: plans.title }).from(plans).where(eq(plans.stripePriceId, priceId)).limit(1);
      const id = newId('cs_demo');
      const session = {
        id,
        object: 'checkout.session',
        mode: form.mode,
        customer: form.customer,
        client_reference_id: form.client_reference_id ?? null,
        metadata: form.metadata ?? {},
        success_url: form.success_url,
        cancel_url: form.cancel_url,
        status: 'open',
        payment_status: 'unpaid',
        subscription: null,
        url: `${appUrl}/demo-checkout/${id}`,
      };
      sessions.set(id, { ...session, price, planTitle: plan?.title, subscriptionMetadata: form.subscription_data?.metadata ?? {} });
      return { status: 200, body: session };
    }
    if ((m = /^\/v1\/subscriptions\/([^/]+)$/.exec(path))) {
      const sub = await findSubscription(decodeURIComponent(m[1]!));
      if (!sub) return error(404, `No such subscription: '${m[1]}'`);
      if (method === 'POST' && form.cancel_at_period_end !== undefined) {
        const cancel = form.cancel_at_period_end === 'true';
        Object.assign(sub, {
          cancel_at_period_end: cancel,
          cancel_at: cancel ? sub.items.data[0].current_period_end : null,
          canceled_at: cancel ? now() : null,
        });
      }
      if (method === 'DELETE') Object.assign(sub, { status: 'canceled', canceled_at: now(), ended_at: now(), cancel_at_period_end: false });
      return { status: 200, body: sub };
    }
    if (method === 'GET' && (m = /^\/v1\/prices\/([^/]+)$/.exec(path))) {
      const price = await priceOf(decodeURIComponent(m[1]!));
      return price ? { status: 200, body: price } : error(404, `No such price: '${m[1]}'`);
    }
    return error(404, `The demo payments stand-in does not know ${method} ${path}.`);
  }

  const standInFetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
    const body = typeof init?.body === 'string' ? init.body : '';
    const result = await route(init?.method ?? 'GET', url.pathname, parseForm(body || url.searchParams.toString()));
    return new Response(JSON.stringify(result.body), {
      status: result.status,
      headers: { 'content-type': 'application/json', 'request-id': newId('req') },
    });
  }) as typeof fetch;

  const stripe = new Stripe('sk_demo_stand_in', {
    httpClient: Stripe.createFetchHttpClient(standInFetch),
    maxNetworkRetries: 0,
    telemetry: false,
  });

  const event = (type: string, object: Obj) => {
    const payload = JSON.stringify({
      id: newId('evt_demo'),
      object: 'event',
      type,
      api_version: Stripe.API_VERSION,
      created: now(),
      livemode: false,
      data: { object },
    });
    return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }) };
  };

  return {
    stripe,
    webhookSecret,
    session: (id) => sessions.get(id),
    async pay(sessionId) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no demo checkout session ${sessionId}`);
      if (!session.subscription) {
        const start = now();
        const sub = subscriptionOf(
          newId('sub_demo'),
          session.customer,
          session.price,
          session.subscriptionMetadata,
          start,
          start + 30 * DAY,
        );
        subs.set(sub.id, sub);
        Object.assign(session, { status: 'complete', payment_status: 'paid', subscription: sub.id });
      }
      const sub = subs.get(session.subscription)!;
      const { price: _price, planTitle: _title, subscriptionMetadata: _metadata, ...publicSession } = session;
      const item = sub.items.data[0];
      const invoice = {
        id: newId('in_demo'),
        object: 'invoice',
        customer: sub.customer,
        billing_reason: 'subscription_create',
        status: 'paid',
        amount_paid: item.price.unit_amount ?? 0,
        period_start: item.current_period_start,
        period_end: item.current_period_end,
        parent: { type: 'subscription_details', subscription_details: { subscription: sub.id, metadata: sub.metadata } },
      };
      sub.latest_invoice = invoice.id;
      return [event('checkout.session.completed', publicSession), event('invoice.paid', invoice)];
    },
  };
}
