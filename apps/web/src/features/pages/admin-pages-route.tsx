import { PageListScreen } from './components/page-list';

/** /admin/pages: every page (scope public, blocked ones included); admins block and unblock. */
export function Component() {
  return (
    <PageListScreen
      key="admin-public"
      title="Pages"
      description="Every page, including blocked ones. Block a page to hide it from everyone."
      scope="public"
      listKey="admin-public"
      empty={{ title: 'No pages yet', text: 'Pages appear here as soon as users create them.' }}
    />
  );
}
