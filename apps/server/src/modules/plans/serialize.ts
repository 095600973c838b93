import type { Plan } from '@crayonbox/contract';
import type { PlanRow } from './current-plan.ts';

/**
 * The plan object of the contract. Stripe price IDs are public identifiers (they appear in every
 * Checkout page), and the checkout screen sends one, so paid plans show theirs to everyone.
 */
export function toPlan(row: PlanRow, _admin: boolean): Plan {
  return {
    id: row.id,
    name: row.name,
    title: row.title,
    description: row.description,
    price: row.priceCents / 100,
    discount: row.discount,
    paid: row.paid,
    stripe_price_id: row.paid ? row.stripePriceId : null,
    public_page_limit: row.publicPageLimit,
    page_creation_limit: row.pageCreationLimit,
    book_limit: row.bookLimit,
    book_page_limit: row.bookPageLimit,
  };
}
