import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNotifications } from '@/stores/notifications';
import { jsonResponse } from '@/test/fixtures';
import { buildPage, paginated } from '@/test/page-fixtures';
import {
  forgetPageLists,
  leaveForPage,
  loadFirstPage,
  loadNextPage,
  openPageList,
  pageList,
  removePage,
  replacePage,
  searchPageList,
  sortPageList,
  usePageLists,
} from './page-list-store';
import { toPaginated } from './pages-api';

const fetchMock = vi.fn<typeof fetch>();
const requestedUrl = (call = -1) => new URL(String(fetchMock.mock.calls.at(call)?.[0]), 'http://localhost');

/** A fetch answer that the test resolves when it wants (to reorder answers). */
function deferred() {
  let resolve!: (response: Response) => void;
  const promise = new Promise<Response>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('page list store', () => {
  beforeEach(() => {
    forgetPageLists();
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    useNotifications.getState().clear();
  });

  it('starts at page 1 with an empty search and sort latest', async () => {
    expect(pageList('public', 'public')).toMatchObject({ search: '', sort: 'latest', items: [], currentPage: 0 });
    fetchMock.mockResolvedValue(jsonResponse(paginated([buildPage()], 1, 3, 60)));
    await loadFirstPage('public', 'public');
    expect(Object.fromEntries(requestedUrl().searchParams)).toEqual({ page: '1', scope: 'public', sort: 'latest' });
    expect(pageList('public', 'public')).toMatchObject({ status: 'ready', currentPage: 1, lastPage: 3, total: 60 });
  });

  it('appends the next page and does not repeat pages already shown', async () => {
    const [a, b, c] = [buildPage(), buildPage(), buildPage()];
    fetchMock.mockResolvedValueOnce(jsonResponse(paginated([a, b], 1, 2, 3)));
    await loadFirstPage('owned', 'owned');
    // A page created meanwhile shifted the second page by one: b comes again.
    fetchMock.mockResolvedValueOnce(jsonResponse(paginated([b, c], 2, 2, 3)));
    await loadNextPage('owned', 'owned');
    expect(requestedUrl().searchParams.get('page')).toBe('2');
    expect(pageList('owned', 'owned').items.map((p) => p.id)).toEqual([a.id, b.id, c.id]);
    expect(pageList('owned', 'owned').currentPage).toBe(2);

    await loadNextPage('owned', 'owned'); // already on the last page
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('reads the paginated payload whether or not it sits under one more data', () => {
    const page = buildPage();
    expect(toPaginated(paginated([page], 2, 5, 99))).toMatchObject({ data: [page], current_page: 2, last_page: 5, total: 99 });
    expect(toPaginated({ data: paginated([page], 2, 5, 99) })).toMatchObject({ data: [page], current_page: 2, last_page: 5 });
    expect(toPaginated({ data: { nothing: true } })).toBeNull();
  });

  it('search and sort go back to page 1, and a late answer to an older search is dropped', async () => {
    const old = deferred();
    const cats = buildPage({ title: 'Cats' });
    fetchMock.mockReturnValueOnce(old.promise).mockResolvedValueOnce(jsonResponse(paginated([cats])));
    const first = searchPageList('public', 'public', 'ca');
    const second = searchPageList('public', 'public', ' cats ');
    await second;
    old.resolve(jsonResponse(paginated([buildPage({ title: 'Stale' })])));
    await first;
    expect(pageList('public', 'public')).toMatchObject({ search: 'cats', items: [cats] });
    expect(requestedUrl().searchParams.get('search')).toBe('cats');

    fetchMock.mockResolvedValueOnce(jsonResponse(paginated([cats])));
    await sortPageList('public', 'public', 'mostColored');
    expect(Object.fromEntries(requestedUrl().searchParams)).toEqual({ page: '1', scope: 'public', sort: 'mostColored', search: 'cats' });
  });

  it('a failed load is an error state, with the message shown', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ message: 'Database is down.', code: 'INTERNAL' }, 500));
    await loadFirstPage('public', 'public');
    expect(pageList('public', 'public').status).toBe('error');
    expect(useNotifications.getState().notification?.message).toBe('Database is down.');
  });

  it('comes back as it was after opening a card, and starts over otherwise', async () => {
    const pages = [buildPage(), buildPage()];
    fetchMock.mockImplementation(async () => jsonResponse(paginated(pages, 1, 2, 30)));
    await searchPageList('public', 'public', 'dog');
    await sortPageList('public', 'public', 'oldest');

    leaveForPage('public', 'public', pages[1]!.id, 640);
    expect(openPageList('public', 'public', { back: false })).toEqual({ restored: true, openedPageId: pages[1]!.id });
    expect(pageList('public', 'public')).toMatchObject({ search: 'dog', sort: 'oldest', scrollY: 640, items: pages });

    // The ticket is used once: opening the list again from the menu starts it over.
    expect(openPageList('public', 'public', { back: false }).restored).toBe(false);
    expect(pageList('public', 'public')).toMatchObject({ search: '', sort: 'latest', items: [], scrollY: 0 });
  });

  it('the back button restores a loaded list, never one that was still loading', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(paginated([buildPage()])));
    await loadFirstPage('colored', 'colored');
    expect(openPageList('colored', 'colored', { back: true }).restored).toBe(true);

    fetchMock.mockReturnValue(new Promise<Response>(() => {}));
    void loadFirstPage('owned', 'owned');
    expect(openPageList('owned', 'owned', { back: true }).restored).toBe(false);
  });

  it('a toggled page is replaced in every list, a deleted one removed from every list', async () => {
    const page = buildPage({ is_owner: true });
    const other = buildPage();
    fetchMock.mockImplementation(async () => jsonResponse(paginated([page, other], 1, 1, 2)));
    await loadFirstPage('public', 'public');
    await loadFirstPage('owned', 'owned');

    replacePage({ ...page, is_favorited: true, favorited_count: 1 });
    expect(usePageLists.getState().lists.owned?.items[0]).toMatchObject({ is_favorited: true, favorited_count: 1 });
    expect(usePageLists.getState().lists.public?.items[0]).toMatchObject({ is_favorited: true });

    removePage(page.id);
    expect(pageList('public', 'public')).toMatchObject({ total: 1 });
    expect(pageList('owned', 'owned').items.some((p) => p.id === page.id)).toBe(false);
  });
});
