import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api';
import { setNavigator } from '@/lib/navigation';
import { useNotifications } from '@/stores/notifications';
import { useSession } from '@/stores/session';
import { useUpgradeOffer } from '@/stores/upgrade-offer';
import { jsonResponse } from '@/test/fixtures';

/**
 * A paid-plan action refused with 403 NO_PAID_PLAN offers the plans in a dialog where the user
 * is (docs/decisions/028-private-by-default.md lists the decision; the dialog is
 * components/upgrade-dialog.tsx): no redirect, no red error. Checked with the server's own
 * answers for favoriting and for printing (a PDF call whose error is JSON).
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
    useUpgradeOffer.getState().close();
  });

  it('print: the PDF request goes nowhere, the user stays on the page and is offered the plans with the reason', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ code: 'NO_PAID_PLAN', message: 'Print is only available on the paid plan.' }, 403));
    const router = renderApp();
    await expect(api.get<Blob>('/pages/5/print', { responseType: 'blob' })).resolves.toBeNull();
    await waitFor(() => expect(useUpgradeOffer.getState().reason).toBe('Print is only available on the paid plan.'));
    expect(router.state.location.pathname).toBe('/pages/5/color');
    expect(await screen.findByRole('heading', { name: 'Coloring' })).toBeTruthy();
    expect(useNotifications.getState().notification).toBeNull();
  });

  it('favorite: the same, and the user stays signed in', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ code: 'NO_PAID_PLAN', message: 'Favorites are only available on a paid plan.' }, 403));
    const router = renderApp();
    await router.navigate('/pages/public');
    await expect(api.patch('/pages/5/favorited/toggle')).resolves.toBeNull();
    await waitFor(() => expect(useUpgradeOffer.getState().reason).toBe('Favorites are only available on a paid plan.'));
    expect(router.state.location.pathname).toBe('/pages/public');
    expect(useNotifications.getState().notification).toBeNull();
    expect(useSession.getState().token).toBe('tok');
  });
});
