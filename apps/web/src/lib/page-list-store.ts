import type { Page, PageCategory, PageScope, PageSort } from '@crayonbox/contract';
import { create } from 'zustand';
import { fetchPages } from './pages-api';

/**
 * The state of the page lists (public, favorite, my, colored pages and the admin list), kept at
 * module level and keyed by list, so a list survives a trip to the coloring screen and back:
 * search, sort, the loaded pages and the scroll position are all still there.
 */
export interface PageListState {
  scope: PageScope;
  search: string;
  sort: PageSort;
  /** The category chip chosen above the list; null for every category. */
  category: PageCategory | null;
  items: Page[];
  /** The last page loaded (0 before the first answer). */
  currentPage: number;
  lastPage: number;
  total: number;
  /** 'loading' covers the first page (a new search or sort); more pages use loadingMore. */
  status: 'idle' | 'loading' | 'ready' | 'error';
  loadingMore: boolean;
  scrollY: number;
}

export const DEFAULT_SORT: PageSort = 'latest';

/** Every list starts at page 1, with an empty search and sort 'latest' (SPEC section 2). */
export function initialPageList(scope: PageScope): PageListState {
  return {
    scope,
    search: '',
    sort: DEFAULT_SORT,
    category: null,
    items: [],
    currentPage: 0,
    lastPage: 1,
    total: 0,
    status: 'idle',
    loadingMore: false,
    scrollY: 0,
  };
}

/** Set when a card was opened: the list to bring back as it was, and the page opened from it. */
export interface ReturnTicket {
  key: string;
  pageId: number;
}

interface PageListsStore {
  lists: Record<string, PageListState>;
  ticket: ReturnTicket | null;
}

export const usePageLists = create<PageListsStore>()(() => ({ lists: {}, ticket: null }));

/** The state of one list (its initial state when it was never shown). */
export function pageList(key: string, scope: PageScope): PageListState {
  return usePageLists.getState().lists[key] ?? initialPageList(scope);
}

function patch(key: string, scope: PageScope, changes: Partial<PageListState>): void {
  usePageLists.setState((store) => ({
    lists: { ...store.lists, [key]: { ...(store.lists[key] ?? initialPageList(scope)), ...changes } },
  }));
}

// One generation per list: an answer to an older search or sort is dropped when it arrives late.
const generations = new Map<string, number>();
const controllers = new Map<string, Set<AbortController>>();

function track(key: string): AbortController {
  const controller = new AbortController();
  const set = controllers.get(key) ?? new Set<AbortController>();
  set.add(controller);
  controllers.set(key, set);
  return controller;
}

function untrack(key: string, controller: AbortController): void {
  controllers.get(key)?.delete(controller);
}

/** Cancels the calls in flight for a list (the screen was left). */
export function abortPageList(key: string): void {
  for (const controller of controllers.get(key) ?? []) controller.abort();
  controllers.delete(key);
  generations.set(key, (generations.get(key) ?? 0) + 1);
  const list = usePageLists.getState().lists[key];
  if (list?.loadingMore) patch(key, list.scope, { loadingMore: false });
}

/**
 * Decides, as a list screen opens, whether it comes back as it was: yes when the user returns
 * with the browser's back button, or after opening one of its cards (the return ticket), and
 * only when it had loaded. Otherwise the list starts over. Returns the page opened from it, if
 * any, so the screen can refresh that one card.
 */
export function openPageList(
  key: string,
  scope: PageScope,
  { back }: { back: boolean },
): { restored: boolean; openedPageId: number | null } {
  const { lists, ticket } = usePageLists.getState();
  const list = lists[key];
  const ticketForThis = ticket?.key === key ? ticket : null;
  if (ticket) usePageLists.setState({ ticket: null });
  if (list && list.scope === scope && list.status === 'ready' && (back || ticketForThis)) {
    return { restored: true, openedPageId: ticketForThis?.pageId ?? null };
  }
  resetPageList(key, scope);
  return { restored: false, openedPageId: null };
}

/** Back to the initial state (page 1, empty search, sort latest). */
export function resetPageList(key: string, scope: PageScope): void {
  abortPageList(key);
  usePageLists.setState((store) => ({ lists: { ...store.lists, [key]: initialPageList(scope) } }));
}

