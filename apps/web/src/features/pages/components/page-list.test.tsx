import { PAGE_CATEGORIES, type PageCategory } from '@crayonbox/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useConfirm } from '@/stores/confirm';
import { useNotifications } from '@/stores/notifications';
import { useSession } from '@/stores/session';
import { buildUser, jsonResponse } from '@/test/fixtures';
import { buildPage, paginated } from '@/test/page-fixtures';
import { renderWithQuery } from '@/test/query';
import { ConfirmBar } from '@/components/confirm-bar';
import { PageListScreen } from './page-list';

const fetchMock = vi.fn<typeof fetch>();
const calls = () =>
  fetchMock.mock.calls.map(([url, init]) => ({ url: new URL(String(url), 'http://localhost'), method: init?.method ?? 'GET' }));
const listCalls = () => calls().filter((c) => c.url.pathname === '/api/pages/paginate');

/** GET /pages/categories answers on its own (every category holds a page unless a test says otherwise); the rest goes to fetchMock. */
let categoryCounts: () => Promise<Response>;
const everyCategory = () => PAGE_CATEGORIES.map((category) => ({ category, count: 1 }));
const countsOnly = (counts: Partial<Record<PageCategory, number>>) =>
  PAGE_CATEGORIES.map((category) => ({ category, count: counts[category] ?? 0 }));
const serveFetch: typeof fetch = (input, init) =>
  new URL(String(input), 'http://localhost').pathname === '/api/pages/categories' ? categoryCounts() : fetchMock(input, init);

function renderList(scope: 'public' | 'owned' = 'public', title = 'Public pages', entry = '/list') {
  const router = createMemoryRouter(
    [
      {
        path: '/list',
        element: (
          <>
            <PageListScreen
              title={title}
              scope={scope}
              listKey={scope}
              empty={{ title: 'Nothing here yet', actions: <Link to="/pages/create">Create a page</Link> }}
            />
            <ConfirmBar />
          </>
        ),
      },
      {
        path: '/pages/:id/color',
        element: (
          <>
            <Link to="/list">Back to the list</Link>
            <Link to="/other">Somewhere else</Link>
          </>
        ),
      },
      { path: '/other', element: <Link to="/list">Open the list from the menu</Link> },
    ],
    { initialEntries: [entry] },
  );
  renderWithQuery(<RouterProvider router={router} />);
  return router;
}

