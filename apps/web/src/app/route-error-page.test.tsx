import { render, screen } from '@testing-library/react';
import { createMemoryRouter, data, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RouteErrorPage } from './route-error-page';

function renderFailing(loader: () => never) {
  const router = createMemoryRouter(
    [{ path: '/', ErrorBoundary: RouteErrorPage, HydrateFallback: () => null, loader, Component: () => null }],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
}

describe('router error page', () => {
  it('shows the title with status and status text of a thrown response', async () => {
    renderFailing(() => {
      throw data('user not found', { status: 404, statusText: 'Not Found' });
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: '404 Not Found' })).toBeTruthy();
    expect(screen.getByText('user not found')).toBeTruthy();
  });

  it('shows the message of a thrown error', async () => {
    renderFailing(() => {
      throw new Error('Failed to read credit');
    });
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeTruthy();
    expect(screen.getByText('Failed to read credit')).toBeTruthy();
  });
});
