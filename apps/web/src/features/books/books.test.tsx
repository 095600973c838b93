import type { Book, BookPage, Page } from '@crayonbox/contract';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { Toast } from '@/components/toast';
import { useNotifications } from '@/stores/notifications';
import { useSession } from '@/stores/session';
import { buildUser, jsonResponse } from '@/test/fixtures';
import { buildPage, paginated } from '@/test/page-fixtures';
import { loaderContext, renderWithQuery } from '@/test/query';
import * as bookRoute from './book-route';
import * as booksRoute from './books-route';

// The machine may be busy (builds, browsers): give async UI a few seconds, not one.
configure({ asyncUtilTimeout: 4000 });

const limits = { books_per_month: 3, built_this_month: 0, pages_per_book: 50 };

const emptyBook = (): Book => ({
  id: 5,
  name: 'Rainy day animals',
  subtitle: '',
  author: '',
  belongs_to: false,
  page_count: 0,
  cover: null,
  created_at: '2025-01-02T03:04:05.000Z',
  updated_at: new Date().toISOString(),
  export: null,
  pages: [],
});

const bookPage = (page: Page): BookPage => ({
  page_id: page.id,
  title: page.title,
  thumbnail: page.thumbnail,
  colored: false,
  has_coloring: false,
  preview: page.thumbnail,
});

const fetchMock = vi.fn<typeof fetch>();

/**
 * The books API with one stored book, and page lists by scope (public pages come in two
 * pages of results). Changes land in the stored book, as the server would keep them.
 */
function serveBooks(lists: Partial<Record<string, Page[][]>>, inBook: Page[] = []) {
  let stored: Book = { ...emptyBook(), pages: inBook.map(bookPage), page_count: inBook.length };
  const allPages = Object.values(lists).flatMap((pages) => pages!.flat());
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = () => JSON.parse(String(init?.body)) as Record<string, unknown>;
    const { pages, ...summary } = stored;
    if (url.pathname === '/api/books' && method === 'GET') return jsonResponse({ data: { books: [summary], limits } });
    if (url.pathname === `/api/books/${stored.id}` && method === 'GET') return jsonResponse({ data: stored });
    if (url.pathname === `/api/books/${stored.id}/update`) {
      const { pages: entries, ...fields } = body() as { pages?: { page_id: number; colored: boolean }[] };
      const known = [...allPages, ...inBook];
      const next = entries?.map((entry) => ({ ...bookPage(known.find((p) => p.id === entry.page_id)!), colored: entry.colored }));
      stored = { ...stored, ...fields, ...(next ? { pages: next, page_count: next.length } : {}) } as Book;
      return jsonResponse({ data: stored });
    }
    if (url.pathname === `/api/books/${stored.id}/pages`) {
      const page = allPages.find((p) => p.id === body().page_id)!;
      stored = { ...stored, pages: [...pages, bookPage(page)], page_count: pages.length + 1 };
      return jsonResponse({ data: stored });
    }
    if (url.pathname === '/api/pages/paginate') {
      const results = lists[url.searchParams.get('scope') ?? ''] ?? [[]];
      const number = Number(url.searchParams.get('page') ?? 1);
      return jsonResponse(paginated(results[number - 1] ?? [], number, results.length));
    }
    return jsonResponse({ message: 'Not found' }, 404);
  });
}

function renderBooks(entry = '/books') {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(
    [
      { path: '/books', ...booksRoute, HydrateFallback: () => null },
      { path: '/books/:id', ...bookRoute },
    ],
    { initialEntries: [entry], getContext: loaderContext(queryClient) },
  );
  renderWithQuery(
    <>
      <RouterProvider router={router} />
      <Toast />
    </>,
    queryClient,
  );
  return router;
}

describe('My books and the book editor', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    useSession.setState({ token: 'tok', user: buildUser() });
  });
  afterEach(() => useNotifications.getState().clear());

  it('shows a renamed book under its new name in My books', async () => {
    serveBooks({});
    renderBooks();
    fireEvent.click(await screen.findByRole('link', { name: /Rainy day animals/ }));

    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Sunny day animals' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sunny day animals' })).toBeTruthy();
    expect(useNotifications.getState().notification?.message).toBe('The book was saved.');

    fireEvent.click(screen.getByRole('link', { name: 'My books' }));
    expect(await screen.findByRole('link', { name: /Sunny day animals/ })).toBeTruthy();
    expect(screen.queryByText('Rainy day animals')).toBeNull();
  });

  it('adds pages from any list of the picker, and My books counts them', async () => {
    const [first, second] = [buildPage({ title: 'Fox in the rain' }), buildPage({ title: 'Owl at night' })];
    const own = buildPage({ title: 'My dragon', is_owner: true });
    serveBooks({ public: [[first], [second]], owned: [[own]] });
    renderBooks('/books/5');

    expect(await screen.findByText('No pages yet')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Add pages' })[0]!);
    const picker = await screen.findByRole('dialog', { name: 'Add pages' });
    expect(await within(picker).findByText('Fox in the rain')).toBeTruthy();
    fireEvent.click(within(picker).getByRole('button', { name: 'Load more' }));
    expect(await within(picker).findByText('Owl at night')).toBeTruthy();
    expect(within(picker).getByText('Fox in the rain')).toBeTruthy();

    fireEvent.click(within(picker).getByRole('radio', { name: 'My pages' }));
    fireEvent.click(await within(picker).findByRole('button', { name: 'Add My dragon' }));
    expect(await within(picker).findByRole('button', { name: 'My dragon is in the book' })).toBeTruthy();
    expect(within(picker).queryByText('Fox in the rain')).toBeNull();

    fireEvent.click(within(picker).getByRole('button', { name: /close/i }));
    fireEvent.click(screen.getByRole('link', { name: 'My books' }));
    const card = await screen.findByRole('link', { name: /Rainy day animals/ });
    await waitFor(() => expect(within(card).getByText(/^1 page ·/)).toBeTruthy());
  });

  it('takes a removed page back with Undo, where it was, and the keyboard lands on it', async () => {
    const pages = ['Fox in the rain', 'Owl at night', 'Bear in the snow'].map((title) => buildPage({ title }));
    serveBooks({}, pages);
    renderBooks('/books/5');
    const list = await screen.findByRole('list', { name: 'Pages of the book' });
    const order = () =>
      within(list)
        .getAllByRole('listitem')
        .map((row) => row.querySelector('p')?.textContent);
    const saved = () =>
      fetchMock.mock.calls
        .filter(([url]) => String(url).endsWith('/api/books/5/update'))
        .map(([, init]) => (JSON.parse(String(init?.body)) as { pages: { page_id: number }[] }).pages.map((p) => p.page_id));

    fireEvent.click(within(list).getByRole('button', { name: 'Remove Owl at night from the book' }));
    expect(order()).toEqual(['Fox in the rain', 'Bear in the snow']);
    expect(screen.getByText('“Owl at night” was removed from the book.')).toBeTruthy();
    // The remove button went with its row: the keyboard is on Undo.
    const undo = screen.getByRole('button', { name: 'Undo' });
    expect(document.activeElement).toBe(undo);
    await waitFor(() => expect(saved()).toEqual([[pages[0]!.id, pages[2]!.id]]));

    fireEvent.click(undo);
    expect(order()).toEqual(['Fox in the rain', 'Owl at night', 'Bear in the snow']);
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^Move Owl at night \(page 2 of 3\)/);
    await waitFor(() => expect(saved().at(-1)).toEqual(pages.map((p) => p.id)));
  });
});
