import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { coloredPages, pages, plans, subscriptions, users } from '../../db/schema.ts';
import { createAdmin, createTestApp, json, type TestApp } from '../../../test/app.ts';
import { charts, counters } from './service.ts';
import { chartWindow, startOfUtcIsoWeek } from './time.ts';

// Thursday 2 April 2026, noon UTC: the ISO week started on Monday 30 March, in the previous
// month, so the week boundary and the month boundary (1 April) are different instants.
const NOW = new Date('2026-04-02T12:00:00Z');
const at = (iso: string) => new Date(iso);

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;
let n = 0;

async function insertUser(createdAt: string, admin = false) {
  n += 1;
  const [row] = await t.database.db
    .insert(users)
    .values({ name: `Dataset ${n}`, email: `dataset${n}@example.com`, passwordHash: 'x', admin, createdAt: at(createdAt) })
    .returning();
  return row!;
}

async function insertPage(userId: number, createdAt: string, blocked = false) {
  const [row] = await t.database.db
    .insert(pages)
    .values({ userId, source: 'upload', illustration: '/uploads/p.png', thumbnail: '/uploads/p.webp', blocked, createdAt: at(createdAt) })
    .returning();
  return row!;
}

beforeAll(async () => {
  t = await createTestApp();
  // Created now (after NOW): an admin is never a user, in the week or in the total.
  admin = await createAdmin(t);
  const db = t.database.db;
  const u1 = await insertUser('2025-04-30T23:59:59.999Z'); // before the 12-month window
  const u2 = await insertUser('2025-05-01T00:00:00.000Z'); // first instant of the window
  const u3 = await insertUser('2025-12-31T23:59:59.999Z'); // last instant of 2025
  const u4 = await insertUser('2026-01-01T00:00:00.000Z'); // first instant of 2026
  const u5 = await insertUser('2026-03-29T23:59:59.999Z'); // Sunday: last week
  const u6 = await insertUser('2026-03-30T00:00:00.000Z'); // Monday 00:00: this week
  const u7 = await insertUser('2026-03-31T23:59:59.999Z'); // this week, still March
  const u8 = await insertUser('2026-04-01T00:00:00.000Z'); // this week, April
  await insertUser('2026-04-01T10:00:00.000Z', true); // another admin, inside the week and the window
  void u1;

  const p1 = await insertPage(u2.id, '2026-03-29T23:59:59.999Z');
  await insertPage(u2.id, '2026-03-30T00:00:00.000Z');
  await insertPage(u2.id, '2026-04-01T00:00:00.000Z');
  await insertPage(u2.id, '2025-04-30T23:59:59.999Z');
  await insertPage(u2.id, '2026-02-15T08:00:00.000Z', true); // blocked pages were still created

  await db.insert(coloredPages).values([
    { userId: u3.id, pageId: p1.id, photo: '/c1.png', preview: '/c1.webp', createdAt: at('2026-03-31T23:59:59.999Z') },
    { userId: u4.id, pageId: p1.id, photo: '/c2.png', preview: '/c2.webp', createdAt: at('2026-02-28T23:59:59.999Z') },
    { userId: u5.id, pageId: p1.id, photo: '/c3.png', preview: '/c3.webp', createdAt: at('2026-03-01T00:00:00.000Z') },
  ]);

  const [starter] = await db.select().from(plans).where(eq(plans.name, 'starter'));
  const sub = (userId: number, status: string, createdAt: string, canceledAt?: string) => ({
    userId,
    planId: starter!.id,
    stripeSubscriptionId: `sub_${userId}_${status}`,
    status,
    priceCents: 799,
    createdAt: at(createdAt),
    canceledAt: canceledAt ? at(canceledAt) : null,
  });
  await db.insert(subscriptions).values([
    sub(u6.id, 'active', '2026-03-30T00:00:00.000Z'),
    sub(u7.id, 'canceled', '2025-06-15T09:00:00.000Z', '2025-07-01T00:00:00.000Z'), // paid once: counted
    sub(u8.id, 'incomplete', '2026-04-01T05:00:00.000Z'), // never paid: not counted
    sub(u5.id, 'active', '2026-03-29T23:59:59.999Z'),
  ]);
});
afterAll(() => t.close());

