import type { CreatePageBody } from '@crayonbox/contract';
import { AppError } from '../../lib/errors.ts';
import type { UserRow } from '../../plugins/auth.ts';
import type { PageRow } from '../pages/create-page.ts';
import { drawWithProvider, NOT_CONFIGURED } from './ai-drawing.ts';
import { checkPrompt } from './kid-safety.ts';
import { lineArtPrompt, tidyPrompt, titleFromPrompt } from './line-art-prompt.ts';
import { assertCreator, assertHasCredit, chargeAndStore, imageProvider, type GenerationContext } from './shared.ts';

/**
 * POST /pages/create: checks credit, kid safety and setup, asks the provider for line art,
 * cleans it to black on white, then charges one credit and stores the page together.
 */
export async function createAiPage(ctx: GenerationContext, user: UserRow, body: CreatePageBody): Promise<PageRow> {
  assertCreator(user);
  await assertHasCredit(ctx, user.id);
  const prompt = tidyPrompt(body.prompt);
  const provider = await imageProvider(ctx);
  const verdict = await checkPrompt(prompt, provider, ctx.log);
  if (!verdict.safe) throw new AppError('VALIDATION', verdict.message, { prompt: [verdict.message] });
  if (!provider) throw new AppError('PROVIDER_NOT_CONFIGURED', NOT_CONFIGURED);

  const images = await drawWithProvider(ctx, () => provider.generate(lineArtPrompt(prompt, body.style)));
  return chargeAndStore(ctx, { userId: user.id, source: 'ai', title: titleFromPrompt(prompt), prompt, images });
}
