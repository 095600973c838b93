import { useSuspenseQuery } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { EmptyState, Screen } from '@/components/screen';
import { useArrivalNotice } from '@/lib/arrival-notice';
import { loadQuery } from '@/lib/load-query';
import { queryClientContext } from '@/lib/query-client';
import { PlanCard } from './plan-card';
import { planListQuery } from './queries';

export const PLANS_LOAD_FAILED = 'Failed to load plans';

/** Every plan, cheapest first. */
export async function loader({ context }: LoaderFunctionArgs) {
  await loadQuery(context.get(queryClientContext), planListQuery, PLANS_LOAD_FAILED);
  return null;
}

/** /admin/plans: a card per plan with its price, limits and an edit link. */
export function Component() {
  const { data: plans } = useSuspenseQuery(planListQuery);
  useArrivalNotice('/admin/plans');
  return (
    <Screen title="Plans" description="Free, starter and advanced: what they cost and what they allow each month.">
      {plans.length ? (
        <ul className="grid grid-cols-1 gap-5 md:grid-cols-2 xl:grid-cols-3">
          {plans.map((plan) => (
            <li key={plan.id} className="min-w-0">
              <PlanCard plan={plan} />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState title="No plans found">The database has no plans; the server seeds them on start.</EmptyState>
      )}
    </Screen>
  );
}
