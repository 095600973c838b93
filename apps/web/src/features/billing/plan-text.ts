import type { Plan } from '@crayonbox/contract';

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** "$7.99/month": dollars with two decimals, per month (SPEC section 2). */
export function formatMonthlyPrice(price: number): string {
  return `$${price.toFixed(2)}/month`;
}

/** The badge of a plan: 'Recommended' on starter, '{discount}% off' on advanced. */
export function planBadge(plan: Pick<Plan, 'name' | 'discount'>): string | null {
  if (plan.name === 'starter') return 'Recommended';
  if (plan.name === 'advanced' && plan.discount > 0) return `${plan.discount}% off`;
  return null;
}

/** The monthly limits of a plan, as short lines for its card. */
export function planLimits(plan: Pick<Plan, 'public_page_limit' | 'page_creation_limit'>): string[] {
  return [
    `${count(plan.public_page_limit, 'public page', 'public pages')} to color each month`,
    `${count(plan.page_creation_limit, 'page creation', 'page creations')} each month`,
  ];
}

/** What every paid plan adds to the free plan (SPEC section 2). */
export const PAID_EXTRAS = ['Favorite pages', 'Download and print your colorings'] as const;

/**
 * True when the plan can be bought: Stripe needs its price ID, which an admin sets in the plan
 * editor. Without one, checkout does nothing (SPEC section 5).
 */
export const isPurchasable = (plan: Pick<Plan, 'stripe_price_id'>): plan is Plan & { stripe_price_id: string } =>
  typeof plan.stripe_price_id === 'string' && plan.stripe_price_id.trim() !== '';
