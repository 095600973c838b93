import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { UserRow } from '../../plugins/auth.ts';
import { currentPlan } from './current-plan.ts';

/**
 * Passes when the user is on a paid plan now (canceled plans count until expire_at); otherwise
 * 403 NO_PAID_PLAN, which sends the web app to /checkout. Admins have no plan and pass (they may
 * print); a feature closed to admins (favorites) must refuse them itself before calling this.
 */
export async function requirePaidPlan(db: Db, user: Pick<UserRow, 'id' | 'admin'>): Promise<void> {
  if (user.admin) return;
  const { plan } = await currentPlan(db, user.id);
  if (!plan.paid) throw new AppError('NO_PAID_PLAN', 'This is only available on a paid plan.');
}
