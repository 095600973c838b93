import type { Credit } from '@crayonbox/contract';

/** A credit as GET /credits/read returns it, on the free plan unless `paid`. */
export function buildCredit(overrides: { public_page?: number; paid?: boolean } = {}): Credit {
  const paid = overrides.paid ?? false;
  return {
    id: 1,
    public_page: overrides.public_page ?? 5,
    page_creation: 3,
    reset_at: '2025-01-01T00:00:00.000Z',
    next_reset_at: '2025-02-01T00:00:00.000Z',
    user: {
      plan: paid ? { id: 2, name: 'starter', title: 'Starter', paid: true } : { id: 1, name: 'free', title: 'Free', paid: false },
      subscription: null,
    },
  };
}