/** Loads page 1 for the current search and sort, replacing what the list holds once it answers. */
export async function loadFirstPage(key: string, scope: PageScope): Promise<void> {
  abortPageList(key);
  const generation = (generations.get(key) ?? 0) + 1;
  generations.set(key, generation);
  const { search, sort, category } = pageList(key, scope);
  patch(key, scope, { status: 'loading', loadingMore: false });
  const controller = track(key);
  const result = await fetchPages({ page: 1, scope, sort, search, category }, controller.signal);
  untrack(key, controller);
  if (generations.get(key) !== generation) return;
  if (!result) {
    patch(key, scope, { status: 'error' });
    return;
  }
  patch(key, scope, {
    status: 'ready',
    items: result.data,
    currentPage: result.current_page,
    lastPage: result.last_page,
    total: result.total,
  });
}

/** 'Load more': appends the next page (pages already shown are not repeated). */
export async function loadNextPage(key: string, scope: PageScope): Promise<void> {
  const list = pageList(key, scope);
  if (list.status !== 'ready' || list.loadingMore || list.currentPage >= list.lastPage) return;
  const generation = generations.get(key) ?? 0;
  patch(key, scope, { loadingMore: true });
  const controller = track(key);
  const result = await fetchPages(
    { page: list.currentPage + 1, scope, sort: list.sort, search: list.search, category: list.category },
    controller.signal,
  );
  untrack(key, controller);
  if (generations.get(key) !== generation) return;
  if (!result) {
    patch(key, scope, { loadingMore: false });
    return;
  }
  const now = pageList(key, scope);
  const seen = new Set(now.items.map((page) => page.id));
  patch(key, scope, {
    loadingMore: false,
    items: [...now.items, ...result.data.filter((page) => !seen.has(page.id))],
    currentPage: result.current_page,
    lastPage: result.last_page,
    total: result.total,
  });
}

/** A new search: back to page 1 with it. */
export function searchPageList(key: string, scope: PageScope, search: string): Promise<void> {
  patch(key, scope, { search: search.trim() });
  return loadFirstPage(key, scope);
}

/** A new sort: back to page 1 with it. */
export function sortPageList(key: string, scope: PageScope, sort: PageSort): Promise<void> {
  patch(key, scope, { sort });
  return loadFirstPage(key, scope);
}

/** A category chip (null: every category): back to page 1 with it. */
export function categoryPageList(key: string, scope: PageScope, category: PageCategory | null): Promise<void> {
  patch(key, scope, { category });
  return loadFirstPage(key, scope);
}

/** Replaces a page wherever it is shown (after a favorite or block toggle, or a refresh). */
export function replacePage(page: Page): void {
  usePageLists.setState((store) => {
    const lists: Record<string, PageListState> = {};
    for (const [key, list] of Object.entries(store.lists)) {
      lists[key] = list.items.some((item) => item.id === page.id)
        ? { ...list, items: list.items.map((item) => (item.id === page.id ? page : item)) }
        : list;
    }
    return { lists };
  });
}

/** Removes a page from every list (a deleted page). */
export function removePage(id: number): void {
  usePageLists.setState((store) => {
    const lists: Record<string, PageListState> = {};
    for (const [key, list] of Object.entries(store.lists)) {
      lists[key] = list.items.some((item) => item.id === id)
        ? { ...list, items: list.items.filter((item) => item.id !== id), total: Math.max(0, list.total - 1) }
        : list;
    }
    return { lists };
  });
}

/** Remembers where the list was scrolled to. */
export function saveScroll(key: string, scope: PageScope, scrollY: number): void {
  if (usePageLists.getState().lists[key]) patch(key, scope, { scrollY });
}

/** A card was opened: the list comes back as it is when the user returns. */
export function leaveForPage(key: string, scope: PageScope, pageId: number, scrollY: number): void {
  saveScroll(key, scope, scrollY);
  usePageLists.setState({ ticket: { key, pageId } });
}

/** Forgets every list (e.g. after a new page was made, so My pages shows it at once). */
export function forgetPageLists(): void {
  for (const key of controllers.keys()) abortPageList(key);
  usePageLists.setState({ lists: {}, ticket: null });
}
