import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createPageBody, uploadPageBody, type GeneratedPrompt } from '@crayonbox/contract';
import { requireUser } from '../../plugins/auth.ts';
import { createAiPage } from './create-service.ts';
import { assertCreator } from './shared.ts';
import { newPageResponse } from './page-response.ts';
import { generatePrompt } from './prompt-service.ts';
import { createUploadedPage } from './upload-service.ts';

/** Creations per user per minute: AI pages are slow and cost the operator money. */
export const CREATION_RATE_LIMIT = 10;

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

  app.post('/pages/upload', { config: perUser(CREATION_RATE_LIMIT) }, async (req, reply) => {
    const user = requireUser(req);
    assertCreator(user);
    const page = await createUploadedPage(ctx, user, uploadPageBody.parse(req.body));
    return reply.status(201).send({ data: newPageResponse(page, user) });
  });
}
