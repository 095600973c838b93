import { count, desc, eq, ilike, or } from 'drizzle-orm';
import { DEFAULT_PER_PAGE, type Paginated, type PaginationQuery, type SubscriptionListItem } from '@crayonbox/contract';
import type { Db } from '../../db/client.ts';
import { plans, subscriptions, users } from '../../db/schema.ts';
import { LIVE_STATUSES } from '../plans/current-plan.ts';

/** `%term%` for ILIKE with the wildcard characters of the term itself escaped. */
const containing = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Admin list of subscriptions, newest first, searchable by user email, name or Stripe customer id. */
export async function paginateSubscriptions(db: Db, query: PaginationQuery): Promise<Paginated<SubscriptionListItem>> {
  const perPage = query.per_page ?? DEFAULT_PER_PAGE;
  const pattern = query.search ? containing(query.search) : null;
  const where = pattern
    ? or(
        ilike(users.email, pattern),
        ilike(users.name, pattern),
        ilike(users.stripeId, pattern),
        ilike(subscriptions.stripeCustomerId, pattern),
      )
    : undefined;

  const [totals] = await db
    .select({ total: count() })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .where(where);
  const rows = await db
    .select({
      sub: subscriptions,
      user: { id: users.id, email: users.email, name: users.name, stripeId: users.stripeId },
      plan: { id: plans.id, title: plans.title, name: plans.name },
    })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(where)
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
    .limit(perPage)
    .offset((query.page - 1) * perPage);

  const total = totals?.total ?? 0;
  return {
    data: rows.map(({ sub, user, plan }) => ({
      id: sub.id,
      user: { id: user.id, email: user.email, name: user.name, stripe_id: user.stripeId },
      plan,
      price: sub.priceCents / 100,
      // Stripe ended it (payment given up) or the user canceled it: either way no longer renewing.
      status: sub.canceledAt || !LIVE_STATUSES.includes(sub.status) ? 'canceled' : 'active',
      created_at: sub.createdAt.toISOString(),
      canceled_at: sub.canceledAt?.toISOString() ?? null,
      expire_at: sub.expireAt?.toISOString() ?? null,
    })),
    current_page: query.page,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    per_page: perPage,
    total,
  };
}
