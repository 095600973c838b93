import { PageListScreen } from './components/page-list';
import { EmptyActions } from './empty-actions';

/** /pages/colored: the pages the user colored and saved (scope colored), showing their colors. */
export function Component() {
  return (
    <PageListScreen
      key="colored"
      title="Colored pages"
      description="Pages you have colored and saved."
      scope="colored"
      listKey="colored"
      empty={{
        title: 'Nothing colored yet',
        text: 'Pick a page, grab a crayon and save your masterpiece: it will show up here.',
        actions: <EmptyActions />,
      }}
    />
  );
}
