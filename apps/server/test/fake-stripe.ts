import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';

/**
 * A small stand-in for the Stripe API on 127.0.0.1, reached by the real SDK through
 * STRIPE_API_BASE. It keeps customers, checkout sessions and subscriptions in memory, answers
 * the calls the server makes, and lets tests play Stripe's part: complete a checkout, renew,
 * and sign webhook events.
 */

type Obj = Record<string, any>;

const DAY = 24 * 3600;
const now = () => Math.floor(Date.now() / 1000);
const newId = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;

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

export interface FakeStripe {
  url: string;
  customers: Map<string, Obj>;
  sessions: Map<string, Obj>;
  subscriptions: Map<string, Obj>;
  /** Unit amounts (cents) of the prices the fake knows. */
  prices: Map<string, number>;
  /** Method and path of every API call received, in order. */
  calls: string[];
  /** The next API call (optionally only one whose path starts with `pathPrefix`) fails with a Stripe error. */
  failNext(pathPrefix?: string): void;
  /** Plays the customer paying: the session's subscription is created (active, one month). */
  completeCheckout(sessionId: string): { session: Obj; subscription: Obj };
  /** Starts the next monthly period of a subscription and returns its paid invoice. */
  renew(subscriptionId: string): Obj;
  /** The invoice Stripe sends with a subscription's first payment or a renewal. */
  invoice(subscriptionId: string, billingReason: 'subscription_create' | 'subscription_cycle'): Obj;
  /** A signed webhook delivery: the raw payload and its Stripe-Signature header. */
  event(type: string, object: Obj, id?: string): { id: string; payload: string; signature: string };
  close(): Promise<void>;
}

