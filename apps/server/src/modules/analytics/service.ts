import { and, eq, gte, lt, notInArray, sql, type SQL } from 'drizzle-orm';
import { unionAll, type AnyPgColumn, type AnyPgTable } from 'drizzle-orm/pg-core';
import type { ChartPoint, ChartSeries, CounterSet, DashboardCounters } from '@crayonbox/contract';
import type { Db } from '../../db/client.ts';
import { coloredPages, pages, subscriptions, users } from '../../db/schema.ts';
import { chartWindow, startOfUtcIsoWeek } from './time.ts';

type SeriesName = keyof CounterSet;

/** Stripe statuses of a subscription that was never paid for; they are not counted. */
const UNPAID_STATUSES = ['incomplete', 'incomplete_expired'];

interface Source {
  name: SeriesName;
  table: AnyPgTable;
  /** Indexed (created_at, id) on every table, so the range conditions use the index. */
  createdAt: AnyPgColumn;
  where?: SQL;
}

/** What each dashboard series counts. */
const SOURCES: Source[] = [
  { name: 'users', table: users, createdAt: users.createdAt, where: eq(users.admin, false) },
  { name: 'pages', table: pages, createdAt: pages.createdAt },
  { name: 'coloreds', table: coloredPages, createdAt: coloredPages.createdAt },
  {
    name: 'subscriptions',
    table: subscriptions,
    createdAt: subscriptions.createdAt,
    where: notInArray(subscriptions.status, UNPAID_STATUSES),
  },
];

/** One query per series, in the (first, second, ...rest) shape unionAll() takes: one round trip in all. */
function unionOfAll<Q>(build: (s: Source) => Q): [Q, Q, ...Q[]] {
  const [a, b, ...rest] = SOURCES.map(build);
  return [a!, b!, ...rest];
}

// A constant label, typed so PostgreSQL can resolve the union's first column.
const label = (name: SeriesName) => sql<SeriesName>`${name}::text`;

/**
 * Dashboard counters as of `now`: rows created since Monday 00:00 UTC of the current ISO week,
 * and all rows. Users are non-admin accounts. One round trip (a union of four counts).
 */
export async function counters(db: Db, now: Date = new Date()): Promise<DashboardCounters> {
  const weekStart = startOfUtcIsoWeek(now);
  const queries = unionOfAll((s) =>
    db
      .select({
        series: label(s.name),
        total: sql<number>`count(*)::int`,
        week: sql<number>`(count(*) filter (where ${gte(s.createdAt, weekStart)}))::int`,
      })
      .from(s.table)
      .where(s.where),
  );
  const rows = await unionAll(...queries);
  const empty = (): CounterSet => ({ users: 0, pages: 0, coloreds: 0, subscriptions: 0 });
  const result: DashboardCounters = { week: empty(), total: empty() };
  for (const row of rows) {
    result.week[row.series] = Number(row.week);
    result.total[row.series] = Number(row.total);
  }
  return result;
}

/**
 * Monthly chart series as of `now`: exactly 12 points per series for the last 12 UTC months
 * (the current one last, counted so far), named "YYYY-MM"; months without rows count 0.
 */
export async function charts(db: Db, now: Date = new Date()): Promise<ChartSeries> {
  const { from, to, names } = chartWindow(now);
  const queries = unionOfAll((s) => {
    const month = sql<string>`to_char(date_trunc('month', ${s.createdAt} at time zone 'UTC'), 'YYYY-MM')`;
    return db
      .select({ series: label(s.name), name: month, count: sql<number>`count(*)::int` })
      .from(s.table)
      .where(and(s.where, gte(s.createdAt, from), lt(s.createdAt, to)))
      .groupBy(month);
  });
  const rows = await unionAll(...queries);
  const counts = new Map(rows.map((r) => [`${r.series}/${r.name}`, Number(r.count)]));
  const series = (name: SeriesName): ChartPoint[] => names.map((month) => ({ name: month, count: counts.get(`${name}/${month}`) ?? 0 }));
  return { users: series('users'), pages: series('pages'), coloreds: series('coloreds'), subscriptions: series('subscriptions') };
}
