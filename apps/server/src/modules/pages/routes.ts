import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, idParams, pageCategoryCountsSchema, pageSchema, pagesPageSchema, pagesQuery, pageTagsBody } from '@crayonbox/contract';
import { requireUser, signedIn } from '../../plugins/auth.ts';
import { categoryCounts, paginateFromMemory, paginatePages } from './paginate.ts';
import { readPage, toggleBlocked, toggleFavorite, updatePageTags } from './service.ts';

/** The page catalogue: lists, one page, favorites, tags, block/delete. Creation lives in generation/. */
export async function pageRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const onePage = { preValidation: signedIn, schema: { params: idParams, response: { 200: envelope(pageSchema) } } };

  app.get(
    '/pages/paginate',
    { preValidation: signedIn, schema: { querystring: pagesQuery, response: { 200: envelope(pagesPageSchema) } } },
    async (req, reply) => {
      const user = requireUser(req);
      const fromMemory = paginateFromMemory(ctx, user, req.query);
      const body = typeof fromMemory === 'string' || fromMemory === null ? fromMemory : await fromMemory;
      if (body !== null) {
        // The warm path sends JSON built once in memory: a string skips the serializer (and its
        // check), which is what keeps this list fast. The cold path below is checked.
        const raw: FastifyReply = reply;
        return raw.type('application/json; charset=utf-8').send(body);
      }
      // The paginated payload sits under data like every other payload (the client unwraps data).
      return { data: await paginatePages(ctx, user, req.query) };
    },
  );

  app.get(
    '/pages/categories',
    { preValidation: signedIn, schema: { response: { 200: envelope(pageCategoryCountsSchema) } } },
    async (req) => ({ data: await categoryCounts(ctx, requireUser(req)) }),
  );

  app.get('/pages/:id/read', onePage, async (req) => ({ data: await readPage(ctx.db, requireUser(req), req.params.id) }));

  app.patch('/pages/:id/favorited/toggle', onePage, async (req) => ({
    data: await toggleFavorite(ctx.db, requireUser(req), req.params.id),
  }));

  app.patch(
    '/pages/:id/tags',
    { preValidation: signedIn, schema: { params: idParams, body: pageTagsBody, response: { 200: envelope(pageSchema) } } },
    async (req) => ({ data: await updatePageTags(ctx.db, requireUser(req), req.params.id, req.body) }),
  );

  app.patch('/pages/:id/blocked/toggle', onePage, async (req) => ({
    data: await toggleBlocked(ctx.db, requireUser(req), req.params.id),
  }));
}
