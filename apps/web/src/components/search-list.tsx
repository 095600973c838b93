import clsx from 'clsx';
import { RotateCw, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ListView } from '@/lib/infinite-list';
import { Button } from './button';
import { LoadMore } from './load-more';
import { EmptyState } from './screen';
import { SearchBox } from './search-box';

export const LIST_GRID = 'grid grid-cols-1 gap-4 sm:grid-cols-2 sm:gap-5 xl:grid-cols-3';

/** A failed list: the list's own message (e.g. 'Failed to load users'), the reason and a retry. */
export function ListError({ message, detail, onRetry }: { message: string; detail?: string | null; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 rounded-3xl border-2 border-red-200 bg-red-50 px-6 py-12 text-center">
      <TriangleAlert className="size-8 text-red-700" aria-hidden="true" />
      <p className="text-lg font-bold text-red-800">{message}</p>
      {detail ? <p className="max-w-prose text-sm text-red-800">{detail}</p> : null}
      <Button variant="secondary" className="mt-1" icon={<RotateCw className="size-4" aria-hidden="true" />} onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

export interface SearchListProps<T extends { id: number }> {
  /** The list and the search its items belong to. */
  list: ListView<T> & { search: string };
  /** The label of the search box, e.g. 'Search users'. */
  searchLabel: string;
  searchText: string;
  onSearchChange: (value: string) => void;
  /** What a failed first page says, e.g. 'Failed to load users'. */
  failedMessage: string;
  /** Singular and plural of what is listed, for the count ('1 user', '12 users'). */
  noun: readonly [string, string];
  empty: { title: string; text?: ReactNode };
  renderItem: (item: T) => ReactNode;
  /** One placeholder card, repeated while the first page loads. */
  skeleton: ReactNode;
  gridClassName?: string;
}

/**
 * The body of a searchable admin list: search box and count, then the cards with 'Load more',
 * or the loading, empty, no-match and failure states.
 */
export function SearchList<T extends { id: number }>({
  list,
  searchLabel,
  searchText,
  onSearchChange,
  failedMessage,
  noun,
  empty,
  renderItem,
  skeleton,
  gridClassName = LIST_GRID,
}: SearchListProps<T>) {
  const count = list.total === 1 ? `1 ${noun[0]}` : `${list.total.toLocaleString('en-US')} ${noun[1]}`;

  let body: ReactNode;
  if (list.status === 'error') {
    body = <ListError message={failedMessage} detail={list.error} onRetry={list.retry} />;
  } else if (list.status === 'loading' && list.items.length === 0) {
    body = (
      <div role="status">
        <span className="sr-only">Loading {noun[1]}</span>
        <ul className={gridClassName} aria-hidden="true">
          {Array.from({ length: 6 }, (_, index) => (
            <li key={index}>{skeleton}</li>
          ))}
        </ul>
      </div>
    );
  } else if (list.items.length === 0) {
    body = list.search ? (
      <EmptyState title={`No ${noun[1]} match “${list.search}”`}>
        <p>Try another word, or clear the search to see every one.</p>
        <Button variant="secondary" className="mt-4" onClick={() => onSearchChange('')}>
          Clear search
        </Button>
      </EmptyState>
    ) : (
      <EmptyState title={empty.title}>{empty.text ? <p>{empty.text}</p> : null}</EmptyState>
    );
  } else {
    const busy = list.status === 'loading';
    body = (
      <>
        <ul className={clsx(gridClassName, busy && 'opacity-60 transition-opacity')} aria-busy={busy || undefined}>
          {list.items.map((item) => (
            <li key={item.id} className="min-w-0">
              {renderItem(item)}
            </li>
          ))}
        </ul>
        <LoadMore currentPage={list.currentPage} lastPage={list.lastPage} loading={list.loadingMore} onLoadMore={list.loadMore} />
      </>
    );
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchBox label={searchLabel} value={searchText} onChange={onSearchChange} className="sm:max-w-md sm:flex-1" />
        <p aria-live="polite" className="text-sm font-semibold text-ink-muted sm:ml-auto">
          {list.status === 'ready' && list.total > 0 ? count : ''}
        </p>
      </div>
      {body}
    </div>
  );
}
