import { PageListScreen } from './components/page-list';
import { EmptyActions } from './empty-actions';

/** /pages: the pages the user made with AI or uploaded (scope owned). */
export function Component() {
  return (
    <PageListScreen
      key="owned"
      title="My pages"
      description="The pages you created with AI or uploaded."
      scope="owned"
      listKey="owned"
      empty={{
        title: 'You have not made a page yet',
        text: 'Describe a picture for the AI to draw, or upload a drawing of your own.',
        actions: <EmptyActions />,
      }}
    />
  );
}
