import { and, eq, isNull, or } from 'drizzle-orm';
import type { AppStatus } from '@crayonbox/contract';
import type { AppContext } from '../../context.ts';
import { plans } from '../../db/schema.ts';
import { readSetting } from '../settings/service.ts';

/** The admin setup checklist: which provider keys are set, and whether every paid plan can be bought. */
export async function appStatus(ctx: Pick<AppContext, 'db' | 'appKey'>): Promise<AppStatus> {
  const [openai, stripe, webhook, unpriced] = await Promise.all([
    readSetting<string>(ctx, 'openai_key'),
    readSetting<string>(ctx, 'stripe_key'),
    readSetting<string>(ctx, 'stripe_webhook_secret'),
    ctx.db
      .select({ id: plans.id })
      .from(plans)
      .where(and(eq(plans.paid, true), or(isNull(plans.stripePriceId), eq(plans.stripePriceId, ''))))
      .limit(1),
  ]);
  return { openaiApi: Boolean(openai), stripeApi: Boolean(stripe), stripeWebhook: Boolean(webhook), plans: unpriced.length === 0 };
}
