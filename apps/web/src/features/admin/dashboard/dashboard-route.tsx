import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { CalendarClock } from 'lucide-react';
import type { ReactNode } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import { Screen } from '@/components/screen';
import { ListError } from '@/components/search-list';
import { queryClientContext } from '@/lib/query-client';
import { ChartCards, ChartCardsSkeleton } from './chart-cards';
import { CounterCards, CounterCardsSkeleton } from './counter-cards';
import { chartsQuery, countersQuery } from './queries';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `dashboard-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="space-y-4">
      <h2 id={id} className="text-sm font-bold tracking-wide text-ink-muted uppercase">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * Counters and charts load side by side while the screen shows their skeletons; each panel has
 * its own error state, so one failed part does not take the other down.
 */
export function loader({ context }: LoaderFunctionArgs) {
  const queryClient = context.get(queryClientContext);
  void queryClient.prefetchQuery(countersQuery);
  void queryClient.prefetchQuery(chartsQuery);
  return null;
}

/** One panel: its data, its failure with a retry, or its skeleton. */
function Panel<T>({
  query,
  failed,
  skeleton,
  children,
}: {
  query: UseQueryResult<T>;
  failed: string;
  skeleton: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.data !== undefined) return children(query.data);
  // Trying again shows the skeleton, as the first load does.
  if (query.isError && !query.isFetching)
    return <ListError message={failed} detail={query.error.message} onRetry={() => void query.refetch()} />;
  return skeleton;
}

/** /admin: the counters (this week, all time) and the four monthly charts. */
export function Component() {
  const counters = useQuery(countersQuery);
  const charts = useQuery(chartsQuery);

  return (
    <Screen
      title="Dashboard"
      description={
        <span className="inline-flex items-center gap-2">
          <CalendarClock className="size-4 shrink-0" aria-hidden="true" />
          Weeks start on Monday and months are in UTC.
        </span>
      }
    >
      <Section title="Counters">
        <Panel query={counters} failed="Failed to load the counters" skeleton={<CounterCardsSkeleton />}>
          {(data) => <CounterCards counters={data} />}
        </Panel>
      </Section>
      <Section title="Last 12 months">
        <Panel query={charts} failed="Failed to load the charts" skeleton={<ChartCardsSkeleton />}>
          {(data) => <ChartCards charts={data} />}
        </Panel>
      </Section>
    </Screen>
  );
}
