import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { paymentEvents, subscriptions } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { verifyStripeEvent, type Stripe } from '../../providers/payments/stripe.ts';
import { resetCreditsToPlan } from '../credits/monthly-reset.ts';
import { LIVE_STATUSES, currentPlan } from '../plans/current-plan.ts';
import { callStripe, stripeFor, webhookSecretFor } from './stripe-access.ts';
import { upsertSubscription, type SyncHints } from './sync-subscription.ts';

const HANDLED = new Set([
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
]);

/** Invoices that start a paid month: the first one and each renewal. */
const REFILL_REASONS = ['subscription_create', 'subscription_cycle'];

const idOf = (v: string | { id: string } | null | undefined) => (typeof v === 'string' ? v : (v?.id ?? null));

/** The subscription an event is about, and what the event itself knows about its owner. */
function subscriptionOf(event: Stripe.Event): { subscriptionId: string | null; hints: SyncHints } {
  const object = event.data.object as unknown as Record<string, unknown>;
  if (event.type === 'checkout.session.completed') {
    const session = event.data.object as Stripe.Checkout.Session;
    if (session.mode !== 'subscription') return { subscriptionId: null, hints: {} };
    return {
      subscriptionId: idOf(session.subscription),
      hints: { userId: session.metadata?.userId ?? session.client_reference_id, planId: session.metadata?.planId },
    };
  }
  if (event.type.startsWith('customer.subscription.')) return { subscriptionId: String(object.id), hints: {} };
  // Invoices name their subscription under parent.subscription_details (API 2025-03-31 and
  // later) or directly (older versions).
  const invoice = event.data.object as Stripe.Invoice;
  const legacy = (object as { subscription?: string | { id: string } | null }).subscription;
  return { subscriptionId: idOf(invoice.parent?.subscription_details?.subscription) ?? idOf(legacy), hints: {} };
}

/**
 * Receives one Stripe webhook delivery. The signature is checked on the raw body, then the
 * subscription is read fresh from Stripe, so events may arrive in any order and still end in
 * Stripe's current state. The event id goes into payment_events in the same transaction as its
 * effects: a replayed or concurrently repeated delivery finds it there and changes nothing.
 */
export async function receiveStripeEvent(ctx: AppContext, rawBody: unknown, signature: string | string[] | undefined): Promise<void> {
  const secret = await webhookSecretFor(ctx);
  let event: Stripe.Event;
  try {
    if (!Buffer.isBuffer(rawBody) || typeof signature !== 'string') throw new Error('missing body or signature');
    event = verifyStripeEvent(rawBody, signature, secret);
  } catch {
    throw new AppError('BAD_REQUEST', 'The Stripe signature of this webhook is not valid.');
  }
  if (!HANDLED.has(event.type)) return;

  const [seen] = await ctx.db.select({ id: paymentEvents.id }).from(paymentEvents).where(eq(paymentEvents.id, event.id)).limit(1);
  if (seen) return;
  const { subscriptionId, hints } = subscriptionOf(event);
  if (!subscriptionId) return;

  // Read before the transaction: no database lock is held while Stripe answers. A failure is a
  // 502, nothing is recorded, and Stripe delivers the event again later.
  const stripe = await stripeFor(ctx);
  const sub = await callStripe(ctx, 'subscription retrieval', () => stripe.subscriptions.retrieve(subscriptionId));

  const superseded = await ctx.db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(paymentEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (!fresh) return [];
    const row = await upsertSubscription(tx, sub, hints);
    if (!row) {
      ctx.log.warn({ eventId: event.id, subscriptionId }, 'Stripe subscription matches no user or paid plan; ignored');
      return [];
    }
    if (event.type === 'invoice.paid') {
      const invoice = event.data.object as Stripe.Invoice;
      const { plan, subscription } = await currentPlan(tx, row.userId);
      // Only the subscription that gives the plan now refills the balance.
      if (invoice.billing_reason && REFILL_REASONS.includes(invoice.billing_reason) && subscription?.id === row.id && plan.paid) {
        await resetCreditsToPlan(tx, row.userId, plan);
      }
    }
    if (event.type === 'invoice.payment_failed') {
      const invoice = event.data.object as Stripe.Invoice;
      const latest = idOf(sub.latest_invoice);
      // A failure of an older invoice that has since been paid must not mark the plan late.
      if (row.status === 'active' && (!latest || latest === invoice.id)) {
        await tx.update(subscriptions).set({ status: 'past_due', updatedAt: new Date() }).where(eq(subscriptions.id, row.id));
      }
    }
    if (event.type === 'checkout.session.completed') {
      // A plan change goes through a new checkout: the older live subscriptions must stop billing.
      return tx
        .select({ stripeSubscriptionId: subscriptions.stripeSubscriptionId })
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.userId, row.userId),
            ne(subscriptions.id, row.id),
            isNull(subscriptions.canceledAt),
            inArray(subscriptions.status, LIVE_STATUSES),
          ),
        );
    }
    return [];
  });

  for (const old of superseded) await endSuperseded(ctx, stripe, old.stripeSubscriptionId);
}

/**
 * Cancels at once (prorated) a subscription replaced by a newer purchase. Best effort: the event
 * is already applied, so a failure is logged for the operator rather than failing the delivery.
 */
async function endSuperseded(ctx: AppContext, stripe: Stripe, stripeSubscriptionId: string): Promise<void> {
  try {
    const ended = await callStripe(ctx, 'cancellation of a replaced subscription', () =>
      stripe.subscriptions.cancel(stripeSubscriptionId, { prorate: true }),
    );
    await ctx.db.transaction((tx) => upsertSubscription(tx, ended));
  } catch (e) {
    ctx.log.warn({ err: e, stripeSubscriptionId }, 'Could not cancel a replaced subscription; cancel it in the Stripe dashboard');
  }
}
