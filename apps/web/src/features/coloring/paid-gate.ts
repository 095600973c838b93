import type { Credit } from '@crayonbox/contract';
import { offerUpgrade } from '@/stores/upgrade-offer';
import { DOWNLOAD_PAID_MESSAGE, PRINT_PAID_MESSAGE } from './messages';

/** Actions of the coloring screen that need a paid plan (SPEC section 6). */
export type PaidAction = 'print' | 'download';

const REFUSALS: Record<PaidAction, string> = { print: PRINT_PAID_MESSAGE, download: DOWNLOAD_PAID_MESSAGE };

/** The refusal message for a user on the free plan, or null when the plan is paid. */
export function paidPlanRefusal(credit: Pick<Credit, 'user'>, action: PaidAction): string | null {
  return credit.user.plan.paid ? null : REFUSALS[action];
}

/**
 * Client-side comfort check (the server enforces with 403 NO_PAID_PLAN): on the free plan it offers
 * the paid plans in a dialog with the SPEC message, over the coloring, then returns false.
 */
export function requirePaidPlan(credit: Pick<Credit, 'user'>, action: PaidAction): boolean {
  const refusal = paidPlanRefusal(credit, action);
  if (!refusal) return true;
  offerUpgrade(refusal);
  return false;
}
