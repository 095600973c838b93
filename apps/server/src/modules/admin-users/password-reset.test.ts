import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users, verificationTokens } from '../../db/schema.ts';
import {
  buildUser,
  createAdmin,
  createTestApp,
  json,
  lastMailToken,
  outboxCount,
  signUpVerified,
  type TestApp,
} from '../../../test/app.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t);
});
afterAll(() => t.close());

const sendLink = (id: number) => t.app.inject({ method: 'POST', url: `/api/users/${id}/password-reset`, headers: admin.auth });
const reset = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/users/password/reset', payload: payload as object });
const signIn = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/users/sign-in', payload: { email, password } });
const readMe = (token: string) => t.app.inject({ method: 'GET', url: '/api/users/read', headers: { authorization: `Bearer ${token}` } });

const lastMail = () => {
  const dir = path.join(t.dataDir, 'outbox');
  const file = fs.readdirSync(dir).sort().at(-1)!;
  return fs.readFileSync(path.join(dir, file), 'utf8').replace(/=\r?\n/g, '');
};

/** Every reset token in the outbox, whatever order files written in the same millisecond sort in. */
const resetTokens = () => {
  const dir = path.join(t.dataDir, 'outbox');
  const text = fs
    .readdirSync(dir)
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8').replace(/=\r?\n/g, ''))
    .join('\n');
  return new Set([...text.matchAll(/\/reset-password\/([A-Za-z0-9_-]{20,})/g)].map((m) => m[1]!));
};

/** Sends a reset link and returns the token of exactly that mail. */
async function sendAndReadToken(id: number): Promise<string> {
  const before = resetTokens();
  expect((await sendLink(id)).statusCode).toBe(200);
  const fresh = [...resetTokens()].filter((x) => !before.has(x));
  expect(fresh).toHaveLength(1);
  return fresh[0]!;
}

