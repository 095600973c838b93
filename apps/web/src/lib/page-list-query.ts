import type { PageCategoryCount, PageScope } from '@crayonbox/contract';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiOrThrow } from './api';
import { nextPageNumber } from './infinite-list';
import { readPages } from './pages-api';
import { queryKeys, type PageFilters } from './query-keys';

/** Every list starts at page 1, with an empty search and sort 'latest' (SPEC section 2). */
export const DEFAULT_FILTERS: PageFilters = { search: '', sort: 'latest', category: null };

/**
 * One page list (scope and filters). Its pages never go stale by age: a list the user comes back
 * to is shown as they left it, and only lib/invalidate.ts (a change they made) or opening the
 * list afresh reads it again. Kept an hour unseen, so a long coloring session still comes back
 * to the list. Every failure is a notification (and page 1's is also the list's error state).
 */
export function pageListQuery(scope: PageScope, filters: PageFilters) {
  return infiniteQueryOptions({
    queryKey: queryKeys.pageList(scope, filters),
    queryFn: ({ pageParam, signal }) => readPages({ page: pageParam, scope, ...filters }, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageNumber,
    staleTime: Infinity,
    gcTime: 60 * 60_000,
  });
}

/**
 * GET /pages/categories: the pages in each category of the public list, for its chips. Read again
 * after a minute, and at once after this user's changes that can empty or fill a category
 * (lib/invalidate.ts: a page made, removed or given another category).
 */
export const pageCategoriesQuery = queryOptions({
  queryKey: queryKeys.pageCategories(),
  queryFn: ({ signal }) => apiOrThrow.get<PageCategoryCount[]>('/pages/categories', { signal }),
  staleTime: 60_000,
});
