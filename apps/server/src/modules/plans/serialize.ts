import type { Plan } from '@crayonbox/contract';
import type { PlanRow } from './current-plan.ts';

/** The plan object of the contract; the Stripe price ID is shown to admins only. */
export function toPlan(row: PlanRow, admin: boolean): Plan {
  return {
    id: row.id,
    name: row.name,
    title: row.title,
    description: row.description,
    price: row.priceCents / 100,
    discount: row.discount,
    paid: row.paid,
    ...(admin ? { stripe_price_id: row.stripePriceId } : {}),
    public_page_limit: row.publicPageLimit,
    page_creation_limit: row.pageCreationLimit,
  };
}
