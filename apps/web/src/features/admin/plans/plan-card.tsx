import type { Plan } from '@crayonbox/contract';
import { CircleAlert, FilePlus2, Images, Pencil } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/button';

/** One plan: title, description, '$' price, 'Public pages: N', 'Create pages: N' and the edit link. */
export function PlanCard({ plan }: { plan: Plan }) {
  const titleId = `plan-${plan.id}-title`;
  const unpriced = plan.paid && !plan.stripe_price_id;
  return (
    <article aria-labelledby={titleId} className="flex h-full flex-col rounded-3xl border-2 border-brand-100 bg-white p-6">
      <div className="flex items-start justify-between gap-3">
        <h2 id={titleId} className="text-2xl font-black text-ink">
          {plan.title}
        </h2>
        <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-extrabold tracking-wide text-brand-800 uppercase">
          {plan.name}
        </span>
      </div>
      {plan.description ? <p className="mt-2 text-ink-muted">{plan.description}</p> : null}
      <p className="mt-5 flex items-baseline text-ink">
        <span className="text-4xl font-black tracking-tight">${plan.price.toFixed(2)}</span>
        <span className="ml-1 font-bold text-ink-muted">/month</span>
      </p>
      <ul className="mt-5 flex-1 space-y-2 font-semibold text-ink">
        <li className="flex items-center gap-2">
          <Images className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
          Public pages: {plan.public_page_limit.toLocaleString('en-US')}
        </li>
        <li className="flex items-center gap-2">
          <FilePlus2 className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
          Create pages: {plan.page_creation_limit.toLocaleString('en-US')}
        </li>
      </ul>
      {unpriced ? (
        <p className="mt-4 flex gap-2 rounded-xl bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-900">
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          No price ID yet: this plan cannot be bought.
        </p>
      ) : null}
      <Link
        to={`/admin/plans/${plan.id}/edit`}
        className={buttonClasses({ variant: 'secondary', className: 'mt-5 self-start' })}
        aria-label={`Edit ${plan.title}`}
      >
        <Pencil className="size-4" aria-hidden="true" />
        Edit
      </Link>
    </article>
  );
}
