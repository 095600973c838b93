import type { Plan } from '@crayonbox/contract';
import clsx from 'clsx';
import { Check } from 'lucide-react';
import { buttonClasses } from '@/components/button';
import { formatMonthlyPrice, planBadge, planFeatures, planHref } from '../plan-features';
import { LandingLink } from './landing-link';

/** One plan of the pricing section: badge, title, price per month, what it includes, and its button. */
export function PricingCard({ plan }: { plan: Plan }) {
  const badge = planBadge(plan);
  const recommended = plan.name === 'starter';
  const titleId = `plan-${plan.name}-title`;
  return (
    <article
      aria-labelledby={titleId}
      className={clsx(
        'relative flex flex-col rounded-3xl border-2 bg-white p-6 sm:p-8',
        recommended ? 'border-brand-700 shadow-xl shadow-brand-200/60 md:-my-3 md:py-10' : 'border-brand-100',
      )}
    >
      {badge ? (
        <p
          className={clsx(
            'absolute -top-4 left-6 rounded-full px-3.5 py-1 text-sm font-extrabold shadow-sm',
            recommended ? 'bg-brand-700 text-white' : 'bg-crayon-yellow text-ink',
          )}
        >
          {badge}
        </p>
      ) : null}
      <h3 id={titleId} className="text-2xl font-black text-ink">
        {plan.title}
      </h3>
      {plan.description ? <p className="mt-2 text-ink-muted">{plan.description}</p> : null}
      <p className="mt-6 flex items-baseline text-ink" data-testid="plan-price">
        <span className="text-4xl font-black tracking-tight">{formatMonthlyPrice(plan.price).replace('/month', '')}</span>
        <span className="ml-1 font-bold text-ink-muted">/month</span>
      </p>
      <ul className="mt-6 flex-1 space-y-3">
        {planFeatures(plan).map((feature) => (
          <li key={feature} className="flex gap-3">
            <span className="mt-0.5 inline-flex size-5 shrink-0 items-center justify-center rounded-full bg-crayon-green/20 text-green-800">
              <Check className="size-3.5" strokeWidth={3} aria-hidden="true" />
            </span>
            <span className="text-ink">{feature}</span>
          </li>
        ))}
      </ul>
      <LandingLink
        to={planHref(plan)}
        className={buttonClasses({ variant: recommended ? 'primary' : 'secondary', block: true, className: 'mt-8' })}
      >
        {plan.paid ? `Choose ${plan.title}` : 'Start for free'}
      </LandingLink>
    </article>
  );
}
