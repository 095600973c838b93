import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/stores/session';
import { buildUser, jsonResponse } from '@/test/fixtures';
import { Component as Verify, loader } from './verify-route';

const used = { message: 'This link does not work anymore.', code: 'VALIDATION', errors: { token: ['This link does not work anymore.'] } };

function renderVerify() {
  const router = createMemoryRouter([{ path: '/verify/:token', loader, Component: Verify }], { initialEntries: ['/verify/used'] });
  render(<RouterProvider router={router} />);
}

describe('verify screen', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => jsonResponse(used, 422)),
    );
  });

  it('tells a signed-in user that all is well, and lets them go on', async () => {
    useSession.setState({ token: 'tok', user: buildUser({ email: 'ann@example.com', admin: false }) });
    renderVerify();
    expect(await screen.findByRole('heading', { name: 'You are all set' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe('/pages/public');
    expect(screen.queryByText('Go to sign in')).toBeNull();
  });

  it('still explains a bad link to a visitor', async () => {
    useSession.setState({ token: '', user: null });
    renderVerify();
    expect(await screen.findByRole('heading', { name: 'This link does not work' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toBeTruthy();
  });
});
