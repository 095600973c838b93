import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createAdmin, createTestApp, json, signUpVerified, type TestApp } from '../../../test/app.ts';
import { credits } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { consumeCredit, refundCredit } from './consume.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const FREE = { public_page: 5, page_creation: 3 };
const DAY = 24 * 3600_000;
const read = (auth: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/credits/read', headers: auth });
const setRow = (userId: number, values: Partial<typeof credits.$inferInsert>) =>
  t.database.db.update(credits).set(values).where(eq(credits.userId, userId));

describe('GET /credits/read', () => {
  it('shows a new user the free plan balance with plan and subscription', async () => {
    const u = await signUpVerified(t);
    const res = await read(u.auth);
    expect(res.statusCode).toBe(200);
    const c = json(res).data;
    expect(c).toMatchObject({ ...FREE, user: { plan: { name: 'free', title: 'Free', paid: false }, subscription: null } });
    expect(typeof c.id).toBe('number');
    // The free balance refills one month after the last refill.
    const next = new Date(c.next_reset_at).getTime() - new Date(c.reset_at).getTime();
    expect(next).toBeGreaterThanOrEqual(28 * DAY);
    expect(next).toBeLessThanOrEqual(31 * DAY);
  });

  it('refills a free balance once a month has passed, not before', async () => {
    const u = await signUpVerified(t);
    await setRow(u.user.id, { publicPage: 0, pageCreation: 1, resetAt: new Date(Date.now() - 20 * DAY) });
    expect(json(await read(u.auth)).data).toMatchObject({ public_page: 0, page_creation: 1 });
    await setRow(u.user.id, { resetAt: new Date(Date.now() - 32 * DAY) });
    const c = json(await read(u.auth)).data;
    expect(c).toMatchObject(FREE);
    expect(Date.now() - new Date(c.reset_at).getTime()).toBeLessThan(60_000);
  });

  it('is for users: 401 for guests, 403 for admins', async () => {
    expect((await read({})).statusCode).toBe(401);
    const admin = await createAdmin(t);
    expect((await read(admin.auth)).statusCode).toBe(403);
  });
});

describe('consumeCredit', () => {
  it('with one credit left, succeeds exactly once among concurrent requests', async () => {
    const u = await signUpVerified(t);
    await setRow(u.user.id, { publicPage: 1 });
    const attempts = await Promise.allSettled(
      Array.from({ length: 5 }, () => t.database.db.transaction((tx) => consumeCredit(tx, u.user.id, 'public_page'))),
    );
    expect(attempts.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
    const refusals = attempts.filter((a): a is PromiseRejectedResult => a.status === 'rejected');
    expect(refusals).toHaveLength(4);
    for (const r of refusals) {
      expect(r.reason).toBeInstanceOf(AppError);
      expect(r.reason).toMatchObject({ code: 'NO_CREDITS', status: 403, message: 'No credits available. Upgrade your plan to continue.' });
    }
    expect(json(await read(u.auth)).data.public_page).toBe(0);
  });

  it('gives the credit back when the action fails in its transaction, and on refund', async () => {
    const u = await signUpVerified(t);
    await expect(
      t.database.db.transaction(async (tx) => {
        await consumeCredit(tx, u.user.id, 'page_creation');
        throw new Error('the page could not be saved');
      }),
    ).rejects.toThrow('the page could not be saved');
    expect(json(await read(u.auth)).data.page_creation).toBe(FREE.page_creation);

    await consumeCredit(t.database.db, u.user.id, 'page_creation');
    expect(json(await read(u.auth)).data.page_creation).toBe(FREE.page_creation - 1);
    await refundCredit(t.database.db, u.user.id, 'page_creation');
    expect(json(await read(u.auth)).data.page_creation).toBe(FREE.page_creation);
  });

  it('refills a free balance that is due before spending from it', async () => {
    const u = await signUpVerified(t);
    await setRow(u.user.id, { pageCreation: 0, resetAt: new Date(Date.now() - 40 * DAY) });
    await consumeCredit(t.database.db, u.user.id, 'page_creation');
    expect(json(await read(u.auth)).data.page_creation).toBe(FREE.page_creation - 1);
  });
});
