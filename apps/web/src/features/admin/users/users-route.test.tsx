import type { Paginated, User } from '@crayonbox/contract';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfirmBar } from '@/components/confirm-bar';
import { createQueryClient } from '@/lib/query-client';
import { useConfirm } from '@/stores/confirm';
import { useNotifications } from '@/stores/notifications';
import { useSession } from '@/stores/session';
import { buildUser, jsonResponse } from '@/test/fixtures';
import { loaderContext, renderWithQuery } from '@/test/query';
import { BLOCK_USER_QUESTION } from './block-rule';
import { loader as editLoader, USER_NOT_FOUND } from './user-edit-route';
import { Component as Users, loader as usersLoader, USERS_LOAD_FAILED } from './users-route';

// The machine may be busy (builds, browsers): give async UI a few seconds, not one.
configure({ asyncUtilTimeout: 4000 });

const active = buildUser({
  name: 'Ada Active',
  email: 'ada@example.com',
  stripe_id: 'cus_ada',
  plan: { id: 2, name: 'starter', title: 'Starter', paid: true },
});
const blocked = buildUser({ name: 'Bo Blocked', email: 'bo@example.com', blocked: true });

const page = (data: User[], extra: Partial<Paginated<User>> = {}): Paginated<User> => ({
  data,
  current_page: 1,
  last_page: 1,
  per_page: 24,
  total: data.length,
  ...extra,
});

const fetchMock = vi.fn<typeof fetch>();
const toggles = () => fetchMock.mock.calls.filter(([url]) => String(url).includes('/blocked/toggle'));
const lists = () => fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/users/paginate'));

function serve(users: User[]) {
  const state = new Map(users.map((u) => [u.id, u]));
  fetchMock.mockImplementation(async (url, init) => {
    const path = String(url);
    const toggle = /\/api\/users\/(\d+)\/blocked\/toggle$/.exec(path);
    if (toggle && init?.method === 'PATCH') {
      const user = state.get(Number(toggle[1]))!;
      const next = { ...user, blocked: !user.blocked };
      state.set(next.id, next);
      return jsonResponse({ data: next });
    }
    if (path.startsWith('/api/users/paginate')) return jsonResponse({ data: page([...state.values()]) });
    return jsonResponse({ message: 'unexpected' }, 500);
  });
}

function renderUsers() {
  const router = createMemoryRouter([{ path: '/admin/users', Component: Users }], { initialEntries: ['/admin/users'] });
  return renderWithQuery(
    <>
      <RouterProvider router={router} />
      <ConfirmBar />
    </>,
  );
}

const card = (name: string) => screen.getByRole('article', { name });

describe('admin users list', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    useSession.setState({ token: 'tok', user: buildUser({ admin: true, plan: null }) });
  });
  afterEach(() => {
    useConfirm.getState().answer(false);
    useNotifications.getState().clear();
  });

  it('shows each user with email, customer id, plan title and relative created time', async () => {
    serve([active, blocked]);
    renderUsers();
    const ada = await screen.findByRole('article', { name: 'Ada Active' });
    expect(within(ada).getByText('ada@example.com')).toBeTruthy();
    expect(within(ada).getByText('cus_ada')).toBeTruthy();
    expect(within(ada).getByText('Starter')).toBeTruthy();
    expect(within(ada).getByText(/ago$/)).toBeTruthy();
    expect(within(ada).getByRole('link', { name: 'Edit Ada Active' }).getAttribute('href')).toBe('/admin/users/' + active.id + '/edit');
    expect(within(card('Bo Blocked')).getByText('Blocked')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create user' }).getAttribute('href')).toBe('/admin/users/create');
  });

  it('blocking asks first: Cancel changes nothing, Yes, proceed blocks and updates the card in place', async () => {
    serve([active]);
    renderUsers();
    const ada = await screen.findByRole('article', { name: 'Ada Active' });

    fireEvent.click(within(ada).getByRole('button', { name: 'Block Ada Active' }));
    const bar = await screen.findByRole('alertdialog', { name: BLOCK_USER_QUESTION });
    fireEvent.click(within(bar).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(toggles()).toHaveLength(0);

    fireEvent.click(within(ada).getByRole('button', { name: 'Block Ada Active' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, proceed' }));
    await waitFor(() => expect(within(card('Ada Active')).getByRole('button', { name: 'Unblock Ada Active' })).toBeTruthy());
    expect(toggles()).toHaveLength(1);
    expect(within(card('Ada Active')).getByText('Blocked')).toBeTruthy();
    expect(useNotifications.getState().notification?.message).toBe('User has been blocked');
    expect(lists()).toHaveLength(1); // in place: the list was not loaded again
  });

  it('unblocking does not ask', async () => {
    serve([blocked]);
    renderUsers();
    const bo = await screen.findByRole('article', { name: 'Bo Blocked' });
    fireEvent.click(within(bo).getByRole('button', { name: 'Unblock Bo Blocked' }));
    await waitFor(() => expect(toggles()).toHaveLength(1));
    expect(useConfirm.getState().request).toBeNull();
    await waitFor(() => expect(within(card('Bo Blocked')).getByRole('button', { name: 'Block Bo Blocked' })).toBeTruthy());
    expect(within(card('Bo Blocked')).queryByText('Blocked')).toBeNull();
  });

  it('searches 300 ms after the last keystroke and loads more until the last page', async () => {
    const second = buildUser({ name: 'Cy Second' });
    fetchMock.mockImplementation(async (url) => {
      const query = new URL(String(url), 'http://x').searchParams;
      if (query.get('page') === '2') return jsonResponse({ data: page([second], { current_page: 2, last_page: 2, total: 2 }) });
      return jsonResponse({ data: page([active], { last_page: 2, total: 2 }) });
    });
    renderUsers();
    await screen.findByRole('article', { name: 'Ada Active' });
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    // Rendering a second page of articles can take over a second on a loaded 2-core machine.
    await screen.findByRole('article', { name: 'Cy Second' }, { timeout: 5000 });
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();

    fireEvent.change(screen.getByLabelText('Search users'), { target: { value: 'a' } });
    fireEvent.change(screen.getByLabelText('Search users'), { target: { value: 'ada' } });
    await waitFor(() => expect(lists().at(-1)).toBe('/api/users/paginate?page=1&search=ada'));
    expect(lists().filter((url) => url.includes('search='))).toEqual(['/api/users/paginate?page=1&search=ada']);
  });

  it("says 'Failed to load users' with a retry when the list cannot be read", async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ message: 'Database is down' }, 500));
    renderUsers();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(USERS_LOAD_FAILED);
    expect(alert.textContent).toContain('Database is down');
    // The list says it; no notification on top.
    expect(useNotifications.getState().notification).toBeNull();
    serve([active]);
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('article', { name: 'Ada Active' });
  });
});

