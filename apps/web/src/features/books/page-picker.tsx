import type { Page, PageScope } from '@crayonbox/contract';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { Check, Plus, Search } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/button';
import { ModalDialog } from '@/components/modal-dialog';
import { Spinner } from '@/components/spinner';
import { startListFresh, useFreshOnKeyChange, useListView } from '@/lib/infinite-list';
import { pageListQuery } from '@/lib/page-list-query';
import { useDebouncedValue } from '@/lib/use-debounced-value';

const LISTS: Array<{ scope: PageScope; label: string }> = [
  { scope: 'public', label: 'Public pages' },
  { scope: 'favorited', label: 'Favorites' },
  { scope: 'owned', label: 'My pages' },
  { scope: 'colored', label: 'My colorings' },
];

export interface PagePickerProps {
  open: boolean;
  /** Page ids already in the book: shown as added. */
  inBook: Set<number>;
  /** Adds one page (colored: the user's coloring of it); resolves false when it was refused. */
  onAdd: (page: Page, colored: boolean) => Promise<boolean>;
  onClose: () => void;
}

/**
 * "Add pages": any of the user's lists (public, favorites, own, colorings) with search, in a
 * modal dialog. The lists are the cached page lists of the list screens (same keys), each read
 * afresh from page 1 when the dialog opens or the list or search changes.
 */
export function PagePicker({ open, inBook, onAdd, onClose }: PagePickerProps) {
  const [scope, setScope] = useState<PageScope>('public');
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim());
  const [adding, setAdding] = useState<number | null>(null);
  const queryClient = useQueryClient();
  const options = pageListQuery(scope, { search: query, sort: 'latest', category: null });

  const [shownOpen, setShownOpen] = useState(open);
  if (shownOpen !== open) {
    setShownOpen(open);
    if (open) startListFresh(queryClient, options.queryKey);
  }
  useFreshOnKeyChange(options.queryKey);
  const list = useListView(
    useInfiniteQuery({
      ...options,
      enabled: open,
      // A new search keeps the list's pages on screen until it answers; another list starts empty.
      placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === scope ? previous : undefined),
    }),
  );
  const pages = list.items;
  const loading = list.status === 'loading' || list.loadingMore;

  async function add(page: Page) {
    setAdding(page.id);
    await onAdd(page, scope === 'colored');
    setAdding(null);
  }

  return (
    <ModalDialog open={open} title="Add pages" onClose={onClose} className="h-[min(90dvh,760px)] w-[min(96vw,880px)] overflow-hidden">
      <div className="flex h-[calc(100%-4.75rem)] flex-col">
        <div className="space-y-3 border-b border-black/5 px-5 py-3">
          <fieldset className="flex flex-wrap gap-2">
            <legend className="sr-only">List</legend>
            {LISTS.map((list) => (
              <label
                key={list.scope}
                className="cursor-pointer rounded-full border border-brand-200 px-4 py-2 text-sm font-semibold text-brand-900 has-checked:border-brand-700 has-checked:bg-brand-700 has-checked:text-white has-focus-visible:outline-3 has-focus-visible:outline-brand-600"
              >
                <input
                  type="radio"
                  name="page-list"
                  className="sr-only"
                  checked={scope === list.scope}
                  onChange={() => setScope(list.scope)}
                />
                {list.label}
              </label>
            ))}
          </fieldset>
          <label className="relative block">
            <span className="sr-only">Search pages</span>
            <Search className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-ink-muted" aria-hidden="true" />
            <input
              type="search"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              placeholder="Search by title or prompt"
              className="w-full rounded-2xl border border-black/10 bg-white py-2.5 pr-3 pl-10"
            />
          </label>
        </div>
        <div className="flex-1 overflow-y-auto px-5 py-4" aria-busy={loading}>
          {!loading && pages.length === 0 ? (
            <p className="py-10 text-center text-ink-muted">No pages here{query ? ` for “${query}”` : ''}.</p>
          ) : null}
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4">
            {pages.map((page) => {
              const added = inBook.has(page.id);
              const title = page.title || 'Untitled page';
              const picture = scope === 'colored' && page.colored ? page.colored.preview : page.thumbnail;
              return (
                <li key={page.id} className="flex flex-col overflow-hidden rounded-2xl border border-black/5 bg-white shadow-sm">
                  <img src={picture} alt="" className="aspect-square w-full bg-paper object-contain" loading="lazy" />
                  <div className="flex flex-1 flex-col gap-2 p-2">
                    <p className="line-clamp-2 text-sm font-semibold break-words text-ink">{title}</p>
                    <Button
                      size="sm"
                      variant={added ? 'ghost' : 'secondary'}
                      className="mt-auto"
                      disabled={added}
                      loading={adding === page.id}
                      aria-label={added ? `${title} is in the book` : `Add ${title}`}
                      onClick={() => void add(page)}
                      icon={added ? <Check className="size-4" aria-hidden="true" /> : <Plus className="size-4" aria-hidden="true" />}
                    >
                      {added ? 'Added' : 'Add'}
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
          {loading ? (
            <div className="flex justify-center py-6">
              <Spinner label="Loading pages" />
            </div>
          ) : list.currentPage < list.lastPage ? (
            <div className="flex justify-center py-4">
              <Button variant="secondary" onClick={list.loadMore}>
                Load more
              </Button>
            </div>
          ) : null}
        </div>
      </div>
    </ModalDialog>
  );
}
