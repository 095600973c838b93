import type { Page, PageScope } from '@crayonbox/contract';
import { Check, Plus, Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/button';
import { ModalDialog } from '@/components/modal-dialog';
import { Spinner } from '@/components/spinner';
import { fetchPages } from '@/lib/pages-api';
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
 * modal dialog.
 */
export function PagePicker({ open, inBook, onAdd, onClose }: PagePickerProps) {
  const [scope, setScope] = useState<PageScope>('public');
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim());
  const [pages, setPages] = useState<Page[]>([]);
  const [pageNo, setPageNo] = useState(1);
  const [lastPage, setLastPage] = useState(1);
  const [loading, setLoading] = useState(false);
  const [adding, setAdding] = useState<number | null>(null);

  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    setLoading(true);
    void fetchPages({ page: pageNo, scope, sort: 'latest', search: query }, controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      setLoading(false);
      if (!result) return;
      setPages((before) => (pageNo === 1 ? result.data : [...before, ...result.data]));
      setLastPage(result.last_page);
    });
    return () => controller.abort();
  }, [open, scope, query, pageNo]);

  const choose = (next: PageScope) => {
    setScope(next);
    setPageNo(1);
    setPages([]);
  };

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
                  onChange={() => choose(list.scope)}
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
              onChange={(e) => {
                setSearch(e.target.value);
                setPageNo(1);
              }}
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
          ) : pageNo < lastPage ? (
            <div className="flex justify-center py-4">
              <Button variant="secondary" onClick={() => setPageNo((n) => n + 1)}>
                Load more
              </Button>
            </div>
          ) : null}
        </div>
      </div>
    </ModalDialog>
  );
}
