import type { Plan } from '@crayonbox/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as PlatformModule from '@/lib/platform';
import { openExternal } from '@/lib/platform';
import { createQueryClient } from '@/lib/query-client';
import { useNotifications } from '@/stores/notifications';
import { useSession } from '@/stores/session';
import { buildPlan, buildUser, jsonResponse } from '@/test/fixtures';
import { loaderContext, renderWithQuery } from '@/test/query';
import { Component as Checkout, loader } from './checkout-route';
import { checkoutPlan } from './pending-checkout';

// Leaving for Stripe is a real page load; the test only checks where it would go.
vi.mock('@/lib/platform', async (importOriginal) => ({
  ...(await importOriginal<typeof PlatformModule>()),
  openExternal: vi.fn(),
}));

const plan = buildPlan;

const starter = plan({});
const advanced = plan({
  id: 3,
  name: 'advanced',
  title: 'Advanced',
  price: 15,
  discount: 20,
  stripe_price_id: 'price_advanced',
  public_page_limit: 200,
  page_creation_limit: 100,
});

const fetchMock = vi.fn<typeof fetch>();
const checkoutCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/api/stripe/checkout'));

function renderCheckout(entry: string, plans: Plan[] = [starter, advanced]) {
  fetchMock.mockImplementation(async (url) => {
    if (String(url).endsWith('/api/plans/paid/list')) return jsonResponse({ data: plans });
    return jsonResponse({ message: 'unexpected' }, 500);
  });
  const queryClient = createQueryClient();
  const router = createMemoryRouter([{ path: '/checkout', Component: Checkout, loader, HydrateFallback: () => null }], {
    initialEntries: [entry],
    getContext: loaderContext(queryClient),
  });
  renderWithQuery(<RouterProvider router={router} />, queryClient);
  return router;
}

const checkoutButton = () => screen.getByRole('button', { name: 'Checkout' });

describe('checkout screen', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    vi.mocked(openExternal).mockReset();
    sessionStorage.clear();
    useSession.setState({ token: 'tok', user: buildUser() });
  });
  afterEach(() => useNotifications.getState().clear());

  it('lists the paid plans with price, badge and limits, and preselects the one named by ?plan', async () => {
    renderCheckout('/checkout?plan=advanced');
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose plan' })).toBeTruthy();
    const starterCard = screen.getByRole('radio', { name: 'Starter' }).closest('label')!;
    const advancedCard = screen.getByRole('radio', { name: 'Advanced' }).closest('label')!;
    expect(starterCard.textContent).toContain('$7.99/month');
    expect(within(starterCard).getByText('Recommended')).toBeTruthy();
    expect(within(starterCard).getByText('50 public pages to color each month')).toBeTruthy();
    expect(within(starterCard).getByText('20 page creations each month')).toBeTruthy();
    expect(advancedCard.textContent).toContain('$15.00/month');
    expect(within(advancedCard).getByText('20% off')).toBeTruthy();

    expect((screen.getByRole('radio', { name: 'Advanced' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'Starter' }) as HTMLInputElement).checked).toBe(false);
    expect(checkoutButton().hasAttribute('disabled')).toBe(false);
  });

  it('does nothing without a chosen plan', async () => {
    renderCheckout('/checkout');
    await screen.findByRole('radio', { name: 'Starter' });
    expect(screen.getAllByRole('radio').some((radio) => (radio as HTMLInputElement).checked)).toBe(false);
    expect(checkoutButton().hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Choose a plan to continue.')).toBeTruthy();
    fireEvent.click(checkoutButton());
    expect(checkoutCalls()).toHaveLength(0);

    fireEvent.click(screen.getByRole('radio', { name: 'Starter' }));
    expect(checkoutButton().hasAttribute('disabled')).toBe(false);
  });

  it('does nothing for a plan without a Stripe price ID, and says why', async () => {
    renderCheckout('/checkout?plan=starter', [plan({ stripe_price_id: null }), advanced]);
    await screen.findByRole('radio', { name: 'Starter' });
    expect(checkoutButton().hasAttribute('disabled')).toBe(true);
    expect(screen.getByText(/Starter cannot be bought yet/)).toBeTruthy();
    expect(screen.getByText('Not available yet')).toBeTruthy();
    fireEvent.click(checkoutButton());
    expect(checkoutCalls()).toHaveLength(0);
  });

  it('starts a Stripe checkout for the chosen price and sends the browser to its page', async () => {
    let answer!: (response: Response) => void;
    renderCheckout('/checkout?plan=starter');
    await screen.findByRole('radio', { name: 'Starter' });
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    fireEvent.click(screen.getByRole('radio', { name: 'Advanced' }));
    fireEvent.click(checkoutButton());

    await waitFor(() => expect(checkoutCalls()).toHaveLength(1));
    const [, init] = checkoutCalls()[0]!;
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ priceId: 'price_advanced' });
    expect(checkoutButton().getAttribute('aria-busy')).toBe('true');
    expect(screen.getByText('Taking you to secure checkout…')).toBeTruthy();
    expect(checkoutPlan()).toBe('advanced');

    await act(async () => answer(jsonResponse({ data: { url: 'https://checkout.stripe.com/c/pay/cs_test_1' } })));
    await waitFor(() => expect(openExternal).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_test_1'));
    // The page is about to unload: the button stays busy so nobody pays twice.
    expect(checkoutButton().getAttribute('aria-busy')).toBe('true');
  });

  it('shows why a checkout failed and lets the user try again', async () => {
    renderCheckout('/checkout?plan=starter');
    await screen.findByRole('radio', { name: 'Starter' });
    fetchMock.mockResolvedValue(
      jsonResponse({ message: 'Payments are not set up yet: the Stripe secret key is missing.', code: 'PROVIDER_NOT_CONFIGURED' }, 503),
    );
    fireEvent.click(checkoutButton());
    await waitFor(() =>
      expect(useNotifications.getState().notification?.message).toBe('Payments are not set up yet: the Stripe secret key is missing.'),
    );
    await waitFor(() => expect(checkoutButton().hasAttribute('disabled')).toBe(false));
    expect(openExternal).not.toHaveBeenCalled();
  });

  it('marks the plan the user already pays for and does not sell it twice', async () => {
    useSession.setState({
      user: buildUser({
        plan: { id: 2, name: 'starter', title: 'Starter', paid: true },
        subscription: { id: 9, status: 'active', price: 7.99, created_at: '2025-01-01T00:00:00.000Z', canceled_at: null, expire_at: null },
      }),
    });
    renderCheckout('/checkout?plan=starter');
    await screen.findByRole('radio', { name: 'Starter' });
    expect(screen.getByText('Your current plan')).toBeTruthy();
    expect(screen.getByText('You are already on the Starter plan.')).toBeTruthy();
    expect(checkoutButton().hasAttribute('disabled')).toBe(true);

    fireEvent.click(screen.getByRole('radio', { name: 'Advanced' }));
    expect(checkoutButton().hasAttribute('disabled')).toBe(false);
    expect(screen.getByText(/Your Starter plan ends when Advanced starts/)).toBeTruthy();
  });

  it('fails the loader with a clear message when the plans cannot be read', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ message: 'Down for maintenance' }, 503));
    const args = {
      request: new Request('http://localhost/checkout'),
      params: {},
      context: loaderContext(createQueryClient())(),
    } as unknown as Parameters<typeof loader>[0];
    await expect(loader(args)).rejects.toThrow('Failed to load plans');
  });
});
