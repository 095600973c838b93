import type { Website } from '@crayonbox/contract';
import { act, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { blankWebsite } from '@/lib/website';
import { useNotifications } from '@/stores/notifications';
import { jsonResponse } from '@/test/fixtures';
import { renderWithQuery } from '@/test/query';
import { Component as MetricsEditor } from './sections/metrics-route';
import { Component as Overview } from './website-route';

// The machine may be busy (builds, browsers): give async UI a few seconds, not one.
configure({ asyncUtilTimeout: 4000 });

const fetchMock = vi.fn<typeof fetch>();

/** The settings API with a stored website whose metrics are shown; a save replaces it. */
function serveWebsite() {
  let stored = blankWebsite();
  stored.landing.metrics = { visibility: true, list: [{ id: 'metric-a', value: '120K+', key: 'Pages colored' }] };
  fetchMock.mockImplementation(async (_url, init) => {
    if (init?.method === 'PATCH') {
      stored = (JSON.parse(String(init.body)) as { value: Website }).value;
      return jsonResponse({ data: { name: 'website', value: stored } });
    }
    return jsonResponse({ data: [{ name: 'website', value: stored }] });
  });
}

/** The state badge of one section on the overview. */
const badgeOf = (title: string) => screen.getByRole('heading', { level: 2, name: title }).nextElementSibling?.textContent;

describe('website overview and a section editor', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    useNotifications.getState().clear();
  });

  it('shows a section as hidden once its editor has saved it hidden', async () => {
    serveWebsite();
    const router = createMemoryRouter(
      [
        { path: '/admin/website', Component: Overview },
        { path: '/admin/website/metrics', Component: MetricsEditor },
      ],
      { initialEntries: ['/admin/website'] },
    );
    renderWithQuery(<RouterProvider router={router} />);
    await screen.findByRole('heading', { level: 2, name: 'Metrics' });
    expect(badgeOf('Metrics')).toBe('Shown');

    fireEvent.click(screen.getByRole('link', { name: 'Edit Metrics' }));
    fireEvent.click(await screen.findByRole('switch', { name: /Show this section on the landing page/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(useNotifications.getState().notification?.message).toBe('Website has been updated'));

    await act(() => router.navigate('/admin/website'));
    await waitFor(() => expect(badgeOf('Metrics')).toBe('Hidden'));
  });
});
