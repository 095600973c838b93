import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { plans, subscriptions, users } from '../../db/schema.ts';
import type { Stripe } from '../../providers/payments/stripe.ts';
import type { SubscriptionRow } from '../plans/current-plan.ts';

const toDate = (seconds: number | null | undefined) => (typeof seconds === 'number' ? new Date(seconds * 1000) : null);
const idOf = (v: string | { id: string } | null | undefined) => (typeof v === 'string' ? v : (v?.id ?? null));

/** Statuses after which Stripe never bills the subscription again. */
const ENDED = ['canceled', 'incomplete_expired'];

/**
 * What our row should say about a Stripe subscription. Since API version 2025-03-31 the period
 * lives on the subscription item; older payloads had it on the subscription, so both are read.
 * A subscription set to cancel is "canceled" for us at once (canceled_at) and keeps its plan
 * until expire_at: the end of the paid period, or the moment it ended.
 */
export function subscriptionState(sub: Stripe.Subscription, now = new Date()) {
  const item = sub.items?.data?.[0];
  const legacy = sub as unknown as { current_period_end?: number };
  const periodEnd = toDate(item?.current_period_end ?? legacy.current_period_end);
  const ended = ENDED.includes(sub.status);
  const cancelAt = toDate(sub.cancel_at) ?? (sub.cancel_at_period_end ? periodEnd : null);
  const canceled = ended || cancelAt !== null;
  return {
    status: sub.status as string,
    priceId: item?.price?.id ?? null,
    unitAmount: item?.price?.unit_amount ?? null,
    customerId: idOf(sub.customer),
    currentPeriodEnd: periodEnd,
    canceledAt: canceled ? (toDate(sub.canceled_at) ?? toDate(sub.ended_at) ?? now) : null,
    expireAt: ended ? (toDate(sub.ended_at) ?? toDate(sub.canceled_at) ?? now) : cancelAt,
  };
}

const positiveInt = (v: unknown) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/** The user a subscription belongs to: by Stripe customer id first, then by the metadata we set at checkout. */
async function findUserId(tx: Db, customerId: string | null, hintedUserId: number | null): Promise<number | null> {
  if (customerId) {
    const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.stripeId, customerId)).limit(1);
    if (row) return row.id;
  }
  if (!hintedUserId) return null;
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, hintedUserId)).limit(1);
  if (!row) return null;
  // Remember the customer for later events that carry nothing else (only if none is stored yet).
  if (customerId)
    await tx
      .update(users)
      .set({ stripeId: customerId })
      .where(and(eq(users.id, row.id), isNull(users.stripeId)));
  return row.id;
}

/** The plan of a subscription: by its price ID, else the planId we put in the metadata. */
async function findPlanId(tx: Db, priceId: string | null, hintedPlanId: number | null): Promise<number | null> {
  if (priceId) {
    const [row] = await tx
      .select({ id: plans.id })
      .from(plans)
      .where(and(eq(plans.stripePriceId, priceId), eq(plans.paid, true)))
      .limit(1);
    if (row) return row.id;
  }
  if (!hintedPlanId) return null;
  const [row] = await tx
    .select({ id: plans.id })
    .from(plans)
    .where(and(eq(plans.id, hintedPlanId), eq(plans.paid, true)))
    .limit(1);
  return row?.id ?? null;
}

export interface SyncHints {
  userId?: string | null;
  planId?: string | null;
}

/**
 * Writes the current Stripe state of a subscription into its row (inserting it the first time),
 * whatever event brought it. Returns null when the subscription cannot be tied to one of our
 * users or paid plans (e.g. made by hand in the dashboard for someone else).
 */
export async function upsertSubscription(
  tx: Db,
  sub: Stripe.Subscription,
  hints: SyncHints = {},
  now = new Date(),
): Promise<SubscriptionRow | null> {
  const state = subscriptionState(sub, now);
  const [existing] = await tx.select().from(subscriptions).where(eq(subscriptions.stripeSubscriptionId, sub.id)).limit(1);
  const userId =
    existing?.userId ?? (await findUserId(tx, state.customerId, positiveInt(sub.metadata?.userId) ?? positiveInt(hints.userId)));
  const planId =
    (await findPlanId(tx, state.priceId, positiveInt(sub.metadata?.planId) ?? positiveInt(hints.planId))) ?? existing?.planId ?? null;
  if (!userId || !planId) return null;
  const [plan] = await tx.select({ priceCents: plans.priceCents }).from(plans).where(eq(plans.id, planId)).limit(1);
  const values = {
    planId,
    stripeCustomerId: state.customerId,
    status: state.status,
    priceCents: state.unitAmount ?? plan?.priceCents ?? 0,
    currentPeriodEnd: state.currentPeriodEnd,
    canceledAt: state.canceledAt,
    expireAt: state.expireAt,
    updatedAt: now,
  };
  const [row] = await tx
    .insert(subscriptions)
    .values({ userId, stripeSubscriptionId: sub.id, createdAt: toDate(sub.created) ?? now, ...values })
    .onConflictDoUpdate({ target: subscriptions.stripeSubscriptionId, set: values })
    .returning();
  return row ?? null;
}
