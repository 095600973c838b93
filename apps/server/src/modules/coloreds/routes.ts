import type { FastifyInstance } from 'fastify';
import { coloredParams, coloredsQuery, upsertColoredBody } from '@crayonbox/contract';
import { requireAdmin, requireUser } from '../../plugins/auth.ts';
import { paginateColoreds } from './list.ts';
import { perUserLimit } from './per-user-limit.ts';
import { readColored, upsertColored } from './service.ts';

/** Saved colorings: save (upsert), read one's own, and the admin list. */
export async function coloredRoutes(app: FastifyInstance) {
  const { ctx } = app;

  // Image work on every save: a generous limit for autosave, but not an open tap.
  app.patch('/coloreds/upsert', { config: perUserLimit(60) }, async (req) => {
    const user = requireUser(req);
    return { data: await upsertColored(ctx, user, upsertColoredBody.parse(req.body)) };
  });

  app.get('/coloreds/paginate', async (req) => {
    requireAdmin(req);
    // The paginated payload sits under data like every other payload (the client unwraps data).
    return { data: await paginateColoreds(ctx.db, coloredsQuery.parse(req.query)) };
  });

  app.get('/coloreds/:pageId/read', async (req) => {
    const user = requireUser(req);
    return { data: await readColored(ctx.db, user, coloredParams.parse(req.params).pageId) };
  });
}
