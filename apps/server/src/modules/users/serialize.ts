import type { User } from '@crayonbox/contract';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../plugins/auth.ts';
import { currentPlan } from '../plans/current-plan.ts';

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** The CONTRACT.md user object; stripe_id only when the viewer is an admin or the user. */
export async function toUser(db: Db, row: UserRow, viewer: { id: number; admin: boolean } | null): Promise<User> {
  const { plan, subscription } = await currentPlan(db, row.id);
  const canSeePrivate = viewer !== null && (viewer.admin || viewer.id === row.id);
  return {
    id: row.id,
    admin: row.admin,
    name: row.name,
    email: row.email,
    photo: row.photo,
    blocked: row.blocked,
    verified: row.verifiedAt !== null,
    created_at: row.createdAt.toISOString(),
    ...(canSeePrivate ? { stripe_id: row.stripeId } : {}),
    plan: row.admin ? null : { id: plan.id, name: plan.name, title: plan.title, paid: plan.paid },
    subscription: subscription
      ? {
          id: subscription.id,
          status: subscription.canceledAt ? 'canceled' : 'active',
          price: subscription.priceCents / 100,
          created_at: subscription.createdAt.toISOString(),
          canceled_at: iso(subscription.canceledAt),
          expire_at: iso(subscription.expireAt),
        }
      : null,
  };
}
