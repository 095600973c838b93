import type { LightMyRequestResponse } from 'fastify';
import { createAdmin, createTestApp, json, setPlanPriceId, type TestApp } from '../../../test/app.ts';
import { startFakeStripe, type FakeStripe } from '../../../test/fake-stripe.ts';

/** What billing tests share: an app that talks to a fake Stripe, with keys and price IDs set by an admin. */
export interface BillingKit {
  t: TestApp;
  fake: FakeStripe;
  admin: Awaited<ReturnType<typeof createAdmin>>;
  /** Plan ids and Stripe price IDs by plan name. */
  plans: Record<
    'free' | 'starter' | 'advanced',
    { id: number; priceId: string | null; publicPageLimit: number; pageCreationLimit: number }
  >;
  /** POSTs a signed event to /api/stripe/webhook. */
  deliver(event: { payload: string; signature: string }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export const WEBHOOK_SECRET = 'whsec_fake_secret_for_tests';

/** Boots the app against a fake Stripe; the admin sets the Stripe keys and the paid plans' price IDs through the API. */
export async function startBillingKit(): Promise<BillingKit> {
  const fake = await startFakeStripe(WEBHOOK_SECRET);
  const t = await createTestApp({ STRIPE_API_BASE: fake.url });
  const admin = await createAdmin(t);
  for (const [name, value] of [
    ['stripe_key', 'sk_test_fake_key'],
    ['stripe_webhook_secret', WEBHOOK_SECRET],
  ]) {
    const res = await t.app.inject({ method: 'PATCH', url: `/api/settings/${name}/update`, headers: admin.auth, payload: { value } });
    if (res.statusCode !== 200) throw new Error(`setting ${name} failed: ${res.body}`);
  }
  const list = json(await t.app.inject({ method: 'GET', url: '/api/plans/list', headers: admin.auth })).data as any[];
  const plans = {} as BillingKit['plans'];
  for (const p of list) {
    const priceId = p.paid ? `price_${p.name}` : null;
    if (priceId) {
      fake.prices.set(priceId, Math.round(p.price * 100));
      await setPlanPriceId(t, admin.auth, p, priceId);
    }
    plans[p.name as keyof BillingKit['plans']] = {
      id: p.id,
      priceId,
      publicPageLimit: p.public_page_limit,
      pageCreationLimit: p.page_creation_limit,
    };
  }
  return {
    t,
    fake,
    admin,
    plans,
    deliver: (event) =>
      t.app.inject({
        method: 'POST',
        url: '/api/stripe/webhook',
        headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': event.signature },
        payload: event.payload,
      }),
    close: async () => {
      await t.close();
      await fake.close();
    },
  };
}
