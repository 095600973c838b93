import type { Paginated } from '@crayonbox/contract';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery, type QueryClient } from '@tanstack/react-query';
import { apiOrThrow } from './api';
import { nextPageNumber, startListFresh, useFreshOnKeyChange, useListView, type ListView } from './infinite-list';
import { queryKeys, type AdminListPath } from './query-keys';

async function readPage<T>(path: AdminListPath, page: number, search: string, signal: AbortSignal): Promise<Paginated<T>> {
  const body = await apiOrThrow.get<Paginated<T>>(path, { query: { page, search: search || undefined }, signal });
  // A payload that is not the paginated object (e.g. not wrapped in `data`) is a server bug:
  // fail loudly in the list's error state instead of crashing the screen.
  if (!body || !Array.isArray(body.data)) throw new Error('The server sent an unexpected answer.');
  return body;
}

/** One admin 'Load more' list (users, colored pages, subscriptions) for one search. */
export function adminListQuery<T extends { id: number }>(path: AdminListPath, search: string) {
  return infiniteQueryOptions({
    queryKey: queryKeys.adminListSearch(path, search),
    queryFn: ({ pageParam, signal }) => readPage<T>(path, pageParam, search, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageNumber,
    // The list says 'Failed to load users' itself; a failed 'Load more' is a notification.
    meta: { failure: 'screen' },
  });
}

/**
 * For the list's loader: every visit starts at page 1 with an empty search (SPEC section 2),
 * fetched while the screen renders its skeleton.
 */
export function openAdminList(queryClient: QueryClient, path: AdminListPath): void {
  const query = adminListQuery(path, '');
  startListFresh(queryClient, query.queryKey);
  void queryClient.prefetchInfiniteQuery(query);
}

/**
 * The list for the current search. A new search keeps the older items on screen (dimmed) until
 * its page 1 answers; 'Load more' appends the next page.
 */
export function useAdminList<T extends { id: number }>(path: AdminListPath, search: string): ListView<T> & { search: string } {
  const options = adminListQuery<T>(path, search);
  useFreshOnKeyChange(options.queryKey);
  const query = useInfiniteQuery({ ...options, placeholderData: keepPreviousData });
  return { ...useListView(query), search };
}
