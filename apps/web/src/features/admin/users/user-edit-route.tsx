import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link, redirect, useParams, type LoaderFunctionArgs } from 'react-router';
import { buttonClasses } from '@/components/button';
import { Panel } from '@/components/form-panel';
import { Screen } from '@/components/screen';
import { ApiError } from '@/lib/api';
import { notifyOnArrival } from '@/lib/arrival-notice';
import { userChanged } from '@/lib/invalidate';
import { queryClientContext } from '@/lib/query-client';
import { PasswordResetPanel } from './password-reset-panel';
import { userQuery } from './queries';
import { UserEditForm } from './user-edit-form';
import { UserSummary } from './user-summary';

/** The loader's message when the id is missing or unknown (SPEC section 8). */
export const USER_NOT_FOUND = 'user not found';

/** The user to edit; a missing, malformed or unknown id goes back to the list. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const id = Number(params.id);
  if (!params.id || !Number.isSafeInteger(id) || id <= 0) {
    notifyOnArrival('/admin/users', 'danger', USER_NOT_FOUND);
    return redirect('/admin/users');
  }
  try {
    await context.get(queryClientContext).fetchQuery(userQuery(id));
    return null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      notifyOnArrival('/admin/users', 'danger', USER_NOT_FOUND);
      return redirect('/admin/users');
    }
    throw error; // shown by the route error panel
  }
}

/** /admin/users/{id}/edit: name, photo and email, plus the password reset email. */
export function Component() {
  const { data: user } = useSuspenseQuery(userQuery(Number(useParams().id)));
  const queryClient = useQueryClient();

  return (
    <Screen
      title="Edit user"
      description="Change a user's name, photo and email. The email changes at once, without a check."
      actions={
        <Link to="/admin/users" className={buttonClasses({ variant: 'ghost' })}>
          <ArrowLeft className="size-5" aria-hidden="true" />
          Back to users
        </Link>
      }
    >
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(18rem,22rem)]">
        <Panel title="User details" titleId="user-details-title">
          <UserEditForm key={user.id} user={user} onSaved={(saved) => userChanged(queryClient, saved)} />
        </Panel>
        <div className="space-y-6">
          <UserSummary user={user} />
          <PasswordResetPanel user={user} />
        </div>
      </div>
    </Screen>
  );
}
