import type { Credit, User } from '@crayonbox/contract';
import { useCallback, useEffect, useState } from 'react';
import { ApiError, handleApiError, isAbort } from '@/lib/api';
import { useSession } from '@/stores/session';
import { readCredit, readMe } from './api';
import { checkoutPlan, forgetCheckoutPlan } from './pending-checkout';

/** Stripe tells the server about a payment by webhook, usually within seconds of the redirect. */
export const POLL_INTERVAL_MS = 1500;
/** About 20 seconds of checks before the screen says the confirmation is late. */
export const MAX_CHECKS = 14;

export type ConfirmationState =
  { kind: 'confirming' } | { kind: 'confirmed'; user: User; credit: Credit | null } | { kind: 'late' } | { kind: 'signed-out' };

/** True once the user has the plan the checkout was for (any paid plan when that is unknown). */
function hasNewPlan(user: User, expected: string | null): boolean {
  if (!user.plan?.paid) return false;
  return expected ? user.plan.name === expected : true;
}

/**
 * After a successful checkout: reads the user until the webhook has switched the plan, then the
 * credits. Checks every 1.5 s up to about 20 s, then reports 'late'; `retry` starts over.
 */
export function usePaymentConfirmation(enabled: boolean) {
  const signedIn = useSession((state) => state.token !== '');
  const [round, setRound] = useState(0);
  const [state, setState] = useState<ConfirmationState>({ kind: 'confirming' });

  useEffect(() => {
    if (!enabled) return;
    if (!signedIn) {
      setState({ kind: 'signed-out' });
      return;
    }
    setState({ kind: 'confirming' });
    const controller = new AbortController();
    const expected = checkoutPlan();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let checks = 0;

    const check = async () => {
      checks += 1;
      try {
        const user = await readMe(controller.signal);
        useSession.getState().setUser(user);
        if (hasNewPlan(user, expected)) {
          // The plan is what matters; the credits are a bonus line if they load.
          const credit = await readCredit(controller.signal).catch((error: unknown) => {
            if (isAbort(error)) throw error;
            return null;
          });
          forgetCheckoutPlan();
          setState({ kind: 'confirmed', user, credit });
          return;
        }
      } catch (error) {
        if (isAbort(error)) return;
        if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
          handleApiError(error);
          return;
        }
        // A network hiccup: the next check may well work.
      }
      if (checks >= MAX_CHECKS) setState({ kind: 'late' });
      else timer = setTimeout(() => void check(), POLL_INTERVAL_MS);
    };
    void check();

    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [enabled, signedIn, round]);

  const retry = useCallback(() => setRound((n) => n + 1), []);
  return { state, retry };
}
