import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { readCharts, readCounters } from './api';

// Each panel shows its own failure ('Failed to load the counters') with a retry.
export const countersQuery = queryOptions({
  queryKey: queryKeys.dashboardCounters(),
  queryFn: ({ signal }) => readCounters(signal),
  meta: { failure: 'screen' },
});

export const chartsQuery = queryOptions({
  queryKey: queryKeys.dashboardCharts(),
  queryFn: ({ signal }) => readCharts(signal),
  meta: { failure: 'screen' },
});
