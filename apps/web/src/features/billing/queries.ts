import type { Plan } from '@crayonbox/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiOrThrow } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** GET /plans/paid/list: the plans /checkout offers, cheapest first. */
export const paidPlanListQuery = queryOptions({
  queryKey: queryKeys.paidPlanList(),
  queryFn: ({ signal }) => apiOrThrow.get<Plan[]>('/plans/paid/list', { signal }),
});
