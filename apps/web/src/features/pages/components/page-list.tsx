import type { Page, PageCategory, PageScope, PageSort } from '@crayonbox/contract';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { RotateCw, TriangleAlert } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { apiOrThrow, ApiError } from '@/lib/api';
import { favoriteToggled, pageCategoriesChanged, pageChanged, pageRemoved } from '@/lib/invalidate';
import { pageCategoriesQuery } from '@/lib/page-list-query';
import { toggleBlocked, toggleFavorited } from '@/lib/pages-api';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { SEARCH_DEBOUNCE_MS } from '@/lib/use-search-text';
import { confirm } from '@/stores/confirm';
import { notify } from '@/stores/notifications';
import { useSession } from '@/stores/session';
import { Button } from '@/components/button';
import { CategoryChips } from './category-chips';
import { LoadMore } from '@/components/load-more';
import { PageCard } from './page-card';
import { PageGrid, PageGridSkeleton } from './page-grid';
import { PageTagsDialog } from './page-tags-dialog';
import { EmptyState, Screen } from '@/components/screen';
import { SearchBox } from '@/components/search-box';
import { SortSelect, type SortOption } from '@/components/sort-select';
import { leaveForPage } from '../list-memory';
import { usePageList } from '../use-page-list';

/** The sort options of SPEC section 4, in its order; 'latest' is the default. */
export const PAGE_SORT_OPTIONS: readonly SortOption<PageSort>[] = [
  { value: 'trending', label: 'Trending' },
  { value: 'popularity', label: 'Popularity' },
  { value: 'latest', label: 'Latest' },
  { value: 'oldest', label: 'Oldest' },
  { value: 'mostFavorited', label: 'Most favorited' },
  { value: 'mostColored', label: 'Most colored' },
];

export interface PageListScreenProps {
  /** The module name: the heading, and the search label 'Search {module}'. */
  title: string;
  description?: ReactNode;
  scope: PageScope;
  /** Key of the remembered list state (the admin list and the public list differ). */
  listKey: string;
  /** What an empty list says (without a search), with its calls to action. */
  empty: { title: string; text?: ReactNode; actions?: ReactNode };
}

const countLabel = (total: number) => (total === 1 ? '1 page' : `${total.toLocaleString('en-US')} pages`);

/**
 * A pages list (SPEC section 2, "Pages list"): heading, search (debounced), sort, the card grid
 * and 'Load more'; loading, empty and error states. It comes back as it was after a trip to the
 * coloring screen (use-page-list.ts).
 */
