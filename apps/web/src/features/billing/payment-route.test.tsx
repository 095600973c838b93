import type { Credit, User } from '@crayonbox/contract';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/stores/session';
import { buildUser, jsonResponse } from '@/test/fixtures';
import { rememberCheckoutPlan } from './pending-checkout';
import { Component as Payment } from './payment-route';
import { MAX_CHECKS, POLL_INTERVAL_MS } from './use-payment-confirmation';

const free = buildUser({ name: 'Pat' });
const starter: User = {
  ...free,
  plan: { id: 2, name: 'starter', title: 'Starter', paid: true },
  subscription: { id: 4, status: 'active', price: 7.99, created_at: '2025-03-01T10:00:00.000Z', canceled_at: null, expire_at: null },
};
const credit: Credit = {
  id: 1,
  public_page: 50,
  page_creation: 20,
  reset_at: '2025-03-01T10:00:00.000Z',
  next_reset_at: '2025-03-31T10:00:00.000Z',
  user: { plan: starter.plan!, subscription: starter.subscription },
};

const fetchMock = vi.fn<typeof fetch>();
const userReads = () => fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/api/users/read')).length;

/** The server answers /users/read with `users` in turn (the last one repeats), and /credits/read. */
function serve(...users: User[]) {
  let reads = 0;
  fetchMock.mockImplementation(async (url) => {
    if (String(url).endsWith('/api/users/read')) return jsonResponse({ data: users[Math.min(reads++, users.length - 1)] });
    if (String(url).endsWith('/api/credits/read')) return jsonResponse({ data: credit });
    return jsonResponse({ message: 'unexpected' }, 500);
  });
}

function renderPayment(entry: string) {
  const router = createMemoryRouter([{ path: '/payment', Component: Payment }], { initialEntries: [entry] });
  render(<RouterProvider router={router} />);
}

/** Lets the pending timers and the fetch promises behind them run. */
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('payment result screen', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    sessionStorage.clear();
    useSession.setState({ token: 'tok', user: free });
  });

  it('waits for the webhook to switch the plan, then shows the plan and the credits', async () => {
    serve(free, free, starter);
    renderPayment('/payment?status=success&session_id=cs_test_1');
    await wait(0);
    expect(screen.getByRole('heading', { name: 'Confirming your payment…' })).toBeTruthy();
    await wait(POLL_INTERVAL_MS);
    expect(userReads()).toBe(2);
    expect(screen.getByRole('heading', { name: 'Confirming your payment…' })).toBeTruthy();
    await wait(POLL_INTERVAL_MS);

    expect(screen.getByRole('heading', { name: 'Payment successful' })).toBeTruthy();
    expect(screen.getByText('Welcome to Starter, Pat!')).toBeTruthy();
    expect(screen.getByText('You have 50 public pages to color and 20 page creations ready to use.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start coloring' }).getAttribute('href')).toBe('/pages/public');
    expect(screen.getByRole('link', { name: 'Go to your account' }).getAttribute('href')).toBe('/account');
    expect(useSession.getState().user?.plan?.name).toBe('starter');
    // No more checks once confirmed.
    await wait(POLL_INTERVAL_MS * 3);
    expect(userReads()).toBe(3);
  });

  it('on a plan switch, waits for the plan the checkout was for', async () => {
    const advanced: User = { ...starter, plan: { id: 3, name: 'advanced', title: 'Advanced', paid: true } };
    rememberCheckoutPlan('advanced');
    serve(starter, advanced);
    renderPayment('/payment?status=success&session_id=cs_test_2');
    await wait(0);
    expect(screen.getByRole('heading', { name: 'Confirming your payment…' })).toBeTruthy();
    await wait(POLL_INTERVAL_MS);
    expect(screen.getByText('Welcome to Advanced, Pat!')).toBeTruthy();
  });

  it('says kindly when the confirmation is late, and can check again', async () => {
    serve(free);
    renderPayment('/payment?status=success&session_id=cs_test_3');
    await wait(POLL_INTERVAL_MS * MAX_CHECKS);
    expect(userReads()).toBe(MAX_CHECKS);
    expect(screen.getByRole('heading', { name: 'Almost there' })).toBeTruthy();
    expect(screen.getByText(/There is no need to pay again/)).toBeTruthy();
    await wait(POLL_INTERVAL_MS * 5);
    expect(userReads()).toBe(MAX_CHECKS);

    serve(starter);
    fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
    await wait(0);
    expect(screen.getByRole('heading', { name: 'Payment successful' })).toBeTruthy();
  });

  it('keeps checking through a failed read', async () => {
    let reads = 0;
    fetchMock.mockImplementation(async (url) => {
      if (String(url).endsWith('/api/credits/read')) return jsonResponse({ data: credit });
      return reads++ === 0 ? jsonResponse({ message: 'Bad gateway' }, 502) : jsonResponse({ data: starter });
    });
    renderPayment('/payment?status=success');
    await wait(0);
    expect(screen.getByRole('heading', { name: 'Confirming your payment…' })).toBeTruthy();
    await wait(POLL_INTERVAL_MS);
    expect(screen.getByRole('heading', { name: 'Payment successful' })).toBeTruthy();
  });

  it('a canceled checkout says nothing was charged and leads back to the plans', async () => {
    renderPayment('/payment?status=canceled');
    await wait(0);
    expect(screen.getByRole('heading', { name: 'Checkout canceled' })).toBeTruthy();
    expect(screen.getByText(/nothing was charged/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to plans' }).getAttribute('href')).toBe('/checkout');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks a signed-out visitor to sign in instead of polling', async () => {
    useSession.setState({ token: '', user: null });
    renderPayment('/payment?status=success');
    await wait(0);
    expect(screen.getByRole('heading', { name: 'Payment received' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in to see your plan' }).getAttribute('href')).toBe('/sign-in');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
