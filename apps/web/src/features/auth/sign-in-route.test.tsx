import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { rememberPlan } from '@/lib/home-path';
import { useSession } from '@/stores/session';
import { buildUser, jsonResponse } from '@/test/fixtures';
import { Component as SignIn } from './sign-in-route';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderSignIn(entry = '/sign-in') {
  const router = createMemoryRouter(
    [
      { path: '/sign-in', Component: SignIn },
      { path: '*', Component: Where },
    ],
    { initialEntries: [entry] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

function fillAndSubmit(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('sign-in screen', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    useSession.setState({ token: '', user: null });
  });

  it('checks the fields before calling the server', async () => {
    renderSignIn();
    fillAndSubmit('not-an-email', '');
    expect(await screen.findByText('Enter a valid email address.')).toBeTruthy();
    expect(screen.getByText('Password is required.')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows field errors from a 422 answer', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ message: 'Invalid fields.', code: 'VALIDATION', errors: { email: ['That email looks odd.'] } }, 422),
    );
    renderSignIn();
    fillAndSubmit('ann@example.com', 'secret-password');
    expect(await screen.findByText('That email looks odd.')).toBeTruthy();
  });

  it('shows the message of a 401 or 403 answer', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ message: 'Please verify your email first.', code: 'EMAIL_NOT_VERIFIED' }, 403));
    renderSignIn();
    fillAndSubmit('ann@example.com', 'secret-password');
    expect((await screen.findByRole('alert')).textContent).toBe('Please verify your email first.');
    expect(screen.getByRole('button', { name: 'Sign in' }).hasAttribute('disabled')).toBe(false);
    expect(useSession.getState().token).toBe('');
  });

  it('signs in and goes to /pages/public', async () => {
    const user = buildUser();
    fetchMock.mockResolvedValue(jsonResponse({ data: { token: 'new-token', user } }));
    renderSignIn();
    fillAndSubmit('Ann@Example.com ', 'secret-password');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/pages/public'));
    expect(useSession.getState()).toMatchObject({ token: 'new-token', user });
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      email: 'ann@example.com',
      password: 'secret-password',
    });
  });

  it('sends admins to /admin', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ data: { token: 't', user: buildUser({ admin: true }) } }));
    renderSignIn();
    fillAndSubmit('boss@example.com', 'secret-password');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/admin'));
  });

  it('after a sign-up with a plan, the first sign-in lands on /checkout?plan=...', async () => {
    rememberPlan('starter');
    fetchMock.mockImplementation(async () => jsonResponse({ data: { token: 't', user: buildUser() } }));
    renderSignIn();
    fillAndSubmit('ann@example.com', 'secret-password');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/checkout?plan=starter'));
    expect(localStorage.getItem('pending_plan')).toBeNull();
  });
});
