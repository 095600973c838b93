import { and, desc, gt, inArray, isNull, or } from 'drizzle-orm';
import type { User } from '@crayonbox/contract';
import type { Db } from '../../db/client.ts';
import { plans, subscriptions } from '../../db/schema.ts';
import type { UserRow } from '../../plugins/auth.ts';
import { LIVE_STATUSES, type PlanRow, type SubscriptionRow } from '../plans/current-plan.ts';

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/**
 * The current subscription of each user, in one query. Same rule as currentSubscription():
 * live and not canceled, or canceled but not yet past expire_at; the newest one wins.
 */
async function currentSubscriptions(db: Db, userIds: number[], now: Date): Promise<Map<number, SubscriptionRow>> {
  const rows = await db
    .selectDistinctOn([subscriptions.userId])
    .from(subscriptions)
    .where(
      and(
        inArray(subscriptions.userId, userIds),
        or(and(inArray(subscriptions.status, LIVE_STATUSES), isNull(subscriptions.canceledAt)), gt(subscriptions.expireAt, now)),
      ),
    )
    .orderBy(subscriptions.userId, desc(subscriptions.createdAt), desc(subscriptions.id));
  return new Map(rows.map((r) => [r.userId, r]));
}

/**
 * toUser() for a whole list with two queries instead of two or three per user (the plans table
 * holds three rows, so it is read whole). The output is the same object toUser() gives; a test
 * compares the two so they cannot drift apart.
 */
export async function toUsers(db: Db, rows: UserRow[], viewer: { id: number; admin: boolean } | null, now = new Date()): Promise<User[]> {
  if (rows.length === 0) return [];
  const [subs, allPlans] = await Promise.all([
    currentSubscriptions(
      db,
      rows.map((r) => r.id),
      now,
    ),
    db.select().from(plans),
  ]);
  const planById = new Map(allPlans.map((p) => [p.id, p]));
  const free = allPlans.find((p) => p.name === 'free');
  if (!free) throw new Error('The free plan is missing; the database was not seeded.');

  return rows.map((row) => {
    const sub = subs.get(row.id);
    const subPlan = sub ? planById.get(sub.planId) : undefined;
    const plan: PlanRow = subPlan ?? free;
    const subscription = subPlan ? sub : undefined;
    const canSeePrivate = viewer !== null && (viewer.admin || viewer.id === row.id);
    return {
      id: row.id,
      admin: row.admin,
      name: row.name,
      email: row.email,
      photo: row.photo,
      blocked: row.blocked,
      verified: row.verifiedAt !== null,
      created_at: row.createdAt.toISOString(),
      ...(canSeePrivate ? { stripe_id: row.stripeId } : {}),
      plan: row.admin ? null : { id: plan.id, name: plan.name, title: plan.title, paid: plan.paid },
      subscription: subscription
        ? {
            id: subscription.id,
            status: subscription.canceledAt ? 'canceled' : 'active',
            price: subscription.priceCents / 100,
            created_at: subscription.createdAt.toISOString(),
            canceled_at: iso(subscription.canceledAt),
            expire_at: iso(subscription.expireAt),
          }
        : null,
    };
  });
}
