import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { credits } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';

export type CreditKind = 'public_page' | 'page_creation';

const column = (kind: CreditKind) => (kind === 'public_page' ? credits.publicPage : credits.pageCreation);

/**
 * Takes one credit with a conditional UPDATE, so concurrent requests can never drive the balance
 * below zero. Call it inside the transaction of the action it pays for, so a failure refunds it.
 */
export async function consumeCredit(db: Db, userId: number, kind: CreditKind): Promise<void> {
  const col = column(kind);
  const rows = await db
    .update(credits)
    .set({ [kind === 'public_page' ? 'publicPage' : 'pageCreation']: sql`${col} - 1`, updatedAt: new Date() })
    .where(and(eq(credits.userId, userId), gt(col, 0)))
    .returning({ id: credits.id });
  if (!rows.length) throw new AppError('NO_CREDITS', 'No credits available. Upgrade your plan to continue.');
}

/** Reads a balance without changing it (for comfort checks; the server decides with consumeCredit). */
export async function creditBalance(db: Db, userId: number, kind: CreditKind): Promise<number> {
  const [row] = await db.select({ n: column(kind) }).from(credits).where(eq(credits.userId, userId)).limit(1);
  return row?.n ?? 0;
}
