import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { settings } from '../../db/schema.ts';
import { decryptSecret } from '../../lib/crypto.ts';
import { createAdmin, createTestApp, json, signUpVerified, type TestApp } from '../../../test/app.ts';
import { readSetting } from './service.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t);
});
afterAll(() => t.close());

const SECRETS = {
  openai_key: 'sk-proj-Secret0penAiKey1234abcd',
  stripe_key: 'sk_test_51StripeSecretKey9876wxyz',
  stripe_webhook_secret: 'whsec_WebhookSigningSecret5555qrst',
};

const list = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/api/settings/list', headers });

describe('secret settings', () => {
  it('are stored encrypted with the app key, shown masked to admins and not at all to others', async () => {
    for (const [name, value] of Object.entries(SECRETS)) {
      const res = await t.app.inject({ method: 'PATCH', url: `/api/settings/${name}/update`, headers: admin.auth, payload: { value } });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain(value);
      expect(json(res).data).toEqual({ name, value: expect.stringMatching(new RegExp(`${value.slice(-4)}$`)) });
    }

    for (const [name, value] of Object.entries(SECRETS)) {
      const [row] = await t.database.db.select().from(settings).where(eq(settings.name, name));
      const raw = JSON.stringify(row!.value);
      expect(raw).not.toContain(value);
      expect(raw).not.toContain(value.slice(0, 12));
      expect(row!.value).toMatch(/^v1:/);
      // Readable with this app's key only.
      expect(decryptSecret(row!.value as string, t.app.ctx.appKey)).toBe(value);
      expect(() => decryptSecret(row!.value as string, randomBytes(32))).toThrow();
      expect(await readSetting(t.app.ctx, name as keyof typeof SECRETS)).toBe(value);
    }

    const asAdmin = await list(admin.auth);
    for (const [name, value] of Object.entries(SECRETS)) {
      const shown = json(asAdmin).data.find((s: { name: string }) => s.name === name);
      expect(shown.value).toMatch(new RegExp(`${value.slice(-4)}$`));
      expect(shown.value).not.toContain(value.slice(0, -4));
    }
    for (const value of Object.values(SECRETS)) expect(asAdmin.body).not.toContain(value);

    const user = await signUpVerified(t);
    for (const res of [await list(user.auth), await list()]) {
      expect(res.statusCode).toBe(200);
      const names = json(res).data.map((s: { name: string }) => s.name);
      expect(names).toContain('app_name');
      for (const name of Object.keys(SECRETS)) expect(names).not.toContain(name);
      for (const value of Object.values(SECRETS)) expect(res.body).not.toContain(value.slice(-4));
    }
  });
});
