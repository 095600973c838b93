import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createPageBody,
  envelope,
  generatedPromptSchema,
  pageSchema,
  uploadPageBody,
  uploadPreviewBody,
  uploadPreviewSchema,
} from '@crayonbox/contract';
import { requireUser, signedIn } from '../../plugins/auth.ts';
import { createAiPage } from './create-service.ts';
import { assertCreator } from './shared.ts';
import { newPageResponse } from './page-response.ts';
import { generatePrompt } from './prompt-service.ts';
import { createUploadedPage, previewUpload } from './upload-service.ts';

/** Creations per user per minute: AI pages are slow and cost the operator money. */
export const CREATION_RATE_LIMIT = 10;
/** Upload previews per user per minute. */
export const PREVIEW_RATE_LIMIT = 40;

/**
 * Per-user limit: the key is the signed-in user's id, so it runs after authentication
 * (preValidation, before the body is checked); guests fall back to their address and are refused by requireUser anyway.
 */
const perUser = (max: number) => ({
  rateLimit: {
    max,
    timeWindow: '1 minute',
    hook: 'preValidation' as const,
    keyGenerator: (req: FastifyRequest) => (req.user ? `user:${req.user.id}` : `ip:${req.ip}`),
  },
});

/** Route hook (preValidation): 401 for guests, 403 for admins, before the body is checked. */
async function creatorOnly(req: FastifyRequest) {
  assertCreator(requireUser(req));
}

/** Page creation: AI prompt ideas, AI pages and pages from uploads. */
export async function generationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const created = { 201: envelope(pageSchema) };

  app.get(
    '/pages/prompt/generate',
    { config: perUser(60), preValidation: signedIn, schema: { response: { 200: envelope(generatedPromptSchema) } } },
    async (req) => ({ data: { prompt: await generatePrompt(ctx, requireUser(req)) } }),
  );

  app.post(
    '/pages/create',
    { config: perUser(CREATION_RATE_LIMIT), preValidation: creatorOnly, schema: { body: createPageBody, response: created } },
    async (req, reply) => {
      const user = requireUser(req);
      const page = await createAiPage(ctx, user, req.body);
      return reply.status(201).send({ data: newPageResponse(page, user) });
    },
  );

  // Previews follow a detail slider: more of them than creations, still bounded (each is CPU work).
  app.post(
    '/pages/upload/preview',
    {
      config: perUser(PREVIEW_RATE_LIMIT),
      preValidation: signedIn,
      schema: { body: uploadPreviewBody, response: { 200: envelope(uploadPreviewSchema) } },
    },
    async (req) => ({ data: await previewUpload(ctx, requireUser(req), req.body) }),
  );

  app.post(
    '/pages/upload',
    { config: perUser(CREATION_RATE_LIMIT), preValidation: creatorOnly, schema: { body: uploadPageBody, response: created } },
    async (req, reply) => {
      const user = requireUser(req);
      const page = await createUploadedPage(ctx, user, req.body);
      return reply.status(201).send({ data: newPageResponse(page, user) });
    },
  );
}
