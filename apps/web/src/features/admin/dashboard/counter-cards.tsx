import type { DashboardCounters } from '@crayonbox/contract';
import clsx from 'clsx';
import { Skeleton } from '@/components/spinner';
import { formatCompact } from '@/lib/format';
import { SERIES } from './series';

const full = (n: number) => n.toLocaleString('en-US');

/** The four counters: this week and all time for users, pages, colored pages and subscriptions. */
export function CounterCards({ counters }: { counters: DashboardCounters }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      {SERIES.map(({ key, label, icon: Icon, chip }) => (
        <li key={key} className="min-w-0 rounded-3xl border-2 border-brand-100 bg-white p-4 sm:p-5" data-testid={`counter-${key}`}>
          <h3 className="flex flex-col items-start gap-2 leading-tight font-bold text-ink min-[440px]:flex-row min-[440px]:items-center min-[440px]:gap-2.5">
            <span className={clsx('inline-flex size-9 items-center justify-center rounded-xl', chip)} aria-hidden="true">
              <Icon className="size-5" />
            </span>
            {label}
          </h3>
          <dl className="mt-4 grid grid-cols-1 gap-2 min-[440px]:grid-cols-2 min-[440px]:gap-3">
            <div>
              <dt className="text-sm text-ink-muted">This week</dt>
              <dd className="text-2xl font-black tracking-tight text-ink sm:text-3xl" title={full(counters.week[key])}>
                {formatCompact(counters.week[key])}
              </dd>
            </div>
            <div>
              <dt className="text-sm text-ink-muted">All time</dt>
              <dd className="text-2xl font-black tracking-tight text-ink sm:text-3xl" title={full(counters.total[key])}>
                {formatCompact(counters.total[key])}
              </dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}

/** Placeholder counters while they load. */
export function CounterCardsSkeleton() {
  return (
    <div role="status">
      <span className="sr-only">Loading counters</span>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4" aria-hidden="true">
        {SERIES.map(({ key }) => (
          <li key={key} className="rounded-3xl border-2 border-brand-100 bg-white p-4 sm:p-5">
            <div className="flex items-center gap-2.5">
              <Skeleton className="size-9" />
              <Skeleton className="h-5 w-24" />
            </div>
            <div className="mt-4 grid grid-cols-1 gap-3 min-[440px]:grid-cols-2">
              <Skeleton className="h-14" />
              <Skeleton className="h-14" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
