import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api';
import { setNavigator } from '@/lib/navigation';
import { useNotifications } from '@/stores/notifications';
import { useSession } from '@/stores/session';
import { jsonResponse } from '@/test/fixtures';

/**
 * SPEC section 8: a paid-plan action refused with 403 NO_PAID_PLAN sends the user to /checkout
 * with a persistent danger notification, which the navigation does not clear. Checked with the
 * server's own answers for favoriting and for printing (a PDF call whose error is JSON).
 */
function renderApp() {
  const router = createMemoryRouter(
    [
      { path: '/pages/:id/color', element: <h1>Coloring</h1> },
      { path: '/pages/public', element: <h1>Public pages</h1> },
      { path: '/checkout', element: <h1>Choose plan</h1> },
    ],
    { initialEntries: ['/pages/5/color'] },
  );
  setNavigator({ navigate: (to) => void router.navigate(to), pathname: () => router.state.location.pathname });
  render(<RouterProvider router={router} />);
  return router;
}

describe('NO_PAID_PLAN on the free plan', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    useSession.setState({ token: 'tok', user: null });
  });
  afterEach(() => {
    setNavigator(null);
    useNotifications.getState().clear();
  });

  it('print: the PDF request goes nowhere, the user lands on /checkout with the reason', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ code: 'NO_PAID_PLAN', message: 'Print is only available on the paid plan.' }, 403));
    const router = renderApp();
    await expect(api.get<Blob>('/pages/5/print', { responseType: 'blob' })).resolves.toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    expect(await screen.findByRole('heading', { name: 'Choose plan' })).toBeTruthy();
    expect(useNotifications.getState().notification).toMatchObject({
      variant: 'danger',
      message: 'Print is only available on the paid plan.',
      persist: true,
    });
  });

  it('favorite: the same', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ code: 'NO_PAID_PLAN', message: 'Favorites are only available on a paid plan.' }, 403));
    const router = renderApp();
    await router.navigate('/pages/public');
    await expect(api.patch('/pages/5/favorited/toggle')).resolves.toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    expect(useNotifications.getState().notification).toMatchObject({ variant: 'danger', persist: true });
    expect(useSession.getState().token).toBe('tok');
  });
});