/** Starts the fake on a random port; `webhookSecret` signs the events it builds. */
export async function startFakeStripe(webhookSecret: string): Promise<FakeStripe> {
  const customers = new Map<string, Obj>();
  const sessions = new Map<string, Obj>();
  const subscriptions = new Map<string, Obj>();
  const prices = new Map<string, number>();
  const idempotent = new Map<string, { status: number; body: Obj }>();
  const calls: string[] = [];
  const failures: string[] = [];

  const stripeError = (status: number, message: string, type = 'invalid_request_error') => ({ status, body: { error: { type, message } } });

  const price = (id: string) => ({
    id,
    object: 'price',
    unit_amount: prices.get(id) ?? null,
    currency: 'usd',
    recurring: { interval: 'month' },
  });

  function route(method: string, path: string, form: Obj): { status: number; body: Obj } {
    let m: RegExpExecArray | null;
    if (method === 'POST' && path === '/v1/customers') {
      const customer = {
        id: newId('cus'),
        object: 'customer',
        email: form.email ?? null,
        name: form.name ?? null,
        metadata: form.metadata ?? {},
        created: now(),
      };
      customers.set(customer.id, customer);
      return { status: 200, body: customer };
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const priceId = form.line_items?.[0]?.price;
      if (!priceId || !prices.has(priceId)) return stripeError(400, `No such price: '${priceId}'`);
      if (!form.customer || !customers.has(form.customer)) return stripeError(400, `No such customer: '${form.customer}'`);
      const id = newId('cs_test');
      const session = {
        id,
        object: 'checkout.session',
        mode: form.mode,
        customer: form.customer,
        client_reference_id: form.client_reference_id ?? null,
        metadata: form.metadata ?? {},
        subscription_data: form.subscription_data ?? {},
        success_url: form.success_url,
        cancel_url: form.cancel_url,
        price: priceId,
        status: 'open',
        payment_status: 'unpaid',
        subscription: null,
        url: `https://checkout.stripe.test/c/pay/${id}`,
      };
      sessions.set(id, session);
      return { status: 200, body: publicSession(session) };
    }
    if ((m = /^\/v1\/subscriptions\/([^/]+)$/.exec(path))) {
      const sub = subscriptions.get(decodeURIComponent(m[1]!));
      if (!sub) return stripeError(404, `No such subscription: '${m[1]}'`);
      if (method === 'GET') return { status: 200, body: sub };
      if (method === 'POST') {
        if (sub.status === 'canceled')
          return stripeError(400, 'A canceled subscription can only update its cancellation_details and metadata.');
        if (form.cancel_at_period_end !== undefined) {
          const cancel = form.cancel_at_period_end === 'true';
          sub.cancel_at_period_end = cancel;
          sub.cancel_at = cancel ? sub.items.data[0].current_period_end : null;
          sub.canceled_at = cancel ? now() : null;
        }
        return { status: 200, body: sub };
      }
      if (method === 'DELETE') {
        Object.assign(sub, { status: 'canceled', canceled_at: now(), ended_at: now(), cancel_at_period_end: false });
        return { status: 200, body: sub };
      }
    }
    if (method === 'GET' && (m = /^\/v1\/prices\/([^/]+)$/.exec(path))) {
      const id = decodeURIComponent(m[1]!);
      return prices.has(id) ? { status: 200, body: price(id) } : stripeError(404, `No such price: '${id}'`);
    }
    return stripeError(404, `Unrecognized request URL (${method}: ${path}).`);
  }

  const publicSession = (s: Obj) => {
    const { subscription_data: _d, price: _p, ...rest } = s;
    return rest;
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const method = req.method ?? 'GET';
      const path = (req.url ?? '/').split('?')[0]!;
      calls.push(`${method} ${path}`);
      const key = req.headers['idempotency-key'];
      let result: { status: number; body: Obj };
      const failAt = failures.findIndex((p) => path.startsWith(p));
      if (!req.headers.authorization?.startsWith('Bearer sk_'))
        result = stripeError(401, 'Invalid API Key provided.', 'invalid_request_error');
      else if (failAt >= 0) {
        failures.splice(failAt, 1);
        result = stripeError(400, 'The fake was told to fail this call.', 'invalid_request_error');
      } else if (method === 'POST' && typeof key === 'string' && idempotent.has(key)) result = idempotent.get(key)!;
      else {
        result = route(method, path, parseForm(Buffer.concat(chunks).toString('utf8')));
        if (method === 'POST' && typeof key === 'string') idempotent.set(key, result);
      }
      res.writeHead(result.status, { 'content-type': 'application/json', 'request-id': newId('req') });
      res.end(JSON.stringify(result.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const periodOf = (sub: Obj) => sub.items.data[0] as Obj;

  const invoice = (subscriptionId: string, billingReason: string): Obj => {
    const sub = subscriptions.get(subscriptionId);
    if (!sub) throw new Error(`fake: no subscription ${subscriptionId}`);
    const item = periodOf(sub);
    const id = newId('in');
    sub.latest_invoice = id;
    return {
      id,
      object: 'invoice',
      customer: sub.customer,
      billing_reason: billingReason,
      status: 'paid',
      amount_paid: item.price.unit_amount ?? 0,
      period_start: item.current_period_start,
      period_end: item.current_period_end,
      parent: { type: 'subscription_details', subscription_details: { subscription: sub.id, metadata: sub.metadata } },
      lines: { object: 'list', data: [{ id: newId('il'), pricing: { price_details: { price: item.price.id } } }], has_more: false },
    };
  };

  return {
    url: `http://127.0.0.1:${port}`,
    customers,
    sessions,
    subscriptions,
    prices,
    calls,
    failNext: (pathPrefix = '/') => void failures.push(pathPrefix),
    completeCheckout(sessionId) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`fake: no session ${sessionId}`);
      const start = now();
      const sub = {
        id: newId('sub'),
        object: 'subscription',
        customer: session.customer,
        status: 'active',
        created: start,
        cancel_at_period_end: false,
        cancel_at: null,
        canceled_at: null,
        ended_at: null,
        latest_invoice: null,
        metadata: session.subscription_data?.metadata ?? {},
        items: {
          object: 'list',
          data: [
            {
              id: newId('si'),
              object: 'subscription_item',
              price: price(session.price),
              quantity: 1,
              current_period_start: start,
              current_period_end: start + 30 * DAY,
            },
          ],
          has_more: false,
        },
      };
      subscriptions.set(sub.id, sub);
      Object.assign(session, { status: 'complete', payment_status: 'paid', subscription: sub.id });
      return { session: publicSession(session), subscription: sub };
    },
    renew(subscriptionId) {
      const sub = subscriptions.get(subscriptionId);
      if (!sub) throw new Error(`fake: no subscription ${subscriptionId}`);
      const item = periodOf(sub);
      item.current_period_start = item.current_period_end;
      item.current_period_end = item.current_period_start + 30 * DAY;
      return invoice(subscriptionId, 'subscription_cycle');
    },
    invoice,
    event(type, object, id = newId('evt')) {
      const payload = JSON.stringify({
        id,
        object: 'event',
        type,
        api_version: Stripe.API_VERSION,
        created: now(),
        livemode: false,
        data: { object },
      });
      return { id, payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }) };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // The SDK keeps connections alive; without this close() would wait for them to time out.
        server.closeAllConnections();
      }),
  };
}
