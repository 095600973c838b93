import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { credits } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { ensureMonthlyReset } from './monthly-reset.ts';

export type CreditKind = 'public_page' | 'page_creation';

const column = (kind: CreditKind) => (kind === 'public_page' ? credits.publicPage : credits.pageCreation);
const field = (kind: CreditKind) => (kind === 'public_page' ? 'publicPage' : 'pageCreation');

export const NO_CREDITS_MESSAGE = 'No credits available. Upgrade your plan to continue.';

/**
 * Takes one credit with a conditional UPDATE, so concurrent requests can never drive the balance
 * below zero; 403 NO_CREDITS when none is left. Call it inside the transaction of the action it
 * pays for, so a failure rolls it back. A due monthly refill of the free plan happens first.
 */
export async function consumeCredit(db: Db, userId: number, kind: CreditKind): Promise<void> {
  await ensureMonthlyReset(db, userId);
  const col = column(kind);
  const rows = await db
    .update(credits)
    .set({ [field(kind)]: sql`${col} - 1`, updatedAt: new Date() })
    .where(and(eq(credits.userId, userId), gt(col, 0)))
    .returning({ id: credits.id });
  if (!rows.length) throw new AppError('NO_CREDITS', NO_CREDITS_MESSAGE);
}

/**
 * Gives back one credit taken by consumeCredit when the paid-for action failed after its
 * transaction had committed (e.g. a slow AI call made outside the transaction).
 */
export async function refundCredit(db: Db, userId: number, kind: CreditKind): Promise<void> {
  const col = column(kind);
  await db
    .update(credits)
    .set({ [field(kind)]: sql`${col} + 1`, updatedAt: new Date() })
    .where(eq(credits.userId, userId));
}

/** Reads a balance without changing it (for comfort checks; the server decides with consumeCredit). */
export async function creditBalance(db: Db, userId: number, kind: CreditKind): Promise<number> {
  await ensureMonthlyReset(db, userId);
  const [row] = await db
    .select({ n: column(kind) })
    .from(credits)
    .where(eq(credits.userId, userId))
    .limit(1);
  return row?.n ?? 0;
}
