import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createTestApp, json, setPlanPriceId, signUpVerified, type TestApp } from '../../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /app/status', () => {
  it('tells admins which provider keys are set and whether every paid plan has a price ID', async () => {
    const admin = await createAdmin(t);
    const status = async () => json(await t.app.inject({ method: 'GET', url: '/api/app/status', headers: admin.auth })).data;
    expect(await status()).toEqual({ openaiApi: false, stripeApi: false, stripeWebhook: false, plans: false });

    const set = (name: string, value: string) =>
      t.app.inject({ method: 'PATCH', url: `/api/settings/${name}/update`, headers: admin.auth, payload: { value } });
    await set('openai_key', 'sk-openai-test');
    await set('stripe_key', 'sk_test_x');
    await set('stripe_webhook_secret', 'whsec_x');
    const plans = json(await t.app.inject({ method: 'GET', url: '/api/plans/paid/list', headers: admin.auth })).data;
    const [first, second] = plans;
    const priced = (p: any, stripePriceId: string) => setPlanPriceId(t, admin.auth, p, stripePriceId);
    await priced(first, 'price_one');
    expect(await status()).toEqual({ openaiApi: true, stripeApi: true, stripeWebhook: true, plans: false });
    await priced(second, 'price_two');
    expect((await status()).plans).toBe(true);
    await set('stripe_key', '');
    expect((await status()).stripeApi).toBe(false);
  });

  it('is for admins only', async () => {
    const u = await signUpVerified(t);
    expect((await t.app.inject({ method: 'GET', url: '/api/app/status', headers: u.auth })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/app/status' })).statusCode).toBe(401);
  });
});
