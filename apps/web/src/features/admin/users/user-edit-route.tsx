import type { User } from '@crayonbox/contract';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { buttonClasses } from '@/components/button';
import { Panel } from '@/components/form-panel';
import { Screen } from '@/components/screen';
import { ApiError } from '@/lib/api';
import { notifyOnArrival } from '@/lib/arrival-notice';
import { readUser } from './api';
import { PasswordResetPanel } from './password-reset-panel';
import { UserEditForm } from './user-edit-form';
import { UserSummary } from './user-summary';

/** The loader's message when the id is missing or unknown (SPEC section 8). */
export const USER_NOT_FOUND = 'user not found';

/** The user to edit; a missing, malformed or unknown id goes back to the list. */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const id = Number(params.id);
  if (!params.id || !Number.isSafeInteger(id) || id <= 0) {
    notifyOnArrival('/admin/users', 'danger', USER_NOT_FOUND);
    return redirect('/admin/users');
  }
  try {
    return { user: await readUser(id, request.signal) };
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
  const loaded = useLoaderData<typeof loader>();
  const [user, setUser] = useState<User>(loaded.user);
  // A new loader answer (another user, or a revalidation) wins over the local copy.
  const [source, setSource] = useState(loaded.user);
  if (source !== loaded.user) {
    setSource(loaded.user);
    setUser(loaded.user);
  }

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
          <UserEditForm key={user.id} user={user} onSaved={setUser} />
        </Panel>
        <div className="space-y-6">
          <UserSummary user={user} />
          <PasswordResetPanel user={user} />
        </div>
      </div>
    </Screen>
  );
}
