import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_STORAGE_KEY, useSession } from '@/stores/session';
import { buildUser, jsonResponse } from '@/test/fixtures';
import { Component as AppShell } from './app-shell';

function renderShell(entry: string) {
  const screenFor = (name: string) => () => <h1>{name}</h1>;
  const router = createMemoryRouter(
    [
      {
        Component: AppShell,
        children: [
          { path: '/pages/public', Component: screenFor('Public pages') },
          { path: '/pages/favorite', Component: screenFor('Favorite pages') },
          { path: '/pages', Component: screenFor('My pages') },
          { path: '/admin', Component: screenFor('Dashboard') },
          { path: '/admin/users/:id/edit', Component: screenFor('Edit user') },
        ],
      },
      { path: '/sign-in', Component: screenFor('Sign in') },
    ],
    { initialEntries: [entry] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('authenticated shell', () => {
  beforeEach(() => {
    useSession.setState({ token: 'tok', user: null });
  });

  it('shows the user menu, highlights the current item and offers Create page', () => {
    useSession.setState({ user: buildUser({ name: 'ann', admin: false }) });
    renderShell('/pages/public');
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual(['Public pages', 'Favorite pages', 'My pages', 'Colored pages', 'My books', 'Account']);
    expect(within(nav).getByRole('link', { name: 'Public pages' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'My pages' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('link', { name: 'Create page' }).getAttribute('href')).toBe('/pages/create');
    expect(screen.queryByText('admin')).toBeNull();
  });

  it('shows the admin menu and badge, without Create page', () => {
    useSession.setState({ user: buildUser({ name: 'Boss', admin: true }) });
    renderShell('/admin/users/7/edit');
    const nav = screen.getByRole('navigation', { name: 'Admin menu' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard', 'Users', 'Pages', 'Colored pages', 'Subscriptions', 'Plans', 'Website', 'Account']);
    expect(within(nav).getByRole('link', { name: 'Users' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByText('admin')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Create page' })).toBeNull();
  });

  it('the mobile menu toggle opens the menu and navigation closes it', async () => {
    useSession.setState({ user: buildUser() });
    renderShell('/pages/public');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByRole('link', { name: 'Favorite pages' }));
    expect(await screen.findByRole('heading', { name: 'Favorite pages' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('shows the user block and signs out', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse({ data: { signed_out: true } }));
    vi.stubGlobal('fetch', fetchMock);
    useSession.setState({ user: buildUser({ name: 'zoe', photo: '' }) });
    renderShell('/pages/public');
    expect(screen.getByText('zoe')).toBeTruthy();
    expect(screen.getByText('Z')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/users/sign-out');
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Authorization')).toBe('Bearer tok');
    expect(useSession.getState().token).toBe('');
  });

  it('leaves the screen before the token goes, so no screen reads its data without one', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => jsonResponse({ data: { signed_out: true } })),
    );
    useSession.setState({ user: buildUser({ name: 'zoe' }) });
    const tokensSeen: string[] = [];
    function Account() {
      tokensSeen.push(useSession((s) => s.token));
      return <h1>Account</h1>;
    }
    const router = createMemoryRouter(
      [
        { Component: AppShell, children: [{ path: '/account', Component: Account }] },
        { path: '/sign-in', Component: () => <h1>Sign in</h1> },
      ],
      { initialEntries: ['/account'] },
    );
    const storedAtNavigation: string[] = [];
    router.subscribe((state) => {
      if (state.location.pathname === '/sign-in' && !storedAtNavigation.length)
        storedAtNavigation.push(localStorage.getItem(SESSION_STORAGE_KEY) ?? '');
    });
    render(<RouterProvider router={router} />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    // A reload or another tab as the address changes, before the screen has left, is signed out.
    expect(storedAtNavigation).toEqual([expect.not.stringContaining('tok')]);
    expect(useSession.getState().token).toBe('');
    expect(tokensSeen).not.toContain('');
  });
});
