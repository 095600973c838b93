import { and, asc, eq, ne } from 'drizzle-orm';
import { PLAN_LIMITS, type Plan, type UpdatePlanBody } from '@crayonbox/contract';
import type { Db } from '../../db/client.ts';
import { plans } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { PlanRow } from './current-plan.ts';
import { toPlan } from './serialize.ts';

/** Plans cheapest first (free, starter, advanced with the seeded prices). */
export async function listPlans(db: Db, options: { paidOnly: boolean; admin: boolean }): Promise<Plan[]> {
  const rows = await db
    .select()
    .from(plans)
    .where(options.paidOnly ? eq(plans.paid, true) : undefined)
    .orderBy(asc(plans.priceCents), asc(plans.id));
  return rows.map((row) => toPlan(row, options.admin));
}

async function findPlan(db: Db, id: number): Promise<PlanRow> {
  const [row] = await db.select().from(plans).where(eq(plans.id, id)).limit(1);
  if (!row) throw notFound('The plan');
  return row;
}

/** One plan, as admins see it. */
export async function readPlan(db: Db, id: number): Promise<Plan> {
  return toPlan(await findPlan(db, id), true);
}

/**
 * Applies the plan editor. The rules that depend on the plan being paid live here (the body
 * schema cannot know): a paid plan needs a price within bounds and may carry a Stripe price ID;
 * the free plan has neither. A price ID may belong to one plan only.
 */
export async function updatePlan(db: Db, id: number, body: UpdatePlanBody): Promise<Plan> {
  const plan = await findPlan(db, id);
  const errors: Record<string, string[]> = {};
  const priceId = body.stripePriceId === undefined ? plan.stripePriceId : body.stripePriceId || null;
  let priceCents = plan.priceCents;
  if (plan.paid) {
    if (body.price === undefined) errors.price = ['Price is required for a paid plan.'];
    else if (body.price < PLAN_LIMITS.priceMin) errors.price = [`Price must be at least ${PLAN_LIMITS.priceMin.toFixed(2)}.`];
    else priceCents = Math.round(body.price * 100);
    if (priceId) {
      const [taken] = await db
        .select({ id: plans.id })
        .from(plans)
        .where(and(eq(plans.stripePriceId, priceId), ne(plans.id, id)))
        .limit(1);
      if (taken) errors.stripePriceId = ['This price ID is already used by another plan.'];
    }
  } else {
    if (body.price !== undefined && body.price !== 0) errors.price = ['The free plan has no price.'];
    if (body.stripePriceId) errors.stripePriceId = ['Only paid plans have a price ID.'];
  }
  if (Object.keys(errors).length) throw new AppError('VALIDATION', 'Some fields are not valid.', errors);

  try {
    const [row] = await db
      .update(plans)
      .set({
        title: body.title,
        description: body.description,
        priceCents,
        stripePriceId: plan.paid ? priceId : null,
        publicPageLimit: body.publicPageLimit,
        pageCreationLimit: body.pageCreationLimit,
        bookLimit: body.bookLimit ?? plan.bookLimit,
        bookPageLimit: body.bookPageLimit ?? plan.bookPageLimit,
        updatedAt: new Date(),
      })
      .where(eq(plans.id, id))
      .returning();
    if (!row) throw notFound('The plan');
    return toPlan(row, true);
  } catch (e) {
    // Two admins saving the same price ID on two plans at once: the unique index decides.
    const err = e as { code?: string; cause?: { code?: string } };
    if (err?.code === '23505' || err?.cause?.code === '23505') {
      throw new AppError('VALIDATION', 'Some fields are not valid.', { stripePriceId: ['This price ID is already used by another plan.'] });
    }
    throw e;
  }
}
