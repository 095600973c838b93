import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, signUpVerified, type TestApp } from '../../test/app.ts';
import { linkDemoPrices } from './seed-demo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CRAYONBOX_DEMO: 'true' });
  await linkDemoPrices(t.database.db);
});
afterAll(() => t.close());

const me = async (auth: Record<string, string>) => json(await t.app.inject({ method: 'GET', url: '/api/users/read', headers: auth })).data;

describe('the demo sells with no payment account', () => {
  it('links the paid plans to prices, checks out on its own page, and the plan arrives through the webhook', async () => {
    const plans = json(await t.app.inject({ method: 'GET', url: '/api/plans/list' })).data as Array<{
      name: string;
      stripe_price_id: string | null;
    }>;
    const starter = plans.find((p) => p.name === 'starter')!;
    expect(starter.stripe_price_id).toBe('price_demo_starter');

    const user = await signUpVerified(t);
    expect((await me(user.auth)).plan.paid).toBe(false);
    const checkout = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/checkout',
      headers: user.auth,
      payload: { priceId: starter.stripe_price_id },
    });
    expect(checkout.statusCode).toBe(200);
    const page = new URL(json(checkout).data.url);
    expect(page.origin).toBe(t.config.appUrl);

    const html = await t.app.inject({ method: 'GET', url: page.pathname });
    expect(html.statusCode).toBe(200);
    expect(html.body).toContain('Demo checkout');
    expect(html.body).toMatch(/Pay \$\d+\.\d\d \(demo\)/);

    // As the browser sends the page's form.
    const paid = await t.app.inject({
      method: 'POST',
      url: `${page.pathname}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toMatch(/\/payment\?status=success&session_id=cs_demo_/);
    const after = await me(user.auth);
    expect(after.plan).toMatchObject({ name: 'starter', paid: true });
    expect(after.subscription).toMatchObject({ status: 'active' });

    const cancel = await t.app.inject({ method: 'POST', url: '/api/stripe/subscription/cancel', headers: user.auth });
    expect(cancel.statusCode).toBe(200);
    expect(json(cancel).data.subscription.status).toBe('canceled');
  });

  it('stays out of the way without demo mode: no key, no payments', async () => {
    const plain = await createTestApp();
    try {
      expect((await plain.app.inject({ method: 'GET', url: '/demo-checkout/cs_demo_x' })).statusCode).toBe(404);
      const user = await signUpVerified(plain);
      const res = await plain.app.inject({
        method: 'POST',
        url: '/api/stripe/checkout',
        headers: user.auth,
        payload: { priceId: 'price_demo_starter' },
      });
      expect(res.statusCode).not.toBe(200);
    } finally {
      await plain.close();
    }
  });
});
