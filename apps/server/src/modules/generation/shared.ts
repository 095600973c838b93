import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';
import type { UserRow } from '../../plugins/auth.ts';
import { createOpenAiProvider, type ImageProvider } from '../../providers/image-generation/openai.ts';
import { consumeCredit, creditBalance, NO_CREDITS_MESSAGE } from '../credits/consume.ts';
import { createPage, type NewPage, type PageRow } from '../pages/create-page.ts';
import { readSetting } from '../settings/service.ts';

export type GenerationContext = Pick<AppContext, 'db' | 'appKey' | 'storage' | 'log' | 'config' | 'pictures'>;

/** Page creation is for regular users: admins are confined to the admin console. */
export function assertCreator(user: UserRow): void {
  if (user.admin) throw new AppError('FORBIDDEN', 'Admins manage pages from the admin console; creating pages is for user accounts.');
}

/** Comfort check before any slow work: a user with no credit left is stopped at once. */
export async function assertHasCredit(ctx: GenerationContext, userId: number): Promise<void> {
  if ((await creditBalance(ctx.db, userId, 'page_creation')) <= 0) throw new AppError('NO_CREDITS', NO_CREDITS_MESSAGE);
}

/** The image provider built from the openai_key setting, or null when no key is set. */
export async function imageProvider(ctx: GenerationContext): Promise<ImageProvider | null> {
  const key = (await readSetting<string>(ctx, 'openai_key'))?.trim();
  return key ? createOpenAiProvider(key) : null;
}

/**
 * Charges one page_creation credit and stores the page in one transaction: the conditional
 * UPDATE decides between concurrent requests, and any failure rolls the credit back. The page's
 * pictures are made before (in a picture worker), so the transaction never waits on them.
 */
export async function chargeAndStore(ctx: GenerationContext, page: NewPage): Promise<PageRow> {
  return ctx.db.transaction(async (tx) => {
    await consumeCredit(tx, page.userId, 'page_creation');
    return createPage(ctx, tx, page);
  });
}
