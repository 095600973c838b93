import type { Plan, User } from '@crayonbox/contract';
import clsx from 'clsx';
import { Lock } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { Button } from '@/components/button';
import { EmptyState, Screen } from '@/components/screen';
import { loadQuery } from '@/lib/load-query';
import { isDesktop, openExternal } from '@/lib/platform';
import { queryClientContext } from '@/lib/query-client';
import { notify } from '@/stores/notifications';
import { useSession } from '@/stores/session';
import { startCheckout } from './api';
import { PlanOption } from './components/plan-option';
import { rememberCheckoutPlan } from './pending-checkout';
import { formatMonthlyPrice, isPurchasable } from './plan-text';
import { paidPlanListQuery } from './queries';

export const PLANS_LOAD_FAILED = 'Failed to load plans';

/** The paid plans (SPEC section 2, Checkout). */
export async function loader({ context }: LoaderFunctionArgs) {
  await loadQuery(context.get(queryClientContext), paidPlanListQuery, PLANS_LOAD_FAILED);
  return null;
}

/** True when the user pays for this plan now and has not canceled it. */
const isCurrentPlan = (user: User | null, plan: Plan) => user?.plan?.name === plan.name && user.subscription?.status === 'active';

/** Why Checkout cannot start for the chosen plan, or null when it can. */
function blockReason(plan: Plan | null, user: User | null): string | null {
  if (!plan) return 'Choose a plan to continue.';
  if (!isPurchasable(plan)) return `${plan.title} cannot be bought yet: an admin still has to connect it to the payment provider.`;
  if (isCurrentPlan(user, plan)) return `You are already on the ${plan.title} plan.`;
  return null;
}

/** A note about what happens to the plan the user pays for now, when they pick another. */
function switchNote(plan: Plan | null, user: User | null): string | null {
  if (!plan || !user?.plan?.paid || user.plan.name === plan.name || user.subscription?.status !== 'active') return null;
  return `Your ${user.plan.title} plan ends when ${plan.title} starts; the unused part is credited.`;
}

/**
 * /checkout: the paid plans as radio cards (the one named by ?plan preselected) and a
 * 'Checkout' button that opens Stripe's payment page. Nothing happens without a chosen plan or
 * when the plan has no price ID yet.
 */
export function Component() {
  const { data: plans } = useSuspenseQuery(paidPlanListQuery);
  const [searchParams] = useSearchParams();
  const user = useSession((state) => state.user);
  const [selected, setSelected] = useState<string | null>(() => {
    const wanted = searchParams.get('plan')?.toLowerCase();
    return plans.find((plan) => plan.name === wanted)?.name ?? null;
  });
  const [redirecting, setRedirecting] = useState(false);
  const hintId = useId();

  // Coming back with the browser's Back button may restore this page as it was left (bfcache).
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) setRedirecting(false);
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  const chosen = plans.find((plan) => plan.name === selected) ?? null;
  const blocked = blockReason(chosen, user);
  const note = switchNote(chosen, user);

  async function checkout() {
    if (!chosen || !isPurchasable(chosen) || blocked || redirecting) return;
    setRedirecting(true);
    rememberCheckoutPlan(chosen.name);
    const result = await startCheckout(chosen.stripe_price_id);
    if (!result?.url) {
      setRedirecting(false);
      return;
    }
    openExternal(result.url);
    if (isDesktop()) {
      // The desktop shell opens the system browser; this window stays and can be used again.
      setRedirecting(false);
      notify.info('Finish the payment in your browser. Your plan changes as soon as it is paid.', true);
    }
  }

  if (plans.length === 0) {
    return (
      <Screen title="Choose plan">
        <EmptyState title="No plans to choose from yet">Paid plans appear here once they are set up. Please check back soon.</EmptyState>
      </Screen>
    );
  }

  return (
    <Screen title="Choose plan" description="More pages each month, plus favorites, downloads and printing.">
      <div className="max-w-5xl space-y-6">
        <div role="radiogroup" aria-label="Paid plans" className="grid gap-5 pt-2 md:grid-cols-2">
          {plans.map((plan) => (
            <PlanOption
              key={plan.id}
              plan={plan}
              checked={plan.name === selected}
              current={isCurrentPlan(user, plan)}
              onSelect={(next) => setSelected(next.name)}
            />
          ))}
        </div>

        {/* On small screens the summary stays in view while the plans scroll by. */}
        <div className="sticky bottom-3 z-10 flex items-center justify-between gap-3 rounded-3xl border-2 border-brand-100 bg-white p-4 shadow-lg shadow-brand-200/50 sm:static sm:gap-4 sm:p-6 sm:shadow-none">
          <div className="min-w-0 space-y-1" id={hintId}>
            {chosen ? (
              <p className="flex flex-wrap items-baseline gap-x-2 font-bold text-ink">
                <span>{chosen.title}</span>
                <span className="font-semibold whitespace-nowrap text-ink-muted">{formatMonthlyPrice(chosen.price)}</span>
              </p>
            ) : null}
            <p className={clsx('text-sm sm:text-base', blocked && chosen ? 'font-semibold text-red-800' : 'text-ink-muted')}>
              {blocked ?? note ?? 'Billed monthly. Cancel anytime from your account.'}
            </p>
          </div>
          <div className="flex shrink-0 flex-col items-end gap-1.5 sm:gap-2">
            <Button
              className="sm:min-h-13 sm:px-7 sm:text-lg"
              onClick={() => void checkout()}
              disabled={Boolean(blocked)}
              loading={redirecting}
              aria-describedby={hintId}
            >
              Checkout
            </Button>
            <p className="flex items-center gap-1.5 text-xs text-ink-muted sm:text-sm" role="status">
              <Lock className="size-3.5" aria-hidden="true" />
              {redirecting ? 'Taking you to secure checkout…' : 'Secure payment by Stripe'}
            </p>
          </div>
        </div>
      </div>
    </Screen>
  );
}
