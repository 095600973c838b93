import { z } from 'zod';

const text = (fallback: string) => z.string().trim().min(1).catch(fallback);
const ms = (fallback: number) => z.coerce.number().int().positive().catch(fallback);

/**
 * The image provider's knobs. They live beside the provider rather than in config.ts because
 * they are read per request (tests and operators change them without a restart). The base url
 * is the SDK's own OPENAI_BASE_URL, so any OpenAI-compatible image server can stand in.
 * A bad value falls back to its default instead of stopping the app.
 */
const schema = z.object({
  OPENAI_IMAGE_MODEL: text('gpt-image-1'),
  OPENAI_TEXT_MODEL: text('gpt-4o-mini'),
  OPENAI_MODERATION_MODEL: text('omni-moderation-latest'),
  /** Image generation can take a minute or more; past this the user gets a 502 and keeps the credit. */
  OPENAI_TIMEOUT_MS: ms(120_000),
  /** Moderation and prompt polishing are optional steps: they must never hold a request long. */
  OPENAI_QUICK_TIMEOUT_MS: ms(8_000),
});

export type ImageProviderSettings = z.infer<typeof schema>;

/** Reads the provider settings from the environment. */
export function imageProviderSettings(env: NodeJS.ProcessEnv = process.env): ImageProviderSettings {
  const pick = (k: string) => (env[k]?.trim() ? env[k] : undefined);
  return schema.parse(Object.fromEntries(Object.keys(schema.shape).map((k) => [k, pick(k)])));
}
