import { createMemoryRouter, type RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setNavigator } from '@/lib/navigation';
import { useNotifications } from '@/stores/notifications';
import { useSession } from '@/stores/session';
import { buildUser, jsonResponse } from '@/test/fixtures';
import { currentUserContext, guardMiddleware, guardRedirect, isAdminPath } from './guard';

const at = (url: string) => {
  const parsed = new URL(url, 'http://localhost');
  return { pathname: parsed.pathname, search: parsed.search };
};

describe('guardRedirect', () => {
  const member = buildUser({ admin: false });
  const admin = buildUser({ admin: true });

  it('sends visitors without a current user to /sign-in', () => {
    expect(guardRedirect(at('/pages/public'), null)).toBe('/sign-in');
    expect(guardRedirect(at('/admin/users'), null)).toBe('/sign-in');
    expect(guardRedirect(at('/account'), null)).toBe('/sign-in');
  });

  it('sends an admin outside /admin to /admin', () => {
    expect(guardRedirect(at('/pages/public'), admin)).toBe('/admin');
    expect(guardRedirect(at('/account'), admin)).toBe('/admin');
    expect(guardRedirect(at('/administrator'), admin)).toBe('/admin');
  });

  it('lets an admin stay inside /admin', () => {
    expect(guardRedirect(at('/admin'), admin)).toBeNull();
    expect(guardRedirect(at('/admin/users/3/edit'), admin)).toBeNull();
    expect(guardRedirect(at('/admin/website/faqs'), admin)).toBeNull();
  });

  it('sends a non-admin on /admin paths to /pages/public', () => {
    expect(guardRedirect(at('/admin'), member)).toBe('/pages/public');
    expect(guardRedirect(at('/admin/'), member)).toBe('/pages/public');
    expect(guardRedirect(at('/admin/plans/1/edit'), member)).toBe('/pages/public');
  });

  it('lets a non-admin use the user routes', () => {
    expect(guardRedirect(at('/pages/public'), member)).toBeNull();
    expect(guardRedirect(at('/pages/3/color'), member)).toBeNull();
    expect(guardRedirect(at('/checkout?plan=starter'), member)).toBeNull();
  });

  it('sends /pages/public?plan=... to /checkout with all query parameters', () => {
    expect(guardRedirect(at('/pages/public?plan=starter'), member)).toBe('/checkout?plan=starter');
    expect(guardRedirect(at('/pages/public/?plan=advanced&ref=mail&x=1'), member)).toBe('/checkout?plan=advanced&ref=mail&x=1');
    expect(guardRedirect(at('/pages/public?search=cat'), member)).toBeNull();
    expect(guardRedirect(at('/pages/favorite?plan=starter'), member)).toBeNull();
  });

  it('isAdminPath matches /admin and below only', () => {
    expect(isAdminPath('/admin')).toBe(true);
    expect(isAdminPath('/admin/pages/colored')).toBe(true);
    expect(isAdminPath('/admins')).toBe(false);
    expect(isAdminPath('/pages/admin')).toBe(false);
  });
});

describe('guard middleware', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const childLoader = vi.fn(({ context }: { context: { get: (key: typeof currentUserContext) => unknown } }) => ({
    user: context.get(currentUserContext),
  }));

  const routes: RouteObject[] = [
    {
      path: '/',
      children: [
        { path: 'sign-in', Component: () => null },
        {
          middleware: [guardMiddleware],
          children: [
            { path: 'pages/public', loader: childLoader, Component: () => null },
            { path: 'checkout', Component: () => null },
            { path: 'admin', Component: () => null },
          ],
        },
      ],
    },
  ];

  async function settle(initial: string) {
    const router = createMemoryRouter(routes, { initialEntries: [initial] });
    await vi.waitFor(() => {
      expect(router.state.initialized).toBe(true);
      expect(router.state.navigation.state).toBe('idle');
    });
    return router;
  }

  beforeEach(() => {
    fetchMock.mockReset();
    childLoader.mockClear();
    vi.stubGlobal('fetch', fetchMock);
    setNavigator({ navigate: vi.fn(), pathname: () => '/pages/public' });
    useSession.setState({ token: '', user: null });
    useNotifications.getState().clear();
  });
  afterEach(() => setNavigator(null));

  it('without a token: no call, redirect to /sign-in, child loaders never run', async () => {
    const router = await settle('/pages/public');
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(childLoader).not.toHaveBeenCalled();
  });

  it('loads the current user with GET /users/read and hands it to loaders', async () => {
    const user = buildUser({ name: 'Reader' });
    useSession.setState({ token: 'tok' });
    fetchMock.mockImplementation(async () => jsonResponse({ data: user }));
    const router = await settle('/pages/public');
    expect(router.state.location.pathname).toBe('/pages/public');
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/users/read');
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Authorization')).toBe('Bearer tok');
    expect(useSession.getState().user).toEqual(user);
    expect(childLoader).toHaveReturnedWith({ user });
  });

  it('a falsy answer means not signed in', async () => {
    useSession.setState({ token: 'tok' });
    fetchMock.mockImplementation(async () => jsonResponse({ data: null }));
    const router = await settle('/pages/public');
    expect(router.state.location.pathname).toBe('/sign-in');
  });

  it('redirects an admin to /admin and carries ?plan to /checkout', async () => {
    useSession.setState({ token: 'tok' });
    fetchMock.mockImplementation(async () => jsonResponse({ data: buildUser({ admin: true }) }));
    expect((await settle('/pages/public')).state.location.pathname).toBe('/admin');

    fetchMock.mockImplementation(async () => jsonResponse({ data: buildUser({ admin: false }) }));
    const router = await settle('/pages/public?plan=starter&coupon=x');
    expect(router.state.location.pathname).toBe('/checkout');
    expect(router.state.location.search).toBe('?plan=starter&coupon=x');
  });
});
