import { eq } from 'drizzle-orm';
import type { CheckoutResult } from '@crayonbox/contract';
import type { AppContext } from '../../context.ts';
import { plans } from '../../db/schema.ts';
import { AppError, conflict, forbidden, validation } from '../../lib/errors.ts';
import type { UserRow } from '../../plugins/auth.ts';
import { currentPlan } from '../plans/current-plan.ts';
import { ensureCustomer } from './customer.ts';
import { callStripe, stripeFor } from './stripe-access.ts';

/**
 * Opens a Stripe Checkout page for a paid plan's price. The user and plan travel in the
 * session's and the subscription's metadata, so every later webhook can find them again.
 */
export async function startCheckout(ctx: AppContext, user: UserRow, priceId: string): Promise<CheckoutResult> {
  if (user.admin) throw forbidden('Admins cannot buy a plan.');
  const [plan] = await ctx.db.select().from(plans).where(eq(plans.stripePriceId, priceId)).limit(1);
  if (!plan?.paid) throw validation('priceId', 'Choose one of the paid plans.');
  const { subscription } = await currentPlan(ctx.db, user.id);
  if (subscription && !subscription.canceledAt && subscription.planId === plan.id) throw conflict('You are already on this plan.');

  const stripe = await stripeFor(ctx);
  const customer = await ensureCustomer(ctx, stripe, user);
  const metadata = { userId: String(user.id), planId: String(plan.id) };
  const session = await callStripe(ctx, 'checkout session creation', () =>
    stripe.checkout.sessions.create({
      mode: 'subscription',
      customer,
      client_reference_id: String(user.id),
      line_items: [{ price: priceId, quantity: 1 }],
      metadata,
      subscription_data: { metadata },
      success_url: `${ctx.config.appUrl}/payment?status=success&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${ctx.config.appUrl}/payment?status=canceled`,
    }),
  );
  if (!session.url) throw new AppError('PROVIDER_ERROR', 'The payment provider did not return a checkout page. Please try again.');
  return { url: session.url };
}
