import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { EmptyState, Screen } from '@/components/screen';
import { useArrivalNotice } from '@/lib/arrival-notice';
import { listPlans } from './api';
import { PlanCard } from './plan-card';

export const PLANS_LOAD_FAILED = 'Failed to load plans';

/** Every plan, cheapest first. */
export async function loader({ request }: LoaderFunctionArgs) {
  const plans = await listPlans(request.signal);
  if (!plans) throw new Error(PLANS_LOAD_FAILED);
  return { plans };
}

/** /admin/plans: a card per plan with its price, limits and an edit link. */
export function Component() {
  const { plans } = useLoaderData<typeof loader>();
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
