import type { User } from '@crayonbox/contract';
import { UserPlus } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, type LoaderFunctionArgs } from 'react-router';
import { buttonClasses } from '@/components/button';
import { Screen } from '@/components/screen';
import { SearchList } from '@/components/search-list';
import { useArrivalNotice } from '@/lib/arrival-notice';
import { openAdminList, useAdminList } from '@/lib/admin-list-query';
import { userChanged } from '@/lib/invalidate';
import { queryClientContext } from '@/lib/query-client';
import { ADMIN_LIST_PATHS } from '@/lib/query-keys';
import { useSearchText } from '@/lib/use-search-text';
import { useSession } from '@/stores/session';
import { toggleBlockedWithConfirm } from './block-rule';
import { UserCard, UserCardSkeleton } from './user-card';

export const USERS_LOAD_FAILED = 'Failed to load users';

/** Starts the list at page 1 while the screen renders its skeleton. */
export function loader({ context }: LoaderFunctionArgs) {
  openAdminList(context.get(queryClientContext), ADMIN_LIST_PATHS.users);
  return null;
}

/** /admin/users: search, the user cards with edit and block/unblock, 'Load more', and 'Create user'. */
export function Component() {
  useArrivalNotice('/admin/users');
  const { text, setText, search } = useSearchText();
  const list = useAdminList<User>(ADMIN_LIST_PATHS.users, search);
  const queryClient = useQueryClient();
  const meId = useSession((state) => state.user?.id);
  const [busyIds, setBusyIds] = useState<ReadonlySet<number>>(new Set());

  async function onToggleBlocked(user: User) {
    setBusyIds((ids) => new Set(ids).add(user.id));
    try {
      const updated = await toggleBlockedWithConfirm(user);
      if (updated) userChanged(queryClient, updated);
    } finally {
      setBusyIds((ids) => {
        const next = new Set(ids);
        next.delete(user.id);
        return next;
      });
    }
  }

  return (
    <Screen
      title="Users"
      description="Everyone who signed up, with their plan. Blocking signs a user out at once."
      actions={
        <Link to="/admin/users/create" className={buttonClasses()}>
          <UserPlus className="size-5" aria-hidden="true" />
          Create user
        </Link>
      }
    >
      <SearchList
        list={list}
        searchLabel="Search users"
        searchText={text}
        onSearchChange={setText}
        failedMessage={USERS_LOAD_FAILED}
        noun={['user', 'users']}
        empty={{ title: 'No users yet', text: 'People appear here as soon as they sign up.' }}
        skeleton={<UserCardSkeleton />}
        renderItem={(user) => (
          <UserCard user={user} self={user.id === meId} busy={busyIds.has(user.id)} onToggleBlocked={(u) => void onToggleBlocked(u)} />
        )}
      />
    </Screen>
  );
}
