import type { Paginated } from '@crayonbox/contract';
import {
  hashKey,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
  type QueryKey,
  type UseInfiniteQueryResult,
} from '@tanstack/react-query';
import { useMemo, useState } from 'react';

/** What the cache holds for a 'Load more' list: the pages loaded so far, by page number. */
export type ListData<T> = InfiniteData<Paginated<T>, unknown>;

/** The page after `last`, or undefined on the last page ('Load more' hides). */
export function nextPageNumber(last: Paginated<unknown>): number | undefined {
  return last.current_page < last.last_page ? last.current_page + 1 : undefined;
}

/**
 * Opens a list at page 1 with fresh data: what the cache held for it (maybe several pages) is
 * dropped, so the screen shows its skeleton and asks for page 1 only. A fetch already under way
 * (a loader's prefetch) is left alone: it is the fresh page 1.
 */
export function startListFresh(queryClient: QueryClient, queryKey: QueryKey): void {
  const state = queryClient.getQueryState(queryKey);
  if (!state || state.fetchStatus === 'fetching') return;
  void queryClient.resetQueries({ queryKey, exact: true });
}

/**
 * A new search, sort or category loads its page 1 afresh, as the first visit does, rather than
 * showing the pages cached for it from earlier. Runs while rendering, before the new key is read.
 */
export function useFreshOnKeyChange(queryKey: QueryKey): void {
  const queryClient = useQueryClient();
  const hash = hashKey(queryKey);
  const [shown, setShown] = useState(hash);
  if (shown !== hash) {
    setShown(hash);
    startListFresh(queryClient, queryKey);
  }
}

/** A list as a screen shows it. */
export interface ListView<T> {
  /** 'loading' while page 1 of the current search is on its way (older items may still show). */
  status: 'loading' | 'ready' | 'error';
  /** Every loaded item once: rows added meanwhile shift the offsets, so a row can come twice. */
  items: T[];
  currentPage: number;
  lastPage: number;
  total: number;
  loadingMore: boolean;
  /** Why page 1 failed (shown under the list's own failure message). */
  error: string | null;
  loadMore: () => void;
  retry: () => void;
}

function uniqueItems<T extends { id: number }>(pages: Paginated<T>[]): T[] {
  const seen = new Set<number>();
  const items: T[] = [];
  for (const item of pages.flatMap((page) => page.data)) {
    if (seen.has(item.id)) continue;
    seen.add(item.id);
    items.push(item);
  }
  return items;
}

/**
 * The view of an infinite query. A failed page 1 is the list's error state; a failed 'Load more'
 * or background refresh keeps what is shown (the notification says why).
 */
export function useListView<T extends { id: number }>(query: UseInfiniteQueryResult<ListData<T>, Error>): ListView<T> {
  const { data, isPending, isPlaceholderData, isLoadingError, error, isFetching, isFetchingNextPage, hasNextPage } = query;
  const { fetchNextPage, refetch } = query;
  const items = useMemo(() => uniqueItems(data?.pages ?? []), [data]);
  const last = data?.pages.at(-1);
  return {
    status: isLoadingError ? 'error' : isPending || isPlaceholderData ? 'loading' : 'ready',
    items,
    currentPage: last?.current_page ?? 0,
    lastPage: last?.last_page ?? 1,
    total: last?.total ?? 0,
    loadingMore: isFetchingNextPage,
    error: isLoadingError ? error.message : null,
    loadMore: () => {
      // Never while another fetch runs: fetchNextPage would cancel it (a new search's page 1).
      if (hasNextPage && !isFetching && !isPlaceholderData) void fetchNextPage();
    },
    retry: () => void refetch(),
  };
}
