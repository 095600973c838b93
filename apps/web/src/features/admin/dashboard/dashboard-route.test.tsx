import type { DashboardCounters } from '@crayonbox/contract';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNotifications } from '@/stores/notifications';
import { useSession } from '@/stores/session';
import { buildUser, jsonResponse } from '@/test/fixtures';
import { createQueryClient } from '@/lib/query-client';
import { loaderContext, renderWithQuery } from '@/test/query';
import { Component as Dashboard, loader } from './dashboard-route';

configure({ asyncUtilTimeout: 4000 });

const counters: DashboardCounters = {
  week: { users: 3, pages: 5, coloreds: 7, subscriptions: 1 },
  total: { users: 1200, pages: 40, coloreds: 90, subscriptions: 12 },
};

const fetchMock = vi.fn<typeof fetch>();
const callsTo = (path: string) => fetchMock.mock.calls.filter(([url]) => String(url) === `/api${path}`);

function renderDashboard() {
  const queryClient = createQueryClient();
  const router = createMemoryRouter([{ path: '/admin', loader, Component: Dashboard, HydrateFallback: () => null }], {
    initialEntries: ['/admin'],
    getContext: loaderContext(queryClient),
  });
  renderWithQuery(<RouterProvider router={router} />, queryClient);
}

describe('admin dashboard', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    useSession.setState({ token: 'tok', user: buildUser({ admin: true, plan: null }) });
  });
  afterEach(() => useNotifications.getState().clear());

  it('one failed panel says so with a retry while the other shows; Try again loads it', async () => {
    let countersUp = false;
    fetchMock.mockImplementation(async (url) => {
      if (String(url) === '/api/analytics/counters' && countersUp) return jsonResponse({ data: counters });
      return jsonResponse({ message: 'Analytics are resting.', code: 'INTERNAL' }, 500);
    });
    renderDashboard();
    const counterPanel = () => screen.getByRole('region', { name: 'Counters' });
    const chartPanel = () => screen.getByRole('region', { name: 'Last 12 months' });
    await waitFor(() => expect(within(counterPanel()).getByRole('alert').textContent).toContain('Failed to load the counters'));
    await waitFor(() => expect(within(chartPanel()).getByRole('alert').textContent).toContain('Failed to load the charts'));
    expect(within(chartPanel()).getByRole('alert').textContent).toContain('Analytics are resting.');
    // Each panel says it; no notification on top.
    expect(useNotifications.getState().notification).toBeNull();
    // The loader's prefetch is the one call: mounting did not ask again.
    expect(callsTo('/analytics/counters')).toHaveLength(1);

    countersUp = true;
    fireEvent.click(within(counterPanel()).getByRole('button', { name: 'Try again' }));
    expect(await within(counterPanel()).findByTitle('1,200')).toBeTruthy();
    expect(within(chartPanel()).getByRole('alert')).toBeTruthy();
    expect(callsTo('/analytics/counters')).toHaveLength(2);
  });
});
