import type { Plan } from '@crayonbox/contract';

/**
 * 12345 → "12,345". Not toLocaleString: its first call loads the locale's number data, a task of
 * tens of milliseconds on a phone in the middle of the landing's first seconds (the limits are integers).
 */
const groupDigits = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

const count = (n: number, one: string, many: string) => `${groupDigits(n)} ${n === 1 ? one : many}`;

/** "$7.99/month": dollars with two decimals, per month (SPEC section 2). */
export function formatMonthlyPrice(price: number): string {
  return `$${price.toFixed(2)}/month`;
}

/** The badge of a plan card: 'Recommended' on starter, '{discount}% off' on advanced. */
export function planBadge(plan: Pick<Plan, 'name' | 'discount'>): string | null {
  if (plan.name === 'starter') return 'Recommended';
  if (plan.name === 'advanced' && plan.discount > 0) return `${plan.discount}% off`;
  return null;
}

/** Where a plan's button leads: /sign-up for the free plan, /sign-up/?plan={name} for paid ones. */
export function planHref(plan: Pick<Plan, 'name' | 'paid'>): string {
  return plan.paid ? `/sign-up/?plan=${encodeURIComponent(plan.name)}` : '/sign-up';
}

/**
 * What a plan includes (SPEC section 2): the free plan lists public pages, page creations, saving
 * and multi-platform use with its limits; paid plans add favoriting, download and print; advanced
 * differs from starter only by its higher limits.
 */
export function planFeatures(plan: Pick<Plan, 'paid' | 'public_page_limit' | 'page_creation_limit' | 'book_limit'>): string[] {
  const features = [
    `${count(plan.public_page_limit, 'public page', 'public pages')} to color each month`,
    `${count(plan.page_creation_limit, 'page creation', 'page creations')} each month`,
    'Save your colorings',
    'Use it on web, mobile and desktop',
  ];
  if (!plan.paid) return features;
  const paid = [...features, 'Favorite pages', 'Download your colorings', 'Print-ready pages'];
  return plan.book_limit > 0 ? [...paid, `${count(plan.book_limit, 'coloring book', 'coloring books')} to print each month`] : paid;
}
