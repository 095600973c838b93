import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/stores/session';
import { useSettings } from '@/stores/settings';
import { buildUser } from '@/test/fixtures';
import { Component as Splash } from './splash-route';
import { SPLASH_MS, splashTarget } from './splash-target';

function renderSplash() {
  const router = createMemoryRouter(
    [
      { path: '/splash', Component: Splash },
      { path: '*', Component: () => null },
    ],
    { initialEntries: ['/', '/splash'], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => {
  useSession.setState({ token: '', user: null });
  useSettings.setState({ appName: 'Crayonbox', tagline: '' });
});

describe('splash', () => {
  it('shows the brand and the tagline, then goes to /sign-in after 1.2 s when signed out, replacing itself', async () => {
    vi.useFakeTimers();
    useSettings.setState({ appName: 'Doodle Den', tagline: 'Color anything you can imagine' });
    const router = renderSplash();
    expect(screen.getByRole('heading', { level: 1, name: 'Doodle Den' })).toBeTruthy();
    expect(screen.getByText('Color anything you can imagine')).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(SPLASH_MS - 50));
    expect(router.state.location.pathname).toBe('/splash');
    await act(async () => vi.advanceTimersByTime(100));
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it("goes to the user's home when a session is stored", async () => {
    vi.useFakeTimers();
    useSession.setState({ token: 'tok', user: buildUser({ admin: true }) });
    const router = renderSplash();
    await act(async () => vi.advanceTimersByTime(SPLASH_MS + 10));
    expect(router.state.location.pathname).toBe('/admin');
  });

  it('picks the target from the session', () => {
    expect(splashTarget({ token: '', user: buildUser({ admin: true }) })).toBe('/sign-in');
    expect(splashTarget({ token: 't', user: buildUser({ admin: false }) })).toBe('/pages/public');
    expect(splashTarget({ token: 't', user: buildUser({ admin: true }) })).toBe('/admin');
    expect(splashTarget({ token: 't', user: null })).toBe('/pages/public');
  });
});
