import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createPageBody, uploadPageBody, uploadPreviewBody, type GeneratedPrompt } from '@crayonbox/contract';
import { requireUser } from '../../plugins/auth.ts';
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
 * (preHandler); guests fall back to their address and are refused by requireUser anyway.
 */
const perUser = (max: number) => ({
  rateLimit: {
    max,
    timeWindow: '1 minute',
    hook: 'preHandler' as const,
    keyGenerator: (req: FastifyRequest) => (req.user ? `user:${req.user.id}` : `ip:${req.ip}`),
  },
});

/** Page creation: AI prompt ideas, AI pages and pages from uploads. */
export async function generationRoutes(app: FastifyInstance) {
  const { ctx } = app;

  app.get('/pages/prompt/generate', { config: perUser(60) }, async (req) => {
    const data: GeneratedPrompt = { prompt: await generatePrompt(ctx, requireUser(req)) };
    return { data };
  });

  app.post('/pages/create', { config: perUser(CREATION_RATE_LIMIT) }, async (req, reply) => {
    const user = requireUser(req);
    assertCreator(user);
    const page = await createAiPage(ctx, user, createPageBody.parse(req.body));
    return reply.status(201).send({ data: newPageResponse(page, user) });
  });

  // Previews follow a detail slider: more of them than creations, still bounded (each is CPU work).
  app.post('/pages/upload/preview', { config: perUser(PREVIEW_RATE_LIMIT) }, async (req) => {
    const user = requireUser(req);
    return { data: await previewUpload(ctx, user, uploadPreviewBody.parse(req.body)) };
  });

  app.post('/pages/upload', { config: perUser(CREATION_RATE_LIMIT) }, async (req, reply) => {
    const user = requireUser(req);
    assertCreator(user);
    const page = await createUploadedPage(ctx, user, uploadPageBody.parse(req.body));
    return reply.status(201).send({ data: newPageResponse(page, user) });
  });
}
