import type { SubscriptionSummary } from '@crayonbox/contract';
import type { SubscriptionRow } from '../plans/current-plan.ts';

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** The subscription summary of the user object (same rule as users/serialize.ts: canceled once canceled_at is set). */
export function toSubscriptionSummary(row: SubscriptionRow): SubscriptionSummary {
  return {
    id: row.id,
    status: row.canceledAt ? 'canceled' : 'active',
    price: row.priceCents / 100,
    created_at: row.createdAt.toISOString(),
    canceled_at: iso(row.canceledAt),
    expire_at: iso(row.expireAt),
  };
}
