import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/stores/session';
import { jsonResponse } from '@/test/fixtures';
import { Component as ResetPassword } from './reset-password-route';

describe('reset-password screen', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    useSession.setState({ token: '', user: null });
  });

  it('says so when the link was used or replaced, instead of failing silently', async () => {
    const used = 'This link does not work anymore. Ask for a new one.';
    fetchMock.mockResolvedValue(
      jsonResponse({ message: 'Some fields are not valid.', code: 'VALIDATION', errors: { token: [used] } }, 422),
    );
    const router = createMemoryRouter([{ path: '/reset-password/:token', Component: ResetPassword }], {
      initialEntries: ['/reset-password/used-token'],
    });
    render(<RouterProvider router={router} />);
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'a fine new password' } });
    fireEvent.change(screen.getByLabelText('Repeat the new password'), { target: { value: 'a fine new password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(used)).toBeTruthy();
  });
});
