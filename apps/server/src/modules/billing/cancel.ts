import { eq } from 'drizzle-orm';
import type { CancelResult } from '@crayonbox/contract';
import type { AppContext } from '../../context.ts';
import { subscriptions } from '../../db/schema.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import type { UserRow } from '../../plugins/auth.ts';
import { currentPlan } from '../plans/current-plan.ts';
import { toSubscriptionSummary } from '../subscriptions/serialize.ts';
import { callStripe, stripeFor } from './stripe-access.ts';
import { subscriptionState } from './sync-subscription.ts';

/**
 * Cancels the user's active subscription at the end of the paid period: Stripe stops renewing
 * it, and the user keeps the plan until expire_at. 404 when there is no active subscription.
 */
export async function cancelSubscription(ctx: AppContext, user: UserRow): Promise<CancelResult> {
  if (user.admin) throw forbidden('Admins have no subscription.');
  const { subscription } = await currentPlan(ctx.db, user.id);
  if (!subscription || subscription.canceledAt) throw notFound('An active subscription');
  const stripe = await stripeFor(ctx);
  const sub = await callStripe(ctx, 'subscription cancellation', () =>
    stripe.subscriptions.update(subscription.stripeSubscriptionId, { cancel_at_period_end: true }),
  );
  const state = subscriptionState(sub);
  const now = new Date();
  const [row] = await ctx.db
    .update(subscriptions)
    .set({
      status: state.status,
      canceledAt: state.canceledAt ?? now,
      expireAt: state.expireAt ?? subscription.currentPeriodEnd ?? now,
      currentPeriodEnd: state.currentPeriodEnd ?? subscription.currentPeriodEnd,
      updatedAt: now,
    })
    .where(eq(subscriptions.id, subscription.id))
    .returning();
  if (!row) throw notFound('An active subscription');
  return { subscription: toSubscriptionSummary(row) };
}