describe('password reset', () => {
  it('mails a link that sets a new password once, signs out everywhere and signs the user in', async () => {
    const u = await signUpVerified(t);
    const sent = await sendLink(u.user.id);
    expect(sent.statusCode).toBe(200);
    expect(json(sent)).toEqual({ data: { sent: true } });
    const mail = lastMail();
    expect(mail).toContain(`To: ${u.email}`);
    const token = lastMailToken(t.dataDir, 'reset-password');
    expect(mail).toContain(`http://localhost:3000/reset-password/${token}`);

    const res = await reset({ token, password: 'a brand new password' });
    expect(res.statusCode).toBe(200);
    const auth = json(res).data;
    expect(auth.user).toMatchObject({ id: u.user.id, email: u.email });
    expect(JSON.stringify(auth.user)).not.toMatch(/password|hash/i);
    expect((await readMe(auth.token)).statusCode).toBe(200);
    // The session from before the reset is gone.
    expect((await readMe(u.token)).statusCode).toBe(401);

    expect(json(await signIn(u.email, u.password)).code).toBe('INVALID_CREDENTIALS');
    expect((await signIn(u.email, 'a brand new password')).statusCode).toBe(200);

    const again = await reset({ token, password: 'yet another password' });
    expect(again.statusCode).toBe(422);
    expect(json(again)).toMatchObject({ code: 'VALIDATION', errors: { token: [expect.stringMatching(/already been used/)] } });
  });

  it('verifies the email of an account that had not verified it yet', async () => {
    const body = buildUser();
    const created = json(await t.app.inject({ method: 'POST', url: '/api/users/sign-up', payload: body })).data;
    expect(created.verified).toBe(false);
    await sendLink(created.id);
    const res = await reset({ token: lastMailToken(t.dataDir, 'reset-password'), password: 'chosen after reset' });
    expect(json(res).data.user.verified).toBe(true);
    expect((await signIn(body.email, 'chosen after reset')).statusCode).toBe(200);
  });

  it('refuses unknown, expired and replaced links with 422 on the token field', async () => {
    const u = await signUpVerified(t);
    const unknown = await reset({ token: 'x'.repeat(43), password: 'whatever password' });
    expect(unknown.statusCode).toBe(422);
    expect(json(unknown).errors.token[0]).toMatch(/not valid/);

    const older = await sendAndReadToken(u.user.id);
    const newer = await sendAndReadToken(u.user.id);
    expect(json(await reset({ token: older, password: 'whatever password' })).errors.token[0]).toMatch(/replaced by a newer one/);

    await t.database.db
      .update(verificationTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verificationTokens.userId, u.user.id));
    const expired = await reset({ token: newer, password: 'whatever password' });
    expect(expired.statusCode).toBe(422);
    expect(json(expired).errors.token[0]).toMatch(/expired/);
    // Nothing changed: the old password still works.
    expect((await signIn(u.email, u.password)).statusCode).toBe(200);
  });

  it('gives the link a lifetime of 2 hours', async () => {
    const u = await signUpVerified(t);
    const before = Date.now();
    await sendLink(u.user.id);
    const rows = await t.database.db.select().from(verificationTokens).where(eq(verificationTokens.userId, u.user.id));
    const resetRow = rows.find((r) => r.purpose === 'reset_password')!;
    const ttl = resetRow.expiresAt.getTime() - before;
    expect(ttl).toBeGreaterThan(2 * 60 * 60 * 1000 - 60_000);
    expect(ttl).toBeLessThanOrEqual(2 * 60 * 60 * 1000 + 60_000);
  });

  it('ignores a link sent to an address the account no longer uses', async () => {
    const u = await signUpVerified(t);
    await sendLink(u.user.id);
    const token = lastMailToken(t.dataDir, 'reset-password');
    await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${u.user.id}/update`,
      headers: admin.auth,
      payload: { name: u.name, email: `moved-${u.email}` },
    });
    const res = await reset({ token, password: 'whatever password' });
    expect(res.statusCode).toBe(422);
    expect(json(res).errors.token).toBeDefined();
  });

  it('checks the new password, and does not mail blocked or unknown users', async () => {
    const u = await signUpVerified(t);
    await sendLink(u.user.id);
    const short = await reset({ token: lastMailToken(t.dataDir, 'reset-password'), password: 'short' });
    expect(short.statusCode).toBe(422);
    expect(json(short).errors.password[0]).toMatch(/at least 8/);

    await t.database.db.update(users).set({ blocked: true }).where(eq(users.id, u.user.id));
    const mails = outboxCount(t.dataDir);
    const blocked = await sendLink(u.user.id);
    expect(blocked.statusCode).toBe(409);
    expect(json(blocked).message).toMatch(/blocked/);
    expect((await sendLink(999999)).statusCode).toBe(404);
    expect(outboxCount(t.dataDir)).toBe(mails);
  });

  it('refuses a link once the account has been blocked', async () => {
    const u = await signUpVerified(t);
    await sendLink(u.user.id);
    const token = lastMailToken(t.dataDir, 'reset-password');
    await t.app.inject({ method: 'PATCH', url: `/api/users/${u.user.id}/blocked/toggle`, headers: admin.auth });
    const res = await reset({ token, password: 'whatever password' });
    expect(res.statusCode).toBe(403);
    expect(json(res).code).toBe('BLOCKED');
  });
});

describe('password reset rate limit', () => {
  it('answers 429 past the per-minute limit, like sign-in', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT: '2' });
    try {
      const call = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/users/password/reset',
          payload: { token: 'x'.repeat(43), password: 'whatever password' },
        });
      expect((await call()).statusCode).toBe(422);
      expect((await call()).statusCode).toBe(422);
      const res = await call();
      expect(res.statusCode).toBe(429);
      expect(json(res).code).toBe('RATE_LIMITED');
    } finally {
      await limited.close();
    }
  });
});
