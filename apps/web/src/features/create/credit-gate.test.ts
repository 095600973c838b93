import type { Credit } from '@crayonbox/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNotifications } from '@/stores/notifications';
import { useSession } from '@/stores/session';
import { jsonResponse } from '@/test/fixtures';
import { loaderContext } from '@/test/query';
import { createQueryClient } from '@/lib/query-client';
import { creditGateLoader } from './credit-gate';

const credit = (pageCreation: number): Credit => ({
  id: 1,
  public_page: 5,
  page_creation: pageCreation,
  reset_at: '2025-01-01T00:00:00.000Z',
  next_reset_at: '2025-02-01T00:00:00.000Z',
  user: { plan: { id: 1, name: 'free', title: 'Free', paid: false }, subscription: null },
});

const run = () => creditGateLoader({ context: loaderContext(createQueryClient())() });

describe('credit gate of the create-page screens', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    useSession.setState({ token: 'tok', user: null });
    useNotifications.getState().clear();
  });
  afterEach(() => useNotifications.getState().clear());

  it('lets the user in with credits left, and hands the credit to the screen', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ data: credit(2) }));
    await expect(run()).resolves.toMatchObject({ page_creation: 2 });
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/credits/read');
    expect(useNotifications.getState().notification).toBeNull();
  });

  it('sends the user to /checkout with a danger notice when no page creation is left', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ data: credit(0) }));
    const thrown = await run().then(
      () => null,
      (error: unknown) => error,
    );
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get('Location')).toBe('/checkout');
    expect(useNotifications.getState().notification).toMatchObject({
      variant: 'danger',
      message: 'No credits available. Upgrade your plan to continue.',
      persist: true,
    });
  });

  it("throws 'Failed to read credit' when the credit cannot be read", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ message: 'Admins have no credits.', code: 'FORBIDDEN' }, 403));
    await expect(run()).rejects.toThrow('Failed to read credit');
  });
});
