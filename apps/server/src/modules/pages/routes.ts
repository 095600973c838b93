import type { FastifyInstance } from 'fastify';
import { idParams, pagesQuery, pageTagsBody } from '@crayonbox/contract';
import { requireUser } from '../../plugins/auth.ts';
import { paginateFromMemory, paginatePages } from './paginate.ts';
import { readPage, toggleBlocked, toggleFavorite, updatePageTags } from './service.ts';

/** The page catalogue: lists, one page, favorites, tags, block/delete. Creation lives in generation/. */
export async function pageRoutes(app: FastifyInstance) {
  const { ctx } = app;

  app.get('/pages/paginate', async (req, reply) => {
    const user = requireUser(req);
    const query = pagesQuery.parse(req.query);
    const fromMemory = paginateFromMemory(ctx, user, query);
    if (fromMemory !== null) {
      return reply.type('application/json; charset=utf-8').send(typeof fromMemory === 'string' ? fromMemory : await fromMemory);
    }
    // The paginated payload sits under data like every other payload (the client unwraps data).
    return { data: await paginatePages(ctx, user, query) };
  });

  app.get('/pages/:id/read', async (req) => {
    const user = requireUser(req);
    return { data: await readPage(ctx.db, user, idParams.parse(req.params).id) };
  });

  app.patch('/pages/:id/favorited/toggle', async (req) => {
    const user = requireUser(req);
    return { data: await toggleFavorite(ctx.db, user, idParams.parse(req.params).id) };
  });

  app.patch('/pages/:id/tags', async (req) => {
    const user = requireUser(req);
    const { id } = idParams.parse(req.params);
    return { data: await updatePageTags(ctx.db, user, id, pageTagsBody.parse(req.body)) };
  });

  app.patch('/pages/:id/blocked/toggle', async (req) => {
    const user = requireUser(req);
    return { data: await toggleBlocked(ctx.db, user, idParams.parse(req.params).id) };
  });
}
