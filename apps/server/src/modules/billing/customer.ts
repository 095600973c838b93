import { createHash } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { users } from '../../db/schema.ts';
import type { UserRow } from '../../plugins/auth.ts';
import type { Stripe } from '../../providers/payments/stripe.ts';
import { callStripe } from './stripe-access.ts';

/**
 * The user's Stripe customer id, creating the customer on first use. Two checkouts started at
 * once must end with one customer: Stripe's idempotency key makes both creations return the same
 * customer, and the conditional UPDATE (only while stripe_id is null) keeps the first id stored.
 */
export async function ensureCustomer(ctx: AppContext, stripe: Stripe, user: UserRow): Promise<string> {
  const readStored = async () => {
    const [row] = await ctx.db.select({ stripeId: users.stripeId }).from(users).where(eq(users.id, user.id)).limit(1);
    return row?.stripeId ?? null;
  };
  const stored = await readStored();
  if (stored) return stored;

  // The key changes with the email so a changed address does not collide with an old attempt.
  const idempotencyKey = `crayonbox-customer-${user.id}-${createHash('sha256').update(user.email).digest('hex').slice(0, 16)}`;
  const customer = await callStripe(ctx, 'customer creation', () =>
    stripe.customers.create({ email: user.email, name: user.name, metadata: { userId: String(user.id) } }, { idempotencyKey }),
  );
  const [won] = await ctx.db
    .update(users)
    .set({ stripeId: customer.id, updatedAt: new Date() })
    .where(and(eq(users.id, user.id), isNull(users.stripeId)))
    .returning({ stripeId: users.stripeId });
  if (won?.stripeId) return won.stripeId;
  const winner = await readStored();
  if (!winner) throw new Error('stripe_id vanished while saving the Stripe customer');
  return winner;
}
