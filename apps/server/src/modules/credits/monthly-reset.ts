import { and, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { credits } from '../../db/schema.ts';
import { currentPlan, type PlanRow } from '../plans/current-plan.ts';

/** The moment one month before `now`; a balance reset at or before it is due for a refill. */
export function oneMonthBefore(now: Date): Date {
  const d = new Date(now);
  d.setUTCMonth(d.getUTCMonth() - 1);
  return d;
}

/** One month after `from`: when a free balance refills next. */
export function oneMonthAfter(from: Date): Date {
  const d = new Date(from);
  d.setUTCMonth(d.getUTCMonth() + 1);
  return d;
}

/** Sets a user's balance to a plan's limits and restarts the month (purchase, renewal). */
export async function resetCreditsToPlan(db: Db, userId: number, plan: PlanRow, now = new Date()): Promise<void> {
  const values = { publicPage: plan.publicPageLimit, pageCreation: plan.pageCreationLimit, resetAt: now, updatedAt: now };
  await db
    .insert(credits)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: credits.userId, set: values });
}

/**
 * The free plan's lazy monthly refill: when the balance was last reset a month ago or more and
 * the user is on the free plan now, it goes back to the free limits before anything reads or
 * spends it. Paid plans refill on their paid invoices instead. The UPDATE is conditional on
 * reset_at, so concurrent callers refill once. Also creates a missing balance row.
 */
export async function ensureMonthlyReset(db: Db, userId: number, now = new Date()): Promise<void> {
  const [row] = await db.select({ resetAt: credits.resetAt }).from(credits).where(eq(credits.userId, userId)).limit(1);
  const due = oneMonthBefore(now);
  if (row && row.resetAt > due) return;
  const { plan } = await currentPlan(db, userId, now);
  if (!row) {
    await db
      .insert(credits)
      .values({ userId, publicPage: plan.publicPageLimit, pageCreation: plan.pageCreationLimit, resetAt: now })
      .onConflictDoNothing({ target: credits.userId });
    return;
  }
  if (plan.paid) return;
  await db
    .update(credits)
    .set({ publicPage: plan.publicPageLimit, pageCreation: plan.pageCreationLimit, resetAt: now, updatedAt: now })
    .where(and(eq(credits.userId, userId), lte(credits.resetAt, due)));
}
