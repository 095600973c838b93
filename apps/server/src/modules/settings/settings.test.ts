import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createTestApp, json, signUpVerified, type TestApp } from '../../../test/app.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;
let user: Awaited<ReturnType<typeof signUpVerified>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t);
  user = await signUpVerified(t);
});
afterAll(() => t.close());

const list = async (headers: Record<string, string> = {}) =>
  json(await t.app.inject({ method: 'GET', url: '/api/settings/list', headers })).data as { name: string; value: unknown }[];
const update = (name: string, value: unknown, headers: Record<string, string>) =>
  t.app.inject({ method: 'PATCH', url: `/api/settings/${name}/update`, headers, payload: { value } });

describe('settings', () => {
  it('starts with the seeded app name, tagline, favicon and a complete website', async () => {
    const settings = Object.fromEntries((await list()).map((s) => [s.name, s.value]));
    expect(settings.app_name).toBe('Crayonbox');
    expect(settings.tagline).toEqual(expect.any(String));
    expect(settings.favicon).toBe('/favicon.svg');
    const website = settings.website as { landing: Record<string, { visibility: boolean }> };
    expect(Object.keys(website.landing).sort()).toEqual(
      ['callToAction', 'contact', 'faqs', 'features', 'footer', 'home', 'howItWorks', 'metrics', 'pricing', 'testimonials'].sort(),
    );
  });

  it('never gives secret settings to guests or users', async () => {
    await update('stripe_key', 'sk_test_supersecret1234', admin.auth);
    for (const headers of [{}, user.auth]) {
      const names = (await list(headers)).map((s) => s.name);
      expect(names).not.toContain('stripe_key');
      expect(names).not.toContain('openai_key');
      expect(names).not.toContain('stripe_webhook_secret');
    }
  });

  it('lets only admins change settings', async () => {
    expect((await update('app_name', 'Hacked', user.auth)).statusCode).toBe(403);
    expect((await update('app_name', 'Hacked', {})).statusCode).toBe(401);
    const res = await update('app_name', 'Colorville', admin.auth);
    expect(res.statusCode).toBe(200);
    expect(json(res).data).toEqual({ name: 'app_name', value: 'Colorville' });
    expect((await list()).find((s) => s.name === 'app_name')?.value).toBe('Colorville');
  });

  it('refuses an unknown setting and a badly shaped value with 422', async () => {
    const unknown = await update('no_such_setting', 'x', admin.auth);
    expect(unknown.statusCode).toBe(422);
    const bad = await update('website', { landing: { home: { visibility: 'yes' } } }, admin.auth);
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(json(bad).errors)).toContain('value.landing.home.visibility');
    const empty = await update('app_name', '', admin.auth);
    expect(json(empty).errors).toEqual({ value: ['Name is required.'] });
  });
});
