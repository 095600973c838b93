import type { AdminColoredPage } from '@crayonbox/contract';
import type { LoaderFunctionArgs } from 'react-router';
import { Screen } from '@/components/screen';
import { SearchList } from '@/components/search-list';
import { openAdminList, useAdminList } from '@/lib/admin-list-query';
import { queryClientContext } from '@/lib/query-client';
import { ADMIN_LIST_PATHS } from '@/lib/query-keys';
import { useSearchText } from '@/lib/use-search-text';
import { ColoredPageCard, ColoredPageCardSkeleton } from './colored-page-card';

export const COLOREDS_LOAD_FAILED = 'Failed to load colored pages';

/** Starts the list at page 1 while the screen renders its skeleton. */
export function loader({ context }: LoaderFunctionArgs) {
  openAdminList(context.get(queryClientContext), ADMIN_LIST_PATHS.coloreds);
  return null;
}

/** /admin/pages/colored: every saved coloring, newest first, searchable by page or user. */
export function Component() {
  const { text, setText, search } = useSearchText();
  const list = useAdminList<AdminColoredPage>(ADMIN_LIST_PATHS.coloreds, search);
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
