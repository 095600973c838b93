import { and, desc, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { plans, subscriptions } from '../../db/schema.ts';

export type PlanRow = typeof plans.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** Stripe statuses in which the customer keeps the paid plan. */
export const LIVE_STATUSES = ['active', 'trialing', 'past_due'];

/**
 * The subscription that gives the user a paid plan now: live and not canceled, or canceled but
 * not yet past expire_at. Null means the user is on the free plan.
 */
export async function currentSubscription(db: Db, userId: number, now = new Date()): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        or(and(inArray(subscriptions.status, LIVE_STATUSES), isNull(subscriptions.canceledAt)), and(gt(subscriptions.expireAt, now))),
      ),
    )
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
    .limit(1);
  return row ?? null;
}

export async function freePlan(db: Db): Promise<PlanRow> {
  const [row] = await db.select().from(plans).where(eq(plans.name, 'free')).limit(1);
  if (!row) throw new Error('The free plan is missing; the database was not seeded.');
  return row;
}

/** The plan in force for a user, with the subscription that grants it (if any). */
export async function currentPlan(db: Db, userId: number, now = new Date()) {
  const subscription = await currentSubscription(db, userId, now);
  if (subscription) {
    const [plan] = await db.select().from(plans).where(eq(plans.id, subscription.planId)).limit(1);
    if (plan) return { plan, subscription };
  }
  return { plan: await freePlan(db), subscription: null };
}
