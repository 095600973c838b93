import { PageListScreen } from './components/page-list';
import { EmptyActions } from './empty-actions';

/** /pages/favorite: the pages the user marked with the heart (scope favorited). */
export function Component() {
  return (
    <PageListScreen
      key="favorited"
      title="Favorite pages"
      description="The pages you marked with a heart."
      scope="favorited"
      listKey="favorited"
      empty={{
        title: 'No favorite pages yet',
        text: 'Tap the heart on any page to keep it here.',
        actions: <EmptyActions create={false} />,
      }}
    />
  );
}