const MONTHS = [
  '2025-05',
  '2025-06',
  '2025-07',
  '2025-08',
  '2025-09',
  '2025-10',
  '2025-11',
  '2025-12',
  '2026-01',
  '2026-02',
  '2026-03',
  '2026-04',
];
const series = (counts: Record<string, number>) => MONTHS.map((name) => ({ name, count: counts[name] ?? 0 }));

describe('UTC boundaries', () => {
  it('starts the ISO week on Monday 00:00 UTC, also when now is Sunday night or Monday midnight', () => {
    expect(startOfUtcIsoWeek(NOW).toISOString()).toBe('2026-03-30T00:00:00.000Z');
    expect(startOfUtcIsoWeek(at('2026-03-29T23:59:59.999Z')).toISOString()).toBe('2026-03-23T00:00:00.000Z');
    expect(startOfUtcIsoWeek(at('2026-03-30T00:00:00.000Z')).toISOString()).toBe('2026-03-30T00:00:00.000Z');
    expect(startOfUtcIsoWeek(at('2027-01-01T08:00:00.000Z')).toISOString()).toBe('2026-12-28T00:00:00.000Z');
  });

  it('spans the last 12 months including the current one, across a year change', () => {
    const w = chartWindow(at('2026-01-15T00:00:00Z'));
    expect(w.names[0]).toBe('2025-02');
    expect(w.names.at(-1)).toBe('2026-01');
    expect(w.names).toHaveLength(12);
    expect([w.from.toISOString(), w.to.toISOString()]).toEqual(['2025-02-01T00:00:00.000Z', '2026-02-01T00:00:00.000Z']);
  });
});

describe('dashboard counters', () => {
  it('counts this ISO week from Monday 00:00 UTC and all time, users without admins', async () => {
    expect(await counters(t.database.db, NOW)).toEqual({
      week: { users: 3, pages: 2, coloreds: 1, subscriptions: 1 },
      total: { users: 8, pages: 5, coloreds: 3, subscriptions: 3 },
    });
  });

  it('moves a Monday-midnight row out of the week once the next week starts', async () => {
    const nextMonday = await counters(t.database.db, at('2026-04-06T00:00:00.000Z'));
    expect(nextMonday.week).toEqual({ users: 0, pages: 0, coloreds: 0, subscriptions: 0 });
    expect(nextMonday.total.users).toBe(8);
  });
});

describe('dashboard charts', () => {
  it('gives 12 monthly points per series, oldest first, with empty months at 0 and UTC month edges', async () => {
    expect(await charts(t.database.db, NOW)).toEqual({
      users: series({ '2025-05': 1, '2025-12': 1, '2026-01': 1, '2026-03': 3, '2026-04': 1 }),
      pages: series({ '2026-02': 1, '2026-03': 2, '2026-04': 1 }),
      coloreds: series({ '2026-02': 1, '2026-03': 2 }),
      subscriptions: series({ '2025-06': 1, '2026-03': 2 }),
    });
  });

  it('does not depend on the database session time zone', async () => {
    const inUtc = await charts(t.database.db, NOW);
    // UTC+14 would put 31 March 23:59 UTC into April if months were cut in the session zone.
    const inKiribati = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local time zone 'Pacific/Kiritimati'`);
      return { charts: await charts(tx, NOW), counters: await counters(tx, NOW) };
    });
    expect(inKiribati.charts).toEqual(inUtc);
    expect(inKiribati.counters).toEqual(await counters(t.database.db, NOW));
  });
});

describe('over HTTP', () => {
  it('answers the admin with the counters and 12 points per chart as of now', async () => {
    const c = await t.app.inject({ method: 'GET', url: '/api/analytics/counters', headers: admin.auth });
    expect(c.statusCode).toBe(200);
    // The dataset lies in the past, and the admin just created is not a user.
    expect(json(c).data.total).toEqual({ users: 8, pages: 5, coloreds: 3, subscriptions: 3 });
    expect(json(c).data.week).toEqual(await counters(t.database.db).then((x) => x.week));

    const res = await t.app.inject({ method: 'GET', url: '/api/analytics/charts', headers: admin.auth });
    expect(res.statusCode).toBe(200);
    const data = json(res).data;
    expect(Object.keys(data).sort()).toEqual(['coloreds', 'pages', 'subscriptions', 'users']);
    const now = new Date();
    const current = `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
    for (const points of Object.values(data) as { name: string; count: number }[][]) {
      expect(points).toHaveLength(12);
      expect(points.at(-1)!.name).toBe(current);
    }
    expect(data).toEqual(await charts(t.database.db));
  });
});
