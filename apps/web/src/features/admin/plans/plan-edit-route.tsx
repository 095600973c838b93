import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { redirect, useNavigate, useParams, type LoaderFunctionArgs } from 'react-router';
import { Panel } from '@/components/form-panel';
import { Screen } from '@/components/screen';
import { ApiError } from '@/lib/api';
import { notifyOnArrival } from '@/lib/arrival-notice';
import { planSaved } from '@/lib/invalidate';
import { queryClientContext } from '@/lib/query-client';
import { PlanForm } from './plan-form';
import { planQuery } from './queries';

export const PLAN_UPDATED = 'Plan has been updated';
export const PLAN_NOT_FOUND = 'Plan not found';

/** The plan to edit; a missing, malformed or unknown id goes back to /admin/plans (SPEC section 2). */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const id = Number(params.id);
  if (!params.id || !Number.isSafeInteger(id) || id <= 0) {
    notifyOnArrival('/admin/plans', 'danger', PLAN_NOT_FOUND);
    return redirect('/admin/plans');
  }
  try {
    await context.get(queryClientContext).fetchQuery(planQuery(id));
    return null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      notifyOnArrival('/admin/plans', 'danger', PLAN_NOT_FOUND);
      return redirect('/admin/plans');
    }
    throw error; // shown by the route error panel
  }
}

/** True when there is a screen of this app to go back to (React Router numbers its entries). */
function canGoBack(): boolean {
  const state = window.history.state as { idx?: number } | null;
  return typeof state?.idx === 'number' && state.idx > 0;
}

/** /admin/plans/{id}/edit */
export function Component() {
  const { data: plan } = useSuspenseQuery(planQuery(Number(useParams().id)));
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const goBack = () => {
    if (canGoBack()) void navigate(-1);
    else void navigate('/admin/plans');
  };

  return (
    <Screen
      title="Edit plan"
      description={
        <>
          <span className="font-bold text-ink">{plan.title}</span> ({plan.paid ? 'paid' : 'free'} plan
          {plan.paid ? ', billed monthly' : ''}). Limits apply to each month of use.
        </>
      }
    >
      <Panel className="max-w-3xl">
        <PlanForm
          key={plan.id}
          plan={plan}
          onCancel={goBack}
          onSaved={async (saved) => {
            planSaved(queryClient, saved);
            notifyOnArrival('/admin/plans', 'success', PLAN_UPDATED);
            await navigate('/admin/plans');
          }}
        />
      </Panel>
    </Screen>
  );
}
