import { adminCreateBody, type SignUpBody } from '@crayonbox/contract';
import { ShieldCheck } from 'lucide-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { buttonClasses } from '@/components/button';
import { ApiError } from '@/lib/api';
import { queryClientContext } from '@/lib/query-client';
import { useNotifications } from '@/stores/notifications';
import { startSession } from '@/stores/session';
import { adminExists, createAdmin } from './api';
import { AuthLayout } from './components/auth-layout';
import { NewAccountForm } from './components/new-account-form';
import { adminExistsQuery } from './queries';

/**
 * Asks whether the first admin exists already. When unknown (the call failed, the notification
 * says why), the form shows.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  await context
    .get(queryClientContext)
    .fetchQuery(adminExistsQuery)
    .catch(() => undefined);
  return null;
}

function AdminExists() {
  return (
    <AuthLayout title="An admin already exists">
      <div role="status" className="space-y-4 text-center">
        <ShieldCheck className="mx-auto size-14 text-brand-700" aria-hidden="true" />
        <p className="text-ink">This app already has its first admin. Admins sign in like everyone else.</p>
        <Link to="/sign-in" className={buttonClasses({ block: true })}>
          Go to sign in
        </Link>
      </div>
    </AuthLayout>
  );
}

export function Component() {
  const exists = useQuery(adminExistsQuery).data?.exists ?? false;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const submit = async (body: SignUpBody) => {
    const result = await createAdmin(body);
    startSession(result);
    useNotifications.getState().clear();
    await navigate('/admin', { replace: true });
  };
  const takeOver = async (error: unknown) => {
    // 409 may mean another admin was created meanwhile, or that the email is taken: ask again.
    if (!(error instanceof ApiError && error.status === 409)) return false;
    const now = await adminExists().catch(() => null);
    if (now?.exists) queryClient.setQueryData(adminExistsQuery.queryKey, now);
    return Boolean(now?.exists);
  };

  if (exists) return <AdminExists />;

  return (
    <AuthLayout title="Create the first admin" description="This account will run the app: users, plans, website and settings.">
      <NewAccountForm schema={adminCreateBody} submit={submit} takeOver={takeOver} submitLabel="Create admin" />
    </AuthLayout>
  );
}
