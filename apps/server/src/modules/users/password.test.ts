import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import { createTestApp, json, signUpVerified, type TestApp } from '../../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, payload, headers });

/** Reset links mailed to an address so far. */
const resetLinksTo = (email: string) => {
  const dir = path.join(t.dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8').replace(/=\r?\n/g, ''))
    .filter((mail) => mail.includes(`To: ${email}`))
    .flatMap((mail) => [...mail.matchAll(/\/reset-password\/([A-Za-z0-9_-]{20,})/g)].map((m) => m[1]!));
};

async function until<T>(read: () => T, ok: (v: T) => boolean): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const v = read();
    if (ok(v)) return v;
    await new Promise((r) => setTimeout(r, 20));
  }
  return read();
}

describe('forgot password', () => {
  it('answers the same whether or not the email has an account, and mails a working link only to a real one', async () => {
    const u = await signUpVerified(t);
    const known = await post('/users/password/forgot', { email: u.email.toUpperCase() });
    const unknown = await post('/users/password/forgot', { email: 'nobody-here@example.com' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(json(known)).toEqual({ data: { sent: true } });
    expect(json(unknown)).toEqual(json(known));
    const [token] = await until(
      () => resetLinksTo(u.email),
      (links) => links.length > 0,
    );
    expect(token).toBeDefined();
    expect(resetLinksTo('nobody-here@example.com')).toEqual([]);

    // The link sets a new password once.
    const reset = await post('/users/password/reset', { token, password: 'a brand new secret' });
    expect(reset.statusCode).toBe(200);
    expect((await post('/users/sign-in', { email: u.email, password: 'a brand new secret' })).statusCode).toBe(200);
    expect((await post('/users/password/reset', { token, password: 'another one here' })).statusCode).toBe(422);
  });

  it('rejects a malformed email with a field error, and mails nothing to a blocked account', async () => {
    const bad = await post('/users/password/forgot', { email: 'not an email' });
    expect(bad.statusCode).toBe(422);
    expect(json(bad).errors.email).toEqual(['Enter a valid email address.']);
    const u = await signUpVerified(t);
    await t.database.db.update(users).set({ blocked: true }).where(eq(users.id, u.user.id));
    expect((await post('/users/password/forgot', { email: u.email })).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 200));
    expect(resetLinksTo(u.email)).toEqual([]);
  });
});

describe('change password', () => {
  it('needs the current password, keeps this session and signs out every other one', async () => {
    const u = await signUpVerified(t);
    const other = json(await post('/users/sign-in', { email: u.email, password: u.password })).data.token as string;
    const otherAuth = { authorization: `Bearer ${other}` };

    const wrong = await post('/users/password/change', { current_password: 'not it at all', password: 'my new password' }, u.auth);
    expect(wrong.statusCode).toBe(422);
    expect(json(wrong).errors.current_password).toEqual(['Your current password is not right.']);
    const short = await post('/users/password/change', { current_password: u.password, password: 'short' }, u.auth);
    expect(json(short).errors.password).toEqual(['Password must be at least 8 characters.']);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/read', headers: otherAuth })).statusCode).toBe(200);

    const changed = await post('/users/password/change', { current_password: u.password, password: 'my new password' }, u.auth);
    expect(changed.statusCode).toBe(200);
    expect(json(changed)).toEqual({ data: { changed: true } });
    expect((await t.app.inject({ method: 'GET', url: '/api/users/read', headers: u.auth })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/read', headers: otherAuth })).statusCode).toBe(401);
    expect((await post('/users/sign-in', { email: u.email, password: u.password })).statusCode).toBe(401);
    expect((await post('/users/sign-in', { email: u.email, password: 'my new password' })).statusCode).toBe(200);
    expect((await post('/users/password/change', { current_password: 'x', password: 'yyyyyyyy' })).statusCode).toBe(401);
  });
});
