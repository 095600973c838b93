import { useSuspenseQuery } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { AccountForm } from '@/components/account-form';
import { AccountPlanPanel } from './account-plan-panel';
import { Screen } from '@/components/screen';
import { creditQuery, loadCredit } from '@/lib/credit-query';
import { queryClientContext } from '@/lib/query-client';
import { useSession } from '@/stores/session';
import { ChangePasswordForm } from './change-password-form';

export const CREDIT_READ_FAILED = 'Failed to read credit';

/** The credit (with plan and subscription) for the plan panel. */
export async function loader({ context }: LoaderFunctionArgs) {
  await loadCredit(context.get(queryClientContext), CREDIT_READ_FAILED);
  return null;
}

/** /account: the account form (name, photo, email) beside the plan panel. */
export function Component() {
  const { data: credit } = useSuspenseQuery(creditQuery);
  // The guard has just stored a fresh user; the form edits it.
  const user = useSession((state) => state.user);
  return (
    <Screen title="Account" description="Your name, photo, email, password and plan.">
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(20rem,24rem)]">
        <section aria-labelledby="account-details-title" className="rounded-3xl border-2 border-brand-100 bg-white p-5 sm:p-6">
          <h2 id="account-details-title" className="mb-5 text-sm font-bold tracking-wide text-ink-muted uppercase">
            Account details
          </h2>
          {user ? <AccountForm key={user.id} user={user} /> : null}
        </section>
        <section
          aria-labelledby="account-password-title"
          className="rounded-3xl border-2 border-brand-100 bg-white p-5 sm:p-6 lg:col-start-1"
        >
          <h2 id="account-password-title" className="mb-5 text-sm font-bold tracking-wide text-ink-muted uppercase">
            Password
          </h2>
          <ChangePasswordForm />
        </section>
        <AccountPlanPanel credit={credit} />
      </div>
    </Screen>
  );
}
