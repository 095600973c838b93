import type { UserRow } from '../../plugins/auth.ts';
import { matchWordList } from './kid-safety.ts';
import { tidyPrompt } from './line-art-prompt.ts';
import { curatedPrompt, POLISH_INSTRUCTIONS } from './prompt-ideas.ts';
import { assertCreator, imageProvider, type GenerationContext } from './shared.ts';

const MAX_POLISHED = 200;

/**
 * GET /pages/prompt/generate: a curated idea; with a provider key the text model may polish it,
 * and any failure, slowness or doubtful answer falls back to the curated idea.
 */
export async function generatePrompt(ctx: GenerationContext, user: UserRow): Promise<string> {
  assertCreator(user);
  const idea = curatedPrompt();
  const provider = await imageProvider(ctx);
  if (!provider) return idea;
  try {
    const polished = tidyPrompt(await provider.polish(idea, POLISH_INSTRUCTIONS)).replace(/^["'“]+|["'”]+$/g, '');
    if (polished.length < 3 || polished.length > MAX_POLISHED || matchWordList(polished)) return idea;
    return polished;
  } catch (err) {
    ctx.log.info({ err: err instanceof Error ? err.message : String(err) }, 'prompt polishing skipped');
    return idea;
  }
}
