import type { AdminColoredPage } from '@crayonbox/contract';
import { Screen } from '@/components/screen';
import { SearchList } from '@/components/search-list';
import { usePaginatedList, useSearchText } from '@/lib/use-paginated-list';
import { ColoredPageCard, ColoredPageCardSkeleton } from './colored-page-card';

export const COLOREDS_LOAD_FAILED = 'Failed to load colored pages';

/** /admin/pages/colored: every saved coloring, newest first, searchable by page or user. */
export function Component() {
  const { text, setText, search } = useSearchText();
  const list = usePaginatedList<AdminColoredPage>('/coloreds/paginate', search);
  return (
    <Screen title="Colored pages" description="Colorings saved by users, newest first. Search by page title, user name or email.">
      <SearchList
        list={list}
        searchLabel="Search colored pages"
        searchText={text}
        onSearchChange={setText}
        failedMessage={COLOREDS_LOAD_FAILED}
        noun={['colored page', 'colored pages']}
        empty={{ title: 'No colored pages yet', text: 'Colorings appear here as soon as users save them.' }}
        skeleton={<ColoredPageCardSkeleton />}
        renderItem={(colored) => <ColoredPageCard colored={colored} />}
      />
    </Screen>
  );
}