export function PageListScreen({ title, description, scope, listKey, empty }: PageListScreenProps) {
  const user = useSession((state) => state.user);
  const admin = user?.admin ?? false;
  const paid = user?.plan?.paid ?? false;
  const queryClient = useQueryClient();
  const list = usePageList(listKey, scope);
  const { filters, opening } = list;
  const withPages = useCategoriesWithPages(scope === 'public');
  const [text, setText] = useState(filters.search);
  const debounced = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const [busyIds, setBusyIds] = useState<ReadonlySet<number>>(new Set());
  const [tagsOf, setTagsOf] = useState<Page | null>(null);
  const headingRef = useRef<HTMLDivElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (opening.openedPageId !== null) void refreshPage(queryClient, opening.openedPageId);
  }, [opening, queryClient]);

  const { setSearch } = list;
  useEffect(() => setSearch(debounced), [debounced, setSearch]);

  const onSearchChange = (value: string) => {
    setText(value);
    // Clearing is a deliberate act: no reason to wait.
    if (value === '') setSearch('');
  };

  const withBusy = async (id: number, run: () => Promise<void>) => {
    setBusyIds((ids) => new Set(ids).add(id));
    try {
      await run();
    } finally {
      setBusyIds((ids) => {
        const next = new Set(ids);
        next.delete(id);
        return next;
      });
    }
  };

  const onToggleFavorite = (page: Page) =>
    withBusy(page.id, async () => {
      // Optimistic only for paid plans: on the free plan the server sends the user to checkout.
      if (paid) {
        const delta = page.is_favorited ? -1 : 1;
        pageChanged(queryClient, { ...page, is_favorited: !page.is_favorited, favorited_count: Math.max(0, page.favorited_count + delta) });
      }
      const updated = await toggleFavorited(page.id);
      if (updated) favoriteToggled(queryClient, updated);
      else if (paid) pageChanged(queryClient, page);
    });

  const onDelete = (page: Page) =>
    withBusy(page.id, async () => {
      if (!(await confirm('Are you sure to delete the page?'))) return;
      const updated = await toggleBlocked(page.id);
      if (!updated) return;
      pageRemoved(queryClient, page.id);
      notify.success('Page has been deleted');
      headingRef.current?.focus();
    });

  const onToggleBlocked = (page: Page) =>
    withBusy(page.id, async () => {
      // Blocking asks first; an already blocked page is unblocked directly (SPEC section 4).
      if (!page.blocked && !(await confirm('Block this page? It disappears from every list until you unblock it.'))) return;
      const updated = await toggleBlocked(page.id);
      if (!updated) return;
      pageChanged(queryClient, updated);
      notify.success(updated.blocked ? 'Page has been blocked' : 'Page has been unblocked');
    });

  const searching = filters.search !== '' || filters.category !== null;
  const firstLoad = list.status === 'loading' && list.items.length === 0;

  let body: ReactNode;
  if (list.status === 'error') {
    body = (
      <div role="alert" className="flex flex-col items-center gap-4 rounded-3xl border-2 border-red-200 bg-red-50 px-6 py-12 text-center">
        <TriangleAlert className="size-8 text-red-700" aria-hidden="true" />
        <p className="text-lg font-bold text-red-800">Failed to load pages</p>
        <Button variant="secondary" icon={<RotateCw className="size-4" aria-hidden="true" />} onClick={list.retry}>
          Try again
        </Button>
      </div>
    );
  } else if (firstLoad) {
    body = <PageGridSkeleton />;
  } else if (list.items.length === 0) {
    body = searching ? (
      <EmptyState title={filters.search ? `No pages match “${filters.search}”` : 'No pages in this category yet'}>
        <p>{filters.search ? 'Try another word, or clear the search to see every page.' : 'Try another category, or see every page.'}</p>
        <Button
          variant="secondary"
          className="mt-4"
          onClick={() => {
            onSearchChange('');
            if (filters.category) list.setCategory(null);
            searchRef.current?.focus();
          }}
        >
          {filters.category ? 'See every page' : 'Clear search'}
        </Button>
      </EmptyState>
    ) : (
      <EmptyState title={empty.title}>
        {empty.text ? <p>{empty.text}</p> : null}
        {empty.actions ? <div className="mt-5 flex flex-wrap justify-center gap-3">{empty.actions}</div> : null}
      </EmptyState>
    );
  } else {
    body = (
      <>
        <PageGrid busy={list.status === 'loading'}>
          {list.items.map((page) => (
            <li key={page.id}>
              <PageCard
                page={page}
                admin={admin}
                showColored={scope === 'colored'}
                busy={busyIds.has(page.id)}
                onOpen={(opened) => leaveForPage(listKey, opened.id, window.scrollY)}
                onToggleFavorite={onToggleFavorite}
                onDelete={onDelete}
                onToggleBlocked={onToggleBlocked}
                onEditTags={setTagsOf}
              />
            </li>
          ))}
        </PageGrid>
        <LoadMore currentPage={list.currentPage} lastPage={list.lastPage} loading={list.loadingMore} onLoadMore={list.loadMore} />
      </>
    );
  }

  return (
    <div ref={headingRef} tabIndex={-1} className="outline-none">
      <Screen title={title} description={description}>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <SearchBox
            label={`Search ${title.toLowerCase()}`}
            value={text}
            onChange={onSearchChange}
            inputRef={searchRef}
            className="sm:max-w-md sm:flex-1"
          />
          <div className="flex items-center gap-3 sm:contents">
            <SortSelect
              value={filters.sort}
              options={PAGE_SORT_OPTIONS}
              onChange={list.setSort}
              className="min-w-0 flex-1 sm:w-64 sm:flex-none"
            />
            <p aria-live="polite" className="shrink-0 text-sm font-semibold text-ink-muted sm:ml-auto">
              {list.status === 'ready' && list.total > 0 ? countLabel(list.total) : ''}
            </p>
          </div>
        </div>
        {scope === 'public' ? <CategoryChips value={filters.category} onChange={list.setCategory} withPages={withPages} /> : null}
        {body}
        {tagsOf ? (
          <PageTagsDialog
            page={tagsOf}
            onClose={() => setTagsOf(null)}
            onSaved={(page) => {
              pageChanged(queryClient, page);
              pageCategoriesChanged(queryClient);
            }}
          />
        ) : null}
      </Screen>
    </div>
  );
}

/**
 * The categories of the public list that hold pages (GET /pages/categories): none while the
 * counts load (chips appear rather than vanish under the finger), every one if they cannot be read.
 */
function useCategoriesWithPages(enabled: boolean): ReadonlySet<PageCategory> | undefined {
  const counts = useQuery({ ...pageCategoriesQuery, enabled });
  return useMemo(() => {
    if (Array.isArray(counts.data)) return new Set(counts.data.filter((entry) => entry.count > 0).map((entry) => entry.category));
    return counts.isError ? undefined : new Set();
  }, [counts.data, counts.isError]);
}

/** Brings the card of the page just opened up to date (colored, counts), or drops it if gone. */
async function refreshPage(queryClient: QueryClient, id: number): Promise<void> {
  try {
    pageChanged(queryClient, await apiOrThrow.get<Page>(`/pages/${id}/read`));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) pageRemoved(queryClient, id);
  }
}
