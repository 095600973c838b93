import { PageListScreen } from './components/page-list';
import { EmptyActions } from './empty-actions';

/** /pages/public: everyone's pages; the default home of non-admins. */
export function Component() {
  return (
    <PageListScreen
      key="public"
      title="Public pages"
      description="Line-art pages shared by everyone, ready to color."
      scope="public"
      listKey="public"
      empty={{
        title: 'No public pages yet',
        text: 'Be the first: make a page with AI or upload your own drawing.',
        actions: <EmptyActions browse={false} />,
      }}
    />
  );
}
