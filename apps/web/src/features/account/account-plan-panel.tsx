import type { CancelResult, Credit } from '@crayonbox/contract';
import clsx from 'clsx';
import { addMonths } from 'date-fns';
import { CalendarClock, FilePlus2, Images } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { api } from '@/lib/api';
import { formatDate } from '@/lib/format';
import { confirm } from '@/stores/confirm';
import { notify } from '@/stores/notifications';
import { useSession } from '@/stores/session';
import { Button, buttonClasses } from '@/components/button';

export const CANCEL_PLAN_QUESTION = 'Are you sure you want to cancel your active subscription plan?';
export const PLAN_CANCELED = 'Your active subscription plan has been canceled';

/**
 * The renewal note of the plan panel: an active subscription renews at the end of the paid
 * period (the credit's next_reset_at; one month after it started if that is missing), a canceled
 * one expires at expire_at, and the free plan's credits refill at next_reset_at.
 */
export function renewalNote(credit: Pick<Credit, 'next_reset_at' | 'user'>): string | null {
  const subscription = credit.user.subscription;
  if (subscription?.status === 'canceled') {
    const end = subscription.expire_at ?? credit.next_reset_at;
    return end ? `Expires on ${formatDate(end)}` : null;
  }
  if (subscription) {
    const renewal = credit.next_reset_at ?? addMonths(new Date(subscription.created_at), 1).toISOString();
    return `Renews on ${formatDate(renewal)}`;
  }
  return credit.next_reset_at ? `Credits refill on ${formatDate(credit.next_reset_at)}` : null;
}

function CreditRow({ icon, label, value }: { icon: ReactNode; label: string; value: number }) {
  return (
    <div className="flex items-center gap-3 px-3.5 py-3">
      <dt className="flex min-w-0 flex-1 items-center gap-3 font-semibold text-ink">
        <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-xl bg-white text-brand-700" aria-hidden="true">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="text-2xl font-black text-ink tabular-nums">{value.toLocaleString('en-US')}</dd>
    </div>
  );
}

/**
 * The plan panel of the account screen: plan name, credits left, the renewal note, 'Change plan'
 * (to /checkout) and, with an active subscription not yet canceled, 'Cancel plan'. Canceling asks
 * with the confirm bar, then goes to /pages/public with a success toast.
 */
export function AccountPlanPanel({ credit }: { credit: Credit }) {
  const navigate = useNavigate();
  const [canceling, setCanceling] = useState(false);
  // A timed toast is cleared when the pathname changes (root layout), so the success toast is
  // shown once this panel has left the screen: its unmount runs in the same effects pass as that
  // clearing, and the timeout lands right after it.
  const leaveWithToast = useRef<string | null>(null);
  useEffect(
    () => () => {
      const message = leaveWithToast.current;
      if (message) setTimeout(() => notify.success(message), 0);
    },
    [],
  );
  const { plan, subscription } = credit.user;
  const active = subscription?.status === 'active';
  const note = renewalNote(credit);

  async function cancelPlan() {
    if (canceling || !(await confirm(CANCEL_PLAN_QUESTION))) return;
    setCanceling(true);
    const result = await api.postJson<CancelResult>('/stripe/subscription/cancel');
    if (!result) {
      setCanceling(false);
      return;
    }
    useSession.setState((state) => (state.user ? { user: { ...state.user, subscription: result.subscription } } : state));
    leaveWithToast.current = PLAN_CANCELED;
    await navigate('/pages/public');
  }

  return (
    <section aria-labelledby="plan-panel-title" className="space-y-5 rounded-3xl border-2 border-brand-100 bg-white p-5 sm:p-6">
      <div className="space-y-1">
        <h2 id="plan-panel-title" className="text-sm font-bold tracking-wide text-ink-muted uppercase">
          Your plan
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          <p className="text-2xl font-black text-ink">{plan.title}</p>
          {subscription ? (
            <span
              className={clsx(
                'rounded-full px-2.5 py-0.5 text-xs font-extrabold',
                active ? 'bg-green-100 text-green-800' : 'bg-amber-100 text-amber-900',
              )}
            >
              {active ? 'Active' : 'Canceled'}
            </span>
          ) : null}
        </div>
        {subscription ? <p className="text-ink-muted">${subscription.price.toFixed(2)}/month</p> : null}
      </div>

      <dl className="divide-y-2 divide-white overflow-hidden rounded-2xl bg-brand-50">
        <CreditRow icon={<Images className="size-5" />} label="Public pages to color left" value={credit.public_page} />
        <CreditRow icon={<FilePlus2 className="size-5" />} label="Page creations left" value={credit.page_creation} />
      </dl>

      {note ? (
        <p className="flex items-start gap-2 text-sm font-semibold text-ink">
          <CalendarClock className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
          <span className="pt-0.5">{note}</span>
        </p>
      ) : null}
      {!plan.paid ? <p className="text-sm text-ink-muted">Upgrade for more pages each month, favorites, downloads and printing.</p> : null}

      <div className="flex flex-wrap gap-2">
        <Link to="/checkout" className={buttonClasses({ variant: plan.paid ? 'secondary' : 'primary' })}>
          Change plan
        </Link>
        {active ? (
          <Button variant="ghost" className="text-red-700 hover:bg-red-50" loading={canceling} onClick={() => void cancelPlan()}>
            Cancel plan
          </Button>
        ) : null}
      </div>
    </section>
  );
}
