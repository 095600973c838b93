import type { User } from '@crayonbox/contract';

const PENDING_PLAN_KEY = 'pending_plan';
const PLAN_PATTERN = /^[a-z0-9_-]{1,40}$/i;

/** Remembers the plan picked on the landing (sign-up?plan=...) until the first sign-in. */
export function rememberPlan(plan: string | null | undefined): void {
  if (plan && PLAN_PATTERN.test(plan)) localStorage.setItem(PENDING_PLAN_KEY, plan);
}

/** The remembered plan, removed from storage. */
export function takePendingPlan(): string | null {
  const plan = localStorage.getItem(PENDING_PLAN_KEY);
  localStorage.removeItem(PENDING_PLAN_KEY);
  return plan && PLAN_PATTERN.test(plan) ? plan : null;
}

/**
 * Where a user lands after signing in: /admin for admins, /checkout?plan=... when a plan was
 * picked before signing up, else /pages/public (SPEC section 2).
 */
export function homePath(user: Pick<User, 'admin'>, plan?: string | null): string {
  if (user.admin) return '/admin';
  if (plan) return `/checkout?${new URLSearchParams({ plan }).toString()}`;
  return '/pages/public';
}
