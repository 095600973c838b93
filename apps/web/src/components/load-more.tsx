import { Button } from './button';

/** 'Load more' under a list; hidden once the last page is shown. */
export function LoadMore({
  currentPage,
  lastPage,
  loading = false,
  onLoadMore,
}: {
  currentPage: number;
  lastPage: number;
  loading?: boolean;
  onLoadMore: () => void;
}) {
  if (currentPage >= lastPage) return null;
  return (
    <div className="flex justify-center py-6">
      <Button variant="secondary" loading={loading} onClick={onLoadMore}>
        Load more
      </Button>
    </div>
  );
}
