import type { Credit } from '@crayonbox/contract';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiOrThrow } from './api';
import { loadQuery } from './load-query';
import { queryKeys } from './query-keys';

/** GET /credits/read: credits left, plan and subscription (the account panel, the create screens). */
export const creditQuery = queryOptions({
  queryKey: queryKeys.credit(),
  queryFn: ({ signal }) => apiOrThrow.get<Credit>('/credits/read', { signal }),
});

/**
 * For a loader: the credit as the server has it now. It changes where this app cannot see it
 * (a payment confirmed by the provider, a month starting), and screens gate on it, so a
 * navigation always reads it afresh rather than trusting a cached copy.
 */
export function loadCredit(queryClient: QueryClient, failed: string): Promise<Credit> {
  return loadQuery(queryClient, { ...creditQuery, staleTime: 0 }, failed);
}
