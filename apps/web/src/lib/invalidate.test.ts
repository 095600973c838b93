import type { Page } from '@crayonbox/contract';
import { describe, expect, it } from 'vitest';
import { buildPage, paginated } from '@/test/page-fixtures';
import type { ListData } from './infinite-list';
import { favoriteToggled, pageChanged, pageCreated, pageRemoved } from './invalidate';
import { createQueryClient } from './query-client';
import { queryKeys } from './query-keys';

const latest = { search: '', sort: 'latest', category: null } as const;
const publicKey = queryKeys.pageList('public', latest);
const ownedKey = queryKeys.pageList('owned', latest);
const favoriteKey = queryKeys.pageList('favorited', latest);

function cachedLists(pages: Page[]) {
  const queryClient = createQueryClient();
  for (const key of [publicKey, ownedKey, favoriteKey]) {
    queryClient.setQueryData<ListData<Page>>(key, { pages: [paginated(pages, 1, 1, pages.length)], pageParams: [1] });
  }
  const items = (key: readonly unknown[]) => queryClient.getQueryData<ListData<Page>>(key)!.pages.flatMap((p) => p.data);
  return { queryClient, items };
}

describe('after a change, the cached page lists', () => {
  it('show a changed page in place in every list', () => {
    const [page, other] = [buildPage({ is_owner: true }), buildPage()];
    const { queryClient, items } = cachedLists([page, other]);
    pageChanged(queryClient, { ...page, is_favorited: true, favorited_count: 1 });
    for (const key of [publicKey, ownedKey]) {
      expect(items(key).map((p) => [p.id, p.is_favorited])).toEqual([
        [page.id, true],
        [other.id, false],
      ]);
    }
  });

  it('drop a removed page from every list and count one fewer', () => {
    const [page, other] = [buildPage(), buildPage()];
    const { queryClient, items } = cachedLists([page, other]);
    pageRemoved(queryClient, page.id);
    expect(items(publicKey).map((p) => p.id)).toEqual([other.id]);
    expect(queryClient.getQueryData<ListData<Page>>(ownedKey)!.pages[0]!.total).toBe(1);
  });

  it('are read again when next shown after a favorite toggle (favorites) or a new page (all)', () => {
    const page = buildPage();
    const { queryClient } = cachedLists([page]);
    favoriteToggled(queryClient, { ...page, is_favorited: true });
    expect(queryClient.getQueryState(favoriteKey)!.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(publicKey)!.isInvalidated).toBe(false);
    pageCreated(queryClient);
    expect(queryClient.getQueryState(publicKey)!.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(ownedKey)!.isInvalidated).toBe(true);
  });
});
