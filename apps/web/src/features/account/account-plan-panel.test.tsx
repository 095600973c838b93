import type { Credit, SubscriptionSummary } from '@crayonbox/contract';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNotifications } from '@/stores/notifications';
import { useSession } from '@/stores/session';
import { buildUser, jsonResponse } from '@/test/fixtures';
import { AccountPlanPanel, CANCEL_PLAN_QUESTION, PLAN_CANCELED } from './account-plan-panel';
import { ConfirmBar } from '@/components/confirm-bar';
import { Toast } from '@/components/toast';

const local = (...args: [number, number, number, number, number]) => new Date(...args).toISOString();

const activeSub: SubscriptionSummary = {
  id: 7,
  status: 'active',
  price: 7.99,
  created_at: local(2025, 1, 4, 14, 5),
  canceled_at: null,
  expire_at: null,
};
const starterPlan = { id: 2, name: 'starter', title: 'Starter', paid: true };

function credit(overrides: Partial<Credit> & { subscription?: SubscriptionSummary | null; plan?: Credit['user']['plan'] } = {}): Credit {
  const { subscription = activeSub, plan = starterPlan, ...rest } = overrides;
  return {
    id: 1,
    public_page: 42,
    page_creation: 17,
    reset_at: local(2025, 1, 4, 14, 5),
    next_reset_at: local(2025, 2, 4, 14, 5),
    user: { plan, subscription },
    ...rest,
  };
}

const fetchMock = vi.fn<typeof fetch>();
const cancelCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/api/stripe/subscription/cancel'));

function renderPanel(value: Credit) {
  const router = createMemoryRouter(
    [
      {
        path: '/account',
        element: (
          <>
            <AccountPlanPanel credit={value} />
            <ConfirmBar />
            <Toast />
          </>
        ),
      },
      {
        path: '/pages/public',
        element: (
          <>
            <h1>Public pages</h1>
            <Toast />
          </>
        ),
      },
      { path: '/checkout', element: <h1>Choose plan</h1> },
    ],
    { initialEntries: ['/account'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('AccountPlanPanel', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    useSession.setState({ token: 'tok', user: buildUser({ plan: starterPlan, subscription: activeSub }) });
  });
  afterEach(() => useNotifications.getState().clear());

  it('an active subscription: plan, credits left, the renewal date, Change plan and Cancel plan', () => {
    renderPanel(credit());
    expect(screen.getByText('Starter')).toBeTruthy();
    expect(screen.getByText('Active')).toBeTruthy();
    expect(screen.getByText('$7.99/month')).toBeTruthy();
    expect(screen.getByText('Public pages to color left').nextElementSibling?.textContent).toBe('42');
    expect(screen.getByText('Page creations left').nextElementSibling?.textContent).toBe('17');
    expect(screen.getByText('Renews on March 4, 2025 2:05 PM')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Change plan' }).getAttribute('href')).toBe('/checkout');
    expect(screen.getByRole('button', { name: 'Cancel plan' })).toBeTruthy();
  });

  it('without a renewal date from the server, renews one month after the subscription started', () => {
    renderPanel(credit({ next_reset_at: undefined as unknown as string }));
    expect(screen.getByText('Renews on March 4, 2025 2:05 PM')).toBeTruthy();
  });

  it('a canceled subscription: when it expires, and no Cancel plan', () => {
    const canceled: SubscriptionSummary = {
      ...activeSub,
      status: 'canceled',
      canceled_at: local(2025, 1, 10, 9, 0),
      expire_at: local(2025, 2, 4, 14, 5),
    };
    renderPanel(credit({ subscription: canceled }));
    expect(screen.getByText('Canceled')).toBeTruthy();
    expect(screen.getByText('Expires on March 4, 2025 2:05 PM')).toBeTruthy();
    expect(screen.queryByText(/Renews on/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel plan' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Change plan' })).toBeTruthy();
  });

  it('the free plan: when credits refill, and nothing to cancel', () => {
    renderPanel(
      credit({ subscription: null, plan: { id: 1, name: 'free', title: 'Free', paid: false }, public_page: 3, page_creation: 0 }),
    );
    expect(screen.getByText('Free')).toBeTruthy();
    expect(screen.getByText('Credits refill on March 4, 2025 2:05 PM')).toBeTruthy();
    expect(screen.getByText('Page creations left').nextElementSibling?.textContent).toBe('0');
    expect(screen.queryByRole('button', { name: 'Cancel plan' })).toBeNull();
  });

  it('Cancel plan asks first; Cancel in the confirm bar changes nothing', async () => {
    renderPanel(credit());
    fireEvent.click(screen.getByRole('button', { name: 'Cancel plan' }));
    expect(await screen.findByRole('alertdialog', { name: CANCEL_PLAN_QUESTION })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(cancelCalls()).toHaveLength(0);
  });

  it("'Yes, proceed' cancels, then shows /pages/public with the success toast", async () => {
    const canceled: SubscriptionSummary = {
      ...activeSub,
      status: 'canceled',
      canceled_at: local(2025, 1, 10, 9, 0),
      expire_at: local(2025, 2, 4, 14, 5),
    };
    fetchMock.mockResolvedValue(jsonResponse({ data: { subscription: canceled } }));
    const router = renderPanel(credit());
    fireEvent.click(screen.getByRole('button', { name: 'Cancel plan' }));
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Yes, proceed' })));

    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/public'));
    expect(await screen.findByText(PLAN_CANCELED)).toBeTruthy();
    expect(cancelCalls()).toHaveLength(1);
    expect(cancelCalls()[0]![1]?.method).toBe('POST');
    expect(useSession.getState().user?.subscription?.status).toBe('canceled');
  });

  it('a refused cancellation stays on the account with the reason', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ message: 'The payment provider could not complete the request.', code: 'PROVIDER_ERROR' }, 502),
    );
    const router = renderPanel(credit());
    fireEvent.click(screen.getByRole('button', { name: 'Cancel plan' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, proceed' }));
    expect(await screen.findByText('The payment provider could not complete the request.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/account');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel plan' }).hasAttribute('disabled')).toBe(false));
  });
});
