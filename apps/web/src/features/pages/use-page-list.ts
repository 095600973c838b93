import { PAGE_CATEGORIES, type Page, type PageCategory, type PageScope, type PageSort } from '@crayonbox/contract';
import { keepPreviousData, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useState } from 'react';
import { useNavigationType, useSearchParams } from 'react-router';
import { useFreshOnKeyChange, useListView, type ListView } from '@/lib/infinite-list';
import type { PageFilters } from '@/lib/query-keys';
import { openPageList, rememberFilters, rememberScroll, returnTicketUsed, type ListOpening } from './list-memory';
import { pageListQuery } from '@/lib/page-list-query';

export interface PageList extends ListView<Page> {
  filters: PageFilters;
  opening: ListOpening;
  setSearch: (search: string) => void;
  setSort: (sort: PageSort) => void;
  setCategory: (category: PageCategory | null) => void;
}

/** The remembered filters, with the address's search (`q`) and category over them when it has them. */
function filtersFromUrl(remembered: PageFilters, params: URLSearchParams): PageFilters {
  const q = params.get('q');
  const category = params.get('category');
  return {
    ...remembered,
    ...(q !== null ? { search: q.trim().slice(0, 200) } : {}),
    ...(category !== null
      ? { category: (PAGE_CATEGORIES as readonly string[]).includes(category) ? (category as PageCategory) : null }
      : {}),
  };
}

/**
 * One page list screen's data: restored as it was (back button, or back from one of its cards)
 * or started over at page 1. A new search, sort or category loads its page 1 while the older
 * cards stay on screen, dimmed; 'Load more' appends.
 */
export function usePageList(listKey: string, scope: PageScope): PageList {
  const queryClient = useQueryClient();
  const navigationType = useNavigationType();
  // Decided once, before the first render reads the cache: restore the list or start it over.
  const [opening] = useState(() => openPageList(queryClient, listKey, scope, { back: navigationType === 'POP' }));
  // The search and the category live in the address too, so a reload or Back keeps them. The
  // address is replaced in place, not navigated to: a navigation would run the guard and the
  // route's loader again for every search, and re-render the list under the user.
  const [params] = useSearchParams();
  const [filters, setFilters] = useState<PageFilters>(() => filtersFromUrl(opening.filters, params));
  // The list's own address: a search settling just after the user left (the debounce firing as
  // "See the plans" opens the checkout) must not write its `q` onto the next screen's address.
  const [ownPath] = useState(() => window.location.pathname);
  useEffect(() => {
    if (window.location.pathname !== ownPath) return;
    const next = new URLSearchParams(window.location.search);
    if (filters.search) next.set('q', filters.search);
    else next.delete('q');
    if (filters.category) next.set('category', filters.category);
    else next.delete('category');
    const search = next.toString() ? `?${next.toString()}` : '';
    if (search !== window.location.search) {
      window.history.replaceState(window.history.state, '', `${window.location.pathname}${search}${window.location.hash}`);
    }
  }, [filters.search, filters.category, ownPath]);

  const options = pageListQuery(scope, filters);
  useFreshOnKeyChange(options.queryKey);
  const view = useListView(useInfiniteQuery({ ...options, placeholderData: keepPreviousData }));

  useEffect(() => {
    returnTicketUsed();
    if (opening.restored) window.scrollTo(0, opening.scrollY);
  }, [opening]);

  useEffect(() => rememberFilters(listKey, scope, filters), [listKey, scope, filters]);

  // Layout cleanup runs before the next screen scrolls to its top, so this is where we were.
  useLayoutEffect(() => () => rememberScroll(listKey, window.scrollY), [listKey]);

  const change = useCallback(
    (next: Partial<PageFilters>) =>
      setFilters((current) => {
        const merged = { ...current, ...next };
        const same = merged.search === current.search && merged.sort === current.sort && merged.category === current.category;
        return same ? current : merged;
      }),
    [],
  );
  const setSearch = useCallback((search: string) => change({ search: search.trim() }), [change]);
  const setSort = useCallback((sort: PageSort) => change({ sort }), [change]);
  const setCategory = useCallback((category: PageCategory | null) => change({ category }), [change]);
  return { ...view, filters, opening, setSearch, setSort, setCategory };
}
