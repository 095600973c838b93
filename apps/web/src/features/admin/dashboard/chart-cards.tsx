import type { ChartSeries } from '@crayonbox/contract';
import { lazy, Suspense } from 'react';
import { Skeleton } from '@/components/spinner';
import { monthLong, SERIES } from './series';

// recharts is big: it loads with the charts, never with the landing or the other screens.
const MonthlyChart = lazy(() => import('./monthly-chart'));

const chartGrid = 'grid grid-cols-1 gap-5 lg:grid-cols-2';

function ChartSkeleton() {
  return <Skeleton className="aspect-video w-full" />;
}

/** The four monthly line charts over the last 12 months, one per counter. */
export function ChartCards({ charts }: { charts: ChartSeries }) {
  return (
    <ul className={chartGrid}>
      {SERIES.map(({ key, label, color }) => {
        const points = charts[key];
        const titleId = `chart-${key}-title`;
        return (
          <li key={key} className="min-w-0">
            <figure
              aria-labelledby={titleId}
              className="relative rounded-3xl border-2 border-brand-100 bg-white p-4 sm:p-5"
              data-testid={`chart-${key}`}
            >
              <figcaption id={titleId} className="mb-3 flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
                <span className="font-bold text-ink">{label} per month</span>
                <span className="text-sm whitespace-nowrap text-ink-muted">
                  {points.reduce((sum, p) => sum + p.count, 0).toLocaleString('en-US')} in 12 months
                </span>
              </figcaption>
              <div aria-hidden="true">
                <Suspense fallback={<ChartSkeleton />}>
                  <MonthlyChart points={points} label={label} color={color} />
                </Suspense>
              </div>
              <div className="sr-only">
                <table>
                  <caption>{label} per month, last 12 months (UTC)</caption>
                  <thead>
                    <tr>
                      <th scope="col">Month</th>
                      <th scope="col">{label}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {points.map((point) => (
                      <tr key={point.name}>
                        <th scope="row">{monthLong(point.name)}</th>
                        <td>{point.count}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </figure>
          </li>
        );
      })}
    </ul>
  );
}

/** Placeholder charts while the series load. */
export function ChartCardsSkeleton() {
  return (
    <div role="status">
      <span className="sr-only">Loading charts</span>
      <ul className={chartGrid} aria-hidden="true">
        {SERIES.map(({ key }) => (
          <li key={key} className="rounded-3xl border-2 border-brand-100 bg-white p-4 sm:p-5">
            <Skeleton className="mb-3 h-5 w-40" />
            <ChartSkeleton />
          </li>
        ))}
      </ul>
    </div>
  );
}
