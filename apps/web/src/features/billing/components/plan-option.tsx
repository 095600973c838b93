import type { Plan } from '@crayonbox/contract';
import clsx from 'clsx';
import { Check } from 'lucide-react';
import { formatMonthlyPrice, isPurchasable, PAID_EXTRAS, planBadge, planLimits } from '../plan-text';

/**
 * One paid plan as a radio card: title, badge, price per month, description and what it
 * includes. The whole card is the label of a native radio, so arrows, Space and clicks all work.
 */
export function PlanOption({
  plan,
  checked,
  current,
  onSelect,
}: {
  plan: Plan;
  checked: boolean;
  /** The user already has this plan (active subscription). */
  current: boolean;
  onSelect: (plan: Plan) => void;
}) {
  const badge = planBadge(plan);
  const titleId = `checkout-plan-${plan.name}`;
  const detailsId = `${titleId}-details`;
  const [amount] = formatMonthlyPrice(plan.price).split('/');
  return (
    <label
      className={clsx(
        'group relative flex cursor-pointer flex-col rounded-3xl border-2 bg-white p-5 transition sm:p-6',
        'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700',
        checked ? 'border-brand-700 shadow-lg shadow-brand-200/60' : 'border-brand-100 hover:border-brand-300',
      )}
    >
      <input
        type="radio"
        name="plan"
        value={plan.name}
        checked={checked}
        onChange={() => onSelect(plan)}
        aria-labelledby={titleId}
        aria-describedby={detailsId}
        className="sr-only"
      />
      {badge ? (
        <span
          className={clsx(
            'absolute -top-3.5 left-5 rounded-full px-3 py-0.5 text-sm font-extrabold shadow-sm',
            plan.name === 'starter' ? 'bg-brand-700 text-white' : 'bg-crayon-yellow text-ink',
          )}
        >
          {badge}
        </span>
      ) : null}
      <span className="flex items-start justify-between gap-3">
        <span id={titleId} className="text-xl font-black text-ink">
          {plan.title}
        </span>
        <span
          aria-hidden="true"
          className={clsx(
            'mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full border-2 transition-colors',
            checked ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white',
          )}
        >
          {checked ? <Check className="size-4" strokeWidth={3} /> : null}
        </span>
      </span>
      <span id={detailsId} className="flex flex-1 flex-col">
        <span className="mt-3 flex items-baseline text-ink">
          <span className="text-3xl font-black tracking-tight">{amount}</span>
          <span className="ml-1 font-bold text-ink-muted">/month</span>
        </span>
        {plan.description ? <span className="mt-2 text-ink-muted">{plan.description}</span> : null}
        <span className="mt-4 flex flex-1 flex-col gap-2">
          {[...planLimits(plan), ...PAID_EXTRAS].map((line) => (
            <span key={line} className="flex gap-2.5 text-sm text-ink">
              <span className="mt-0.5 inline-flex size-4.5 shrink-0 items-center justify-center rounded-full bg-crayon-green/20 text-green-800">
                <Check className="size-3" strokeWidth={3} aria-hidden="true" />
              </span>
              {line}
            </span>
          ))}
        </span>
        {current || !isPurchasable(plan) ? (
          <span className="mt-4 flex flex-wrap gap-2">
            {current ? (
              <span className="rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-extrabold text-green-800">Your current plan</span>
            ) : null}
            {!isPurchasable(plan) ? (
              <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-extrabold text-slate-700">Not available yet</span>
            ) : null}
          </span>
        ) : null}
      </span>
    </label>
  );
}
