import { CalendarClock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Screen } from '@/components/screen';
import { ListError } from '@/components/search-list';
import { readCharts, readCounters } from './api';
import { ChartCards, ChartCardsSkeleton } from './chart-cards';
import { CounterCards, CounterCardsSkeleton } from './counter-cards';
import { useResource } from './use-resource';

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

/** /admin: the counters (this week, all time) and the four monthly charts. */
export function Component() {
  // Counters and charts load side by side; each has its own skeleton and error state.
  const counters = useResource(readCounters);
  const charts = useResource(readCharts);

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
        {counters.resource.status === 'ready' ? (
          <CounterCards counters={counters.resource.data} />
        ) : counters.resource.status === 'error' ? (
          <ListError message="Failed to load the counters" detail={counters.resource.message} onRetry={counters.retry} />
        ) : (
          <CounterCardsSkeleton />
        )}
      </Section>
      <Section title="Last 12 months">
        {charts.resource.status === 'ready' ? (
          <ChartCards charts={charts.resource.data} />
        ) : charts.resource.status === 'error' ? (
          <ListError message="Failed to load the charts" detail={charts.resource.message} onRetry={charts.retry} />
        ) : (
          <ChartCardsSkeleton />
        )}
      </Section>
    </Screen>
  );
}
