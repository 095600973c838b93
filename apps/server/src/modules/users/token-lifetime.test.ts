import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { authTokens } from '../../db/schema.ts';
import { hashToken } from '../../lib/crypto.ts';
import { createTestApp, json, signUpVerified, type TestApp } from '../../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);
const me = (auth: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/users/read', headers: auth });
const setToken = (token: string, values: { createdAt?: Date; lastUsedAt?: Date }) =>
  t.database.db
    .update(authTokens)
    .set(values)
    .where(eq(authTokens.tokenHash, hashToken(token)));
const tokenRow = async (token: string) =>
  (
    await t.database.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.tokenHash, hashToken(token)))
  )[0];

/** Waits until the change feed has dropped the cached sign-in (an update is announced). */
async function untilStatus(auth: Record<string, string>, status: number) {
  for (let i = 0; i < 100; i++) {
    const res = await me(auth);
    if (res.statusCode === status) return res;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return me(auth);
}

describe('sign-in lifetime', () => {
  it('keeps a sign-in used every few weeks for two months, and counts each use', async () => {
    const user = await signUpVerified(t);
    expect((await me(user.auth)).statusCode).toBe(200);
    await setToken(user.token, { createdAt: daysAgo(60), lastUsedAt: daysAgo(20) });
    const res = await untilStatus(user.auth, 200);
    expect(res.statusCode).toBe(200);
    const row = await tokenRow(user.token);
    expect(Date.now() - row!.lastUsedAt!.getTime()).toBeLessThan(60_000);
  });

  it('ends a sign-in unused for more than 30 days', async () => {
    const user = await signUpVerified(t);
    expect((await me(user.auth)).statusCode).toBe(200);
    await setToken(user.token, { createdAt: daysAgo(40), lastUsedAt: daysAgo(31) });
    const res = await untilStatus(user.auth, 401);
    expect(res.statusCode).toBe(401);
    expect(json(res)).toEqual({ code: 'UNAUTHENTICATED', message: 'Your session has ended. Please sign in again.' });
    expect(await tokenRow(user.token)).toBeUndefined();
  });

  it('ends any sign-in 90 days after it began, however often it is used', async () => {
    const user = await signUpVerified(t);
    await setToken(user.token, { createdAt: daysAgo(91), lastUsedAt: new Date() });
    expect((await untilStatus(user.auth, 401)).statusCode).toBe(401);
  });
});
