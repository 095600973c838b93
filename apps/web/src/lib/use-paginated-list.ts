import type { Paginated } from '@crayonbox/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, apiOrThrow, handleApiError, isAbort } from './api';
import { useDebouncedValue } from './use-debounced-value';

export interface PaginatedListState<T> {
  /** 'loading' while the first page of the current search is on its way. */
  status: 'loading' | 'ready' | 'error';
  items: T[];
  currentPage: number;
  lastPage: number;
  total: number;
  /** The search the items belong to. */
  search: string;
  loadingMore: boolean;
  /** Why the first page failed (shown under the list's own failure message). */
  error: string | null;
}

export interface PaginatedList<T> extends PaginatedListState<T> {
  loadMore: () => void;
  retry: () => void;
  /** Puts a changed item in place (e.g. after block/unblock), keeping its position. */
  replaceItem: (item: T) => void;
}

const initialState = <T>(search: string): PaginatedListState<T> => ({
  status: 'loading',
  items: [],
  currentPage: 0,
  lastPage: 1,
  total: 0,
  search,
  loadingMore: false,
  error: null,
});

function readPage<T>(path: string, page: number, search: string, signal: AbortSignal): Promise<Paginated<T>> {
  return apiOrThrow.get<Paginated<T>>(path, { query: { page, search: search || undefined }, signal }).then((body) => {
    // A payload that is not the paginated object (e.g. not wrapped in `data`) is a server bug:
    // fail loudly in the list's error state instead of crashing the screen.
    if (!body || !Array.isArray(body.data)) throw new Error('The server sent an unexpected answer.');
    return body;
  });
}

/** Appends without repeats: rows added meanwhile shift the offsets, so a row can come twice. */
function appendUnique<T extends { id: number }>(items: T[], more: T[]): T[] {
  const seen = new Set(items.map((item) => item.id));
  return [...items, ...more.filter((item) => !seen.has(item.id))];
}

/**
 * One paginated admin list (users, colored pages, subscriptions): GET `path?page&search`. The
 * first page loads again whenever `search` changes (older answers are dropped); `loadMore`
 * appends the next page. A failed first page puts the list in its error state; a failed
 * 'Load more' shows the usual notification and keeps what is shown.
 */
export function usePaginatedList<T extends { id: number }>(path: string, search: string): PaginatedList<T> {
  const [state, setState] = useState<PaginatedListState<T>>(() => initialState<T>(search));
  const [attempt, setAttempt] = useState(0);
  const stateRef = useRef(state);
  useEffect(() => {
    stateRef.current = state;
  });
  const moreRef = useRef<AbortController | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    moreRef.current?.abort();
    // The previous items stay (dimmed by the screen) until the new answer replaces them.
    setState((current) => ({ ...current, status: 'loading', loadingMore: false, error: null }));
    readPage<T>(path, 1, search, controller.signal).then(
      (page) =>
        setState({
          status: 'ready',
          items: page.data,
          currentPage: page.current_page,
          lastPage: page.last_page,
          total: page.total,
          search,
          loadingMore: false,
          error: null,
        }),
      (error: unknown) => {
        if (isAbort(error)) return;
        // A lost session still signs the admin out the usual way.
        if (error instanceof ApiError && error.status === 401) handleApiError(error);
        const message = error instanceof Error ? error.message : null;
        setState({ ...initialState<T>(search), status: 'error', error: message });
      },
    );
    return () => controller.abort();
  }, [path, search, attempt]);

  useEffect(() => () => moreRef.current?.abort(), []);

  const loadMore = useCallback(() => {
    const current = stateRef.current;
    if (current.status !== 'ready' || current.loadingMore || current.currentPage >= current.lastPage) return;
    const controller = new AbortController();
    moreRef.current = controller;
    setState((s) => ({ ...s, loadingMore: true }));
    readPage<T>(path, current.currentPage + 1, current.search, controller.signal).then(
      (page) =>
        setState((s) => ({
          ...s,
          items: appendUnique(s.items, page.data),
          currentPage: page.current_page,
          lastPage: page.last_page,
          total: page.total,
          loadingMore: false,
        })),
      (error: unknown) => {
        if (isAbort(error)) return;
        handleApiError(error);
        setState((s) => ({ ...s, loadingMore: false }));
      },
    );
  }, [path]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  const replaceItem = useCallback((item: T) => {
    setState((s) => ({ ...s, items: s.items.map((existing) => (existing.id === item.id ? item : existing)) }));
  }, []);

  return { ...state, loadMore, retry, replaceItem };
}

/** How long a search box waits after the last keystroke (SPEC section 9). */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The text of a search box and the search it stands for: trimmed, 300 ms after the last
 * keystroke. Clearing the box applies at once (a deliberate act, no reason to wait).
 */
export function useSearchText(): { text: string; setText: (value: string) => void; search: string } {
  const [text, setText] = useState('');
  const debounced = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  return { text, setText, search: text.trim() === '' ? '' : debounced.trim() };
}
