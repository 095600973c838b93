import type { SubscriptionListItem } from '@crayonbox/contract';
import type { LoaderFunctionArgs } from 'react-router';
import { Screen } from '@/components/screen';
import { SearchList } from '@/components/search-list';
import { openAdminList, useAdminList } from '@/lib/admin-list-query';
import { queryClientContext } from '@/lib/query-client';
import { ADMIN_LIST_PATHS } from '@/lib/query-keys';
import { useSearchText } from '@/lib/use-search-text';
import { SubscriptionCard, SubscriptionCardSkeleton } from './subscription-card';

export const SUBSCRIPTIONS_LOAD_FAILED = 'Failed to load subscriptions';

/** Starts the list at page 1 while the screen renders its skeleton. */
export function loader({ context }: LoaderFunctionArgs) {
  openAdminList(context.get(queryClientContext), ADMIN_LIST_PATHS.subscriptions);
  return null;
}

/** /admin/subscriptions: every paid subscription, active and canceled, newest first. */
export function Component() {
  const { text, setText, search } = useSearchText();
  const list = useAdminList<SubscriptionListItem>(ADMIN_LIST_PATHS.subscriptions, search);
  return (
    <Screen title="Subscriptions" description="Paid plans, active and canceled. Search by email, name or customer ID.">
      <SearchList
        list={list}
        searchLabel="Search subscriptions"
        searchText={text}
        onSearchChange={setText}
        failedMessage={SUBSCRIPTIONS_LOAD_FAILED}
        noun={['subscription', 'subscriptions']}
        empty={{ title: 'No subscriptions yet', text: 'Subscriptions appear here as soon as someone pays for a plan.' }}
        skeleton={<SubscriptionCardSkeleton />}
        renderItem={(subscription) => <SubscriptionCard subscription={subscription} />}
      />
    </Screen>
  );
}
