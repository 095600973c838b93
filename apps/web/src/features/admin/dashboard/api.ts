import type { ChartSeries, DashboardCounters } from '@crayonbox/contract';
import { apiOrThrow } from '@/lib/api';

/** GET /analytics/counters: this week (since Monday 00:00 UTC) and all time. */
export const readCounters = (signal?: AbortSignal) => apiOrThrow.get<DashboardCounters>('/analytics/counters', { signal });

/** GET /analytics/charts: 12 monthly points per series, oldest first. */
export const readCharts = (signal?: AbortSignal) => apiOrThrow.get<ChartSeries>('/analytics/charts', { signal });