describe('admin users list, more pages', () => {
  const second = buildUser({ name: 'Cy Second' });
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    useSession.setState({ token: 'tok', user: buildUser({ admin: true, plan: null }) });
  });
  afterEach(() => useNotifications.getState().clear());

  function serveTwoPages(secondPage: () => Response) {
    fetchMock.mockImplementation(async (url) => {
      const query = new URL(String(url), 'http://x').searchParams;
      if (query.get('page') === '2') return secondPage();
      return jsonResponse({ data: page([active], { last_page: 2, total: 2 }) });
    });
  }

  it("a failed 'Load more' keeps the users shown and says why", async () => {
    serveTwoPages(() => jsonResponse({ message: 'Database is down' }, 500));
    renderUsers();
    await screen.findByRole('article', { name: 'Ada Active' });
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(useNotifications.getState().notification?.message).toBe('Database is down'));
    expect(card('Ada Active')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Load more' }).hasAttribute('disabled')).toBe(false));
  });

  it('opening the list again starts at page 1 with an empty search', async () => {
    serveTwoPages(() => jsonResponse({ data: page([second], { current_page: 2, last_page: 2, total: 2 }) }));
    const { queryClient } = renderWithQuery(<></>);
    const router = createMemoryRouter(
      [
        { path: '/admin/users', loader: usersLoader, Component: Users, HydrateFallback: () => null },
        { path: '/admin', Component: () => <h1>Dashboard</h1> },
      ],
      { initialEntries: ['/admin/users'], getContext: loaderContext(queryClient) },
    );
    renderWithQuery(<RouterProvider router={router} />, queryClient);
    await screen.findByRole('article', { name: 'Ada Active' });
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByRole('article', { name: 'Cy Second' }, { timeout: 5000 });

    await act(() => router.navigate('/admin'));
    await act(() => router.navigate('/admin/users'));
    await screen.findByRole('article', { name: 'Ada Active' });
    expect(screen.queryByRole('article', { name: 'Cy Second' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Load more' })).toBeTruthy();
    expect(lists()).toEqual(['/api/users/paginate?page=1', '/api/users/paginate?page=2', '/api/users/paginate?page=1']);
  });
});

describe('edit user with a missing or unknown id', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    useSession.setState({ token: 'tok', user: buildUser({ admin: true, plan: null }) });
  });
  afterEach(() => useNotifications.getState().clear());

  it("goes back to the users list and says 'user not found'", async () => {
    const queryClient = createQueryClient();
    fetchMock.mockImplementation(async (url) =>
      String(url).startsWith('/api/users/paginate')
        ? jsonResponse({ data: page([active]) })
        : jsonResponse({ message: 'User was not found.', code: 'NOT_FOUND' }, 404),
    );
    const router = createMemoryRouter(
      [
        { path: '/admin/users', Component: Users },
        { path: '/admin/users/:id/edit', loader: editLoader, Component: () => null },
      ],
      { initialEntries: ['/admin/users'], getContext: loaderContext(queryClient) },
    );
    renderWithQuery(<RouterProvider router={router} />, queryClient);
    await screen.findByRole('article', { name: 'Ada Active' });

    for (const id of ['999', 'abc']) {
      useNotifications.getState().clear();
      await act(() => router.navigate(`/admin/users/${id}/edit`));
      await waitFor(() => expect(useNotifications.getState().notification?.message).toBe(USER_NOT_FOUND));
      expect(router.state.location.pathname).toBe('/admin/users');
    }
    // Only the well-formed id asked the server.
    expect(fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/users/9'))).toHaveLength(1);
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/users/abc'))).toBe(false);
  });
});