describe('PageListScreen', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    categoryCounts = async () => jsonResponse({ data: everyCategory() });
    vi.stubGlobal('fetch', serveFetch);
    useSession.setState({ token: 't', user: buildUser({ plan: { id: 2, name: 'starter', title: 'Starter', paid: true } }) });
    window.scrollTo = vi.fn() as typeof window.scrollTo;
  });
  afterEach(() => {
    useNotifications.getState().clear();
    useConfirm.getState().answer(false);
  });

  it('searches 300 ms after typing stops, from page 1', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(paginated([buildPage({ title: 'Happy cat' })])));
    renderList();
    expect(await screen.findByText('Happy cat')).toBeTruthy();
    expect(listCalls()).toHaveLength(1);
    // Every list starts at page 1 with an empty search and sort 'latest'.
    expect(Object.fromEntries(listCalls()[0]!.url.searchParams)).toEqual({ page: '1', scope: 'public', sort: 'latest' });

    vi.useFakeTimers();
    const box = screen.getByRole('searchbox', { name: 'Search public pages' });
    fireEvent.change(box, { target: { value: 'ca' } });
    act(() => vi.advanceTimersByTime(150));
    fireEvent.change(box, { target: { value: 'cat' } });
    act(() => vi.advanceTimersByTime(299));
    expect(listCalls()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    vi.useRealTimers();
    await waitFor(() => expect(listCalls()).toHaveLength(2));
    expect(Object.fromEntries(listCalls()[1]!.url.searchParams)).toEqual({ page: '1', scope: 'public', sort: 'latest', search: 'cat' });
  });

  it('leaves the address of the next screen alone when a search settles just after the user left the list', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(paginated([buildPage({ title: 'Happy cat' })])));
    const start = window.location.pathname;
    renderList();
    expect(await screen.findByText('Happy cat')).toBeTruthy();
    vi.useFakeTimers();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search public pages' }), { target: { value: 'cat' } });
    // The user opens the checkout (from the plans offer) before the search's 300 ms are up.
    window.history.pushState(null, '', '/checkout');
    act(() => vi.advanceTimersByTime(300));
    vi.useRealTimers();
    await waitFor(() => expect(listCalls()).toHaveLength(2));
    expect(window.location.pathname).toBe('/checkout');
    expect(window.location.search).toBe('');
    window.history.pushState(null, '', start);
  });

  it('keeps the search and the category in the address: a reload opens the same list', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(paginated([buildPage({ title: 'Wise Owl' })])));
    renderList('public', 'Public pages', '/list?q=owl&category=animals');
    expect(await screen.findByText('Wise Owl')).toBeTruthy();
    expect(Object.fromEntries(listCalls()[0]!.url.searchParams)).toMatchObject({ search: 'owl', category: 'animals' });
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('owl');

    fireEvent.click(within(screen.getByRole('group', { name: 'Categories' })).getByRole('button', { name: 'Space' }));
    await waitFor(() => expect(window.location.search).toBe('?q=owl&category=space'));
  });

  it('offers only the categories that hold pages, and the chosen one even when it holds none', async () => {
    let answer: (response: Response) => void = () => {};
    categoryCounts = () => new Promise((resolve) => (answer = resolve));
    fetchMock.mockImplementation(async () => jsonResponse(paginated([])));
    renderList('public', 'Public pages', '/list?category=food');
    const chips = screen.getByRole('group', { name: 'Categories' });
    const offered = () =>
      within(chips)
        .getAllByRole('button')
        .map((chip) => chip.textContent);
    // Until the counts arrive no empty category can be offered: "All" and the chosen one.
    expect(offered()).toEqual(['All', 'Food']);

    answer(jsonResponse({ data: countsOnly({ animals: 3, space: 1 }) }));
    await waitFor(() => expect(offered()).toEqual(['All', 'Animals', 'Space', 'Food']));
    expect(within(chips).getByRole('button', { name: 'Food' }).getAttribute('aria-pressed')).toBe('true');
    // Left for "All", the empty category is no longer offered.
    fireEvent.click(within(chips).getByRole('button', { name: 'All' }));
    await waitFor(() => expect(offered()).toEqual(['All', 'Animals', 'Space']));
  });

  it('a category chip lists that category from page 1; "All" lists every page again', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(paginated([buildPage({ title: 'Curious Kitten' })])));
    renderList();
    expect(await screen.findByText('Curious Kitten')).toBeTruthy();
    const chips = screen.getByRole('group', { name: 'Categories' });
    fireEvent.click(within(chips).getByRole('button', { name: 'Animals' }));
    await waitFor(() => expect(listCalls()).toHaveLength(2));
    expect(Object.fromEntries(listCalls()[1]!.url.searchParams)).toEqual({
      page: '1',
      scope: 'public',
      sort: 'latest',
      category: 'animals',
    });
    expect(within(chips).getByRole('button', { name: 'Animals' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(chips).getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('false');

    fetchMock.mockImplementation(async () => jsonResponse(paginated([])));
    fireEvent.click(within(chips).getByRole('button', { name: 'Space' }));
    expect(await screen.findByText('No pages in this category yet')).toBeTruthy();
    fetchMock.mockImplementation(async () => jsonResponse(paginated([buildPage({ title: 'Curious Kitten' })])));
    fireEvent.click(screen.getByRole('button', { name: 'See every page' }));
    await waitFor(() => expect(listCalls()).toHaveLength(4));
    expect(listCalls()[3]!.url.searchParams.has('category')).toBe(false);
    expect(within(chips).getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('the owner edits the category and tags of a page; a refused tag shows under the field', async () => {
    const mine = buildPage({ title: 'Curious Kitten', is_owner: true, category: 'animals', tags: ['kitten', 'cat'] });
    fetchMock.mockImplementation(async (url, init) => {
      if (String(url).includes('/tags')) {
        const body = JSON.parse(String(init?.body)) as { tags: string[] };
        if (body.tags.includes('<b>')) {
          return jsonResponse(
            {
              message: 'The given data was invalid.',
              code: 'VALIDATION',
              errors: { 'tags.2': ['A tag holds letters, digits, spaces or hyphens, 30 characters at most.'] },
            },
            422,
          );
        }
        return jsonResponse({ data: { ...mine, category: 'holidays', tags: body.tags } });
      }
      return jsonResponse(paginated([mine]));
    });
    renderList('owned', 'My pages');
    fireEvent.click(await screen.findByRole('button', { name: 'Category and tags of Curious Kitten' }));
    const tags = screen.getByRole('textbox', { name: 'Tags' });
    expect((tags as HTMLInputElement).value).toBe('kitten, cat');
    fireEvent.change(tags, { target: { value: 'kitten, cat, <b>' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A tag holds letters, digits, spaces or hyphens, 30 characters at most.')).toBeTruthy();

    fireEvent.change(screen.getByRole('combobox', { name: 'Category' }), { target: { value: 'holidays' } });
    fireEvent.change(tags, { target: { value: 'kitten, party hat ,' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(useNotifications.getState().notification?.message).toBe('Tags saved'));
    const sent = fetchMock.mock.calls.filter(([url]) => String(url).includes('/tags')).at(-1)!;
    expect(JSON.parse(String(sent[1]?.body))).toEqual({ category: 'holidays', tags: ['kitten', 'party hat'] });
  });

  it('sorts, loads more until the last page, and shows the count', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse(paginated([buildPage({ title: 'First' })], 1, 2, 2)))
      .mockResolvedValueOnce(jsonResponse(paginated([buildPage({ title: 'Trendy' })], 1, 2, 2)))
      .mockResolvedValueOnce(jsonResponse(paginated([buildPage({ title: 'Second' })], 2, 2, 2)));
    renderList();
    await screen.findByText('First');
    const sort = screen.getByRole('combobox', { name: 'Sort' }) as HTMLSelectElement;
    expect(sort.value).toBe('latest');
    expect(Array.from(sort.options).map((o) => o.text)).toEqual([
      'Trending',
      'Popularity',
      'Latest',
      'Oldest',
      'Most favorited',
      'Most colored',
    ]);
    fireEvent.change(sort, { target: { value: 'trending' } });
    await screen.findByText('Trendy');
    expect(listCalls()[1]!.url.searchParams.get('sort')).toBe('trending');

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('Second');
    expect(screen.getByText('Trendy')).toBeTruthy();
    expect(Object.fromEntries(listCalls()[2]!.url.searchParams)).toMatchObject({ page: '2', sort: 'trending' });
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(screen.getByText('2 pages')).toBeTruthy();
  });

  it('shows an empty state with a call to action, and an error state that retries', async () => {
    vi.mocked(console.error).mockImplementation(() => {});
    fetchMock.mockResolvedValueOnce(jsonResponse({ message: 'Server is tired.', code: 'INTERNAL' }, 500));
    renderList('owned', 'My pages');
    expect(await screen.findByText('Failed to load pages')).toBeTruthy();
    expect(useNotifications.getState().notification).toMatchObject({ variant: 'danger', message: 'Server is tired.' });
    fetchMock.mockResolvedValueOnce(jsonResponse(paginated([])));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Nothing here yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create a page' })).toBeTruthy();
  });

  it('deletes an own page after the confirm bar, removing the card', async () => {
    const mine = buildPage({ id: 41, title: 'Rocket', is_owner: true });
    fetchMock.mockResolvedValueOnce(jsonResponse(paginated([mine, buildPage({ title: 'Other' })], 1, 1, 2)));
    renderList('owned', 'My pages');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Rocket' }));
    const bar = await screen.findByRole('alertdialog', { name: 'Are you sure to delete the page?' });
    fetchMock.mockResolvedValueOnce(jsonResponse({ data: { ...mine, blocked: true } }));
    fireEvent.click(within(bar).getByRole('button', { name: 'Yes, proceed' }));
    await waitFor(() => expect(screen.queryByText('Rocket')).toBeNull());
    expect(calls().at(-1)).toMatchObject({ method: 'PATCH' });
    expect(calls().at(-1)!.url.pathname).toBe('/api/pages/41/blocked/toggle');
    expect(screen.getByText('1 page')).toBeTruthy();
  });

  it('favorites on a paid plan: the heart and the count change at once', async () => {
    const page = buildPage({ id: 9, title: 'Owl', favorited_count: 4 });
    fetchMock.mockResolvedValueOnce(jsonResponse(paginated([page])));
    renderList();
    const heart = await screen.findByRole('button', { name: 'Favorite Owl' });
    fetchMock.mockResolvedValueOnce(jsonResponse({ data: { ...page, is_favorited: true, favorited_count: 5 } }));
    fireEvent.click(heart);
    expect(screen.getByRole('button', { name: 'Favorite Owl' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('5')).toBeTruthy();
    await waitFor(() => expect(calls().at(-1)!.url.pathname).toBe('/api/pages/9/favorited/toggle'));
  });

  it('comes back with its search, pages and scroll after a trip to the coloring screen', async () => {
    const page = buildPage({ id: 77, title: 'Dino' });
    fetchMock.mockImplementation(async (url) =>
      String(url).includes('/read') ? jsonResponse({ data: { ...page, colored_count: 1 } }) : jsonResponse(paginated([page], 1, 3, 50)),
    );
    renderList();
    await screen.findByText('Dino');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search public pages' }), { target: { value: 'dino' } });
    await waitFor(() => expect(listCalls()).toHaveLength(2));
    await screen.findByText('Dino');

    Object.defineProperty(window, 'scrollY', { value: 900, configurable: true });
    fireEvent.click(screen.getByRole('link', { name: 'Dino' }));
    fireEvent.click(await screen.findByRole('link', { name: 'Back to the list' }));

    expect(await screen.findByText('Dino')).toBeTruthy();
    expect((screen.getByRole('searchbox', { name: 'Search public pages' }) as HTMLInputElement).value).toBe('dino');
    expect(listCalls()).toHaveLength(2); // nothing reloaded
    expect(window.scrollTo).toHaveBeenCalledWith(0, 900);
    // The card of the page just opened is brought up to date.
    await waitFor(() => expect(screen.getByText('1', { selector: 'span' })).toBeTruthy());
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('load more appends the next page without repeating a card already shown', async () => {
    const [a, b, c] = [buildPage({ title: 'Apple' }), buildPage({ title: 'Bear' }), buildPage({ title: 'Cloud' })];
    fetchMock
      .mockResolvedValueOnce(jsonResponse(paginated([a, b], 1, 2, 3)))
      // A page created meanwhile shifted the second page by one: Bear comes again.
      .mockResolvedValueOnce(jsonResponse(paginated([b, c], 2, 2, 3)));
    renderList('owned', 'My pages');
    await screen.findByText('Apple');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('Cloud');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Apple', 'Bear', 'Cloud']);
    expect(listCalls()[1]!.url.searchParams.get('page')).toBe('2');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('a failed "Load more" keeps the cards and says why', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse(paginated([buildPage({ title: 'Apple' })], 1, 2, 2)))
      .mockResolvedValueOnce(jsonResponse({ message: 'Server is tired.', code: 'INTERNAL' }, 500));
    renderList();
    await screen.findByText('Apple');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(useNotifications.getState().notification?.message).toBe('Server is tired.'));
    expect(screen.getByText('Apple')).toBeTruthy();
    expect(screen.queryByText('Failed to load pages')).toBeNull();
    expect(screen.getByRole('button', { name: 'Load more' })).toBeTruthy();
  });

  it('shows the answer to the latest search, even when an older one answers last', async () => {
    let answerOld: (response: Response) => void = () => {};
    fetchMock.mockImplementation((url) => {
      const search = new URL(String(url), 'http://localhost').searchParams.get('search');
      if (search === 'ca') return new Promise<Response>((resolve) => (answerOld = resolve));
      if (search === 'cats') return Promise.resolve(jsonResponse(paginated([buildPage({ title: 'Cats' })])));
      return Promise.resolve(jsonResponse(paginated([buildPage({ title: 'Everything' })])));
    });
    renderList();
    await screen.findByText('Everything');
    const box = screen.getByRole('searchbox', { name: 'Search public pages' });
    fireEvent.change(box, { target: { value: 'ca' } });
    await waitFor(() => expect(listCalls()).toHaveLength(2));
    fireEvent.change(box, { target: { value: ' cats ' } });
    await screen.findByText('Cats');
    expect(listCalls()[2]!.url.searchParams.get('search')).toBe('cats');
    await act(async () => answerOld(jsonResponse(paginated([buildPage({ title: 'Stale' })]))));
    expect(screen.queryByText('Stale')).toBeNull();
    expect(screen.getByText('Cats')).toBeTruthy();
  });

  it('the back button brings the loaded list back; opening it from the menu starts over', async () => {
    const [a, b] = [buildPage({ title: 'Apple' }), buildPage({ title: 'Bear' })];
    fetchMock.mockImplementation(async (url) =>
      new URL(String(url), 'http://localhost').searchParams.get('page') === '2'
        ? jsonResponse(paginated([b], 2, 2, 2))
        : jsonResponse(paginated([a], 1, 2, 2)),
    );
    const router = renderList();
    await screen.findByText('Apple');
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort' }), { target: { value: 'oldest' } });
    await waitFor(() => expect(listCalls()).toHaveLength(2));
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    await screen.findByText('Bear');
    expect(listCalls()).toHaveLength(3);

    await act(() => router.navigate('/other'));
    await act(() => router.navigate(-1));
    expect(await screen.findByText('Bear')).toBeTruthy();
    expect(screen.getByText('Apple')).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Sort' }) as HTMLSelectElement).value).toBe('oldest');
    expect(listCalls()).toHaveLength(3); // nothing reloaded

    await act(() => router.navigate('/other'));
    fireEvent.click(screen.getByRole('link', { name: 'Open the list from the menu' }));
    await screen.findByText('Apple');
    expect((screen.getByRole('combobox', { name: 'Sort' }) as HTMLSelectElement).value).toBe('latest');
    expect(screen.queryByText('Bear')).toBeNull();
    expect(Object.fromEntries(listCalls()[3]!.url.searchParams)).toEqual({ page: '1', scope: 'public', sort: 'latest' });
  });
});
