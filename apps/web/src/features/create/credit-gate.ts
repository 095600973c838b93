import type { Credit } from '@crayonbox/contract';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { loadCredit } from '@/lib/credit-query';
import { queryClientContext } from '@/lib/query-client';
import { notify } from '@/stores/notifications';

export const NO_CREDITS_MESSAGE = 'No credits available. Upgrade your plan to continue.';
export const CREDIT_READ_FAILED = 'Failed to read credit';

/**
 * Loader of the three create-page screens (SPEC section 4, credit gates): reads the credit into
 * the cache (the screens show it from there); with no page_creation credit left the user goes to
 * /checkout with a danger notice. The notice is persistent, as a timed one would be cleared by
 * the very navigation that follows.
 */
export async function creditGateLoader({ context }: Pick<LoaderFunctionArgs, 'context'>): Promise<Credit> {
  const credit = await loadCredit(context.get(queryClientContext), CREDIT_READ_FAILED);
  if (credit.page_creation <= 0) {
    notify.danger(NO_CREDITS_MESSAGE, true);
    throw redirect('/checkout');
  }
  return credit;
}
