import { eq } from 'drizzle-orm';
import type { Credit } from '@crayonbox/contract';
import type { Db } from '../../db/client.ts';
import { credits } from '../../db/schema.ts';
import { currentPlan } from '../plans/current-plan.ts';
import { toSubscriptionSummary } from '../subscriptions/serialize.ts';
import { ensureMonthlyReset, oneMonthAfter } from './monthly-reset.ts';

/** The user's balance (refilled first when the free month is over), plan and subscription. */
export async function readCredit(db: Db, userId: number): Promise<Credit> {
  await ensureMonthlyReset(db, userId);
  const [row] = await db.select().from(credits).where(eq(credits.userId, userId)).limit(1);
  if (!row) throw new Error('credits row missing after ensureMonthlyReset');
  const { plan, subscription } = await currentPlan(db, userId);
  // A live paid plan refills on renewal; otherwise the free month decides (not before a canceled plan ends).
  const renewal = subscription && !subscription.canceledAt ? subscription.currentPeriodEnd : null;
  const freeRefill = oneMonthAfter(row.resetAt);
  const expiry = subscription?.expireAt;
  const next = renewal ?? (expiry && expiry > freeRefill ? expiry : freeRefill);
  return {
    id: row.id,
    public_page: row.publicPage,
    page_creation: row.pageCreation,
    reset_at: row.resetAt.toISOString(),
    next_reset_at: next.toISOString(),
    user: {
      plan: { id: plan.id, name: plan.name, title: plan.title, paid: plan.paid },
      subscription: subscription ? toSubscriptionSummary(subscription) : null,
    },
  };
}
