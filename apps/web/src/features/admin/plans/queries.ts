import type { Plan } from '@crayonbox/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiOrThrow } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** GET /plans/list: every plan, cheapest first (admins also get stripe_price_id). */
export const planListQuery = queryOptions({
  queryKey: queryKeys.planList(),
  queryFn: ({ signal }) => apiOrThrow.get<Plan[]>('/plans/list', { signal }),
});

/** GET /plans/{id}/read. The loader turns a 404 into 'Plan not found' on the list, so no notification here. */
export const planQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeys.plan(id),
    queryFn: ({ signal }) => apiOrThrow.get<Plan>(`/plans/${id}/read`, { signal }),
    meta: { failure: 'screen' },
  });
