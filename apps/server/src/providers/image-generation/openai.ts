import OpenAI, { toFile } from 'openai';
import { imageProviderSettings, type ImageProviderSettings } from './settings.ts';

/** Why the provider could not give us an image; the service maps all of these to 502. */
export class ImageProviderError extends Error {
  constructor(
    message: string,
    readonly reason: 'timeout' | 'http' | 'network' | 'no-image',
  ) {
    super(message);
    this.name = 'ImageProviderError';
  }
}

/** The outside world of page creation: images, moderation and prompt polishing. */
export interface ImageProvider {
  /** Generates one 1024x1024 image and returns its raw bytes (not yet checked or cleaned). */
  generate(prompt: string): Promise<Buffer>;
  /** Redraws a picture (a square PNG) as the prompt asks, as one 1024x1024 image; raw bytes, not yet checked. */
  edit(png: Buffer, prompt: string): Promise<Buffer>;
  /** True when the provider's moderation flags the text. Throws when moderation is unavailable. */
  flags(text: string): Promise<boolean>;
  /** True when the provider's moderation flags a picture (a small JPEG). Throws when unavailable. */
  flagsImage(jpeg: Buffer): Promise<boolean>;
  /** Asks the text model to rewrite a prompt; throws on any failure. */
  polish(prompt: string, instructions: string): Promise<string>;
}

/**
 * The OpenAI implementation, through the official SDK. The key comes from the openai_key
 * setting; OPENAI_BASE_URL (read by the SDK itself) points it at any compatible server.
 */
export function createOpenAiProvider(apiKey: string, settings: ImageProviderSettings = imageProviderSettings()): ImageProvider {
  // No retry for images: a retry doubles the wait and may double the provider's bill.
  const slow = new OpenAI({ apiKey, timeout: settings.OPENAI_TIMEOUT_MS, maxRetries: 0 });
  const quick = new OpenAI({ apiKey, timeout: settings.OPENAI_QUICK_TIMEOUT_MS, maxRetries: 0 });
  const model = settings.OPENAI_IMAGE_MODEL;
  // GPT image models always answer base64 and reject response_format; DALL·E needs it.
  const legacy = model.startsWith('dall-e');

  return {
    async generate(prompt) {
      let result: OpenAI.ImagesResponse;
      try {
        result = await slow.images.generate({
          model,
          prompt,
          n: 1,
          size: '1024x1024',
          ...(legacy ? { response_format: 'b64_json' as const } : {}),
        });
      } catch (err) {
        throw toProviderError(err);
      }
      return imageOf(result);
    },

    async edit(png, prompt) {
      let result: OpenAI.ImagesResponse;
      try {
        result = await slow.images.edit({
          model,
          image: await toFile(png, 'picture.png', { type: 'image/png' }),
          prompt,
          n: 1,
          size: '1024x1024',
          ...(legacy ? { response_format: 'b64_json' as const } : {}),
        });
      } catch (err) {
        throw toProviderError(err);
      }
      return imageOf(result);
    },

    async flags(text) {
      return flagged(await quick.moderations.create({ model: settings.OPENAI_MODERATION_MODEL, input: text }));
    },

    async flagsImage(jpeg) {
      const url = `data:image/jpeg;base64,${jpeg.toString('base64')}`;
      return flagged(
        await quick.moderations.create({ model: settings.OPENAI_MODERATION_MODEL, input: [{ type: 'image_url', image_url: { url } }] }),
      );
    },

    async polish(prompt, instructions) {
      const result = await quick.chat.completions.create({
        model: settings.OPENAI_TEXT_MODEL,
        messages: [
          { role: 'system', content: instructions },
          { role: 'user', content: prompt },
        ],
        max_tokens: 80,
        temperature: 0.9,
      });
      const text = result?.choices?.[0]?.message?.content;
      if (typeof text !== 'string' || !text.trim()) throw new Error('The text model answered nothing.');
      return text;
    },
  };
}

/** The one image of an answer, decoded; an answer without one is a provider failure. */
function imageOf(result: OpenAI.ImagesResponse): Buffer {
  const b64 = result?.data?.[0]?.b64_json;
  if (typeof b64 !== 'string' || b64.length === 0) throw new ImageProviderError('The provider answered without an image.', 'no-image');
  return Buffer.from(b64, 'base64');
}

function flagged(result: OpenAI.ModerationCreateResponse): boolean {
  const first = result?.results?.[0];
  if (!first || typeof first.flagged !== 'boolean') throw new Error('The moderation answer had no result.');
  return first.flagged;
}

function toProviderError(err: unknown): ImageProviderError {
  if (err instanceof OpenAI.APIConnectionTimeoutError)
    return new ImageProviderError('The image provider took too long to answer.', 'timeout');
  if (err instanceof OpenAI.APIConnectionError) return new ImageProviderError('The image provider could not be reached.', 'network');
  if (err instanceof OpenAI.APIError) return new ImageProviderError(`The image provider answered ${err.status ?? 'an error'}.`, 'http');
  return new ImageProviderError(err instanceof Error ? err.message : 'The image provider failed.', 'network');
}
