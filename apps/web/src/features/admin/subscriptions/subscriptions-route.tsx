import type { SubscriptionListItem } from '@crayonbox/contract';
import { Screen } from '@/components/screen';
import { SearchList } from '@/components/search-list';
import { usePaginatedList, useSearchText } from '@/lib/use-paginated-list';
import { SubscriptionCard, SubscriptionCardSkeleton } from './subscription-card';

export const SUBSCRIPTIONS_LOAD_FAILED = 'Failed to load subscriptions';

/** /admin/subscriptions: every paid subscription, active and canceled, newest first. */
export function Component() {
  const { text, setText, search } = useSearchText();
  const list = usePaginatedList<SubscriptionListItem>('/subscriptions/paginate', search);
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
