import type { Db } from '../../db/client.ts';
import { credits } from '../../db/schema.ts';
import { freePlan } from '../plans/current-plan.ts';

/** Gives a new user the free plan's monthly credits. */
export async function createFreeCredits(db: Db, userId: number): Promise<void> {
  const plan = await freePlan(db);
  await db
    .insert(credits)
    .values({ userId, publicPage: plan.publicPageLimit, pageCreation: plan.pageCreationLimit })
    .onConflictDoNothing({ target: credits.userId });
}
