import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminColoredPageSchema,
  coloredPageSchema,
  coloredParams,
  coloredsQuery,
  coloringDraftSchema,
  deleteDraftQuery,
  draftFields,
  envelope,
  paginated,
  upsertColoredBody,
} from '@crayonbox/contract';
import { AppError } from '../../lib/errors.ts';
import { adminOnly, requireUser, signedIn } from '../../plugins/auth.ts';
import { deleteDraft, readDraft, writeDraft } from './drafts.ts';
import { paginateColoreds } from './list.ts';
import { perUserLimit } from './per-user-limit.ts';
import { readColored, upsertColored } from './service.ts';

/** Saved colorings: save (upsert), read one's own, the admin list, and drafts kept for every device. */
export async function coloredRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const oneColored = { 200: envelope(coloredPageSchema) };

  // Image work on every save: a generous limit for autosave, but not an open tap.
  app.patch(
    '/coloreds/upsert',
    { config: perUserLimit(60), preValidation: signedIn, schema: { body: upsertColoredBody, response: oneColored } },
    async (req) => ({ data: await upsertColored(ctx, requireUser(req), req.body) }),
  );

  // The paginated payload sits under data like every other payload (the client unwraps data).
  app.get(
    '/coloreds/paginate',
    { preValidation: adminOnly, schema: { querystring: coloredsQuery, response: { 200: envelope(paginated(adminColoredPageSchema)) } } },
    async (req) => ({ data: await paginateColoreds(ctx.db, req.query) }),
  );

  app.get('/coloreds/:pageId/read', { preValidation: signedIn, schema: { params: coloredParams, response: oneColored } }, async (req) => ({
    data: await readColored(ctx.db, requireUser(req), req.params.pageId),
  }));

  app.get(
    '/coloreds/:pageId/draft',
    { preValidation: signedIn, schema: { params: coloredParams, response: { 200: envelope(coloringDraftSchema.nullable()) } } },
    async (req) => ({ data: await readDraft(ctx.db, requireUser(req), req.params.pageId) }),
  );

  // A draft a few seconds after each change: counted with the saves' generous per-user limit.
  // Multipart: the file and its fields cannot have a JSON body schema, so the fields are parsed
  // here with the contract's draftFields; params and the answer are checked by the route schema.
  app.put(
    '/coloreds/:pageId/draft',
    {
      config: perUserLimit(60),
      preValidation: signedIn,
      schema: { consumes: ['multipart/form-data'], params: coloredParams, response: { 200: envelope(coloringDraftSchema) } },
    },
    async (req) => {
      const user = requireUser(req);
      if (!req.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'A draft is sent as multipart/form-data with a file field.');
      const fields: Record<string, string> = {};
      let file: Buffer | undefined;
      for await (const part of req.parts()) {
        if (part.type === 'file') {
          const bytes = await part.toBuffer();
          if (part.fieldname === 'file' && !file) file = bytes;
        } else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      }
      const parsed = draftFields.parse(fields);
      if (!file) throw new AppError('VALIDATION', 'Attach the coloring as file.', { file: ['Attach the coloring as file.'] });
      return { data: await writeDraft(ctx, user, req.params.pageId, file, parsed) };
    },
  );

  app.delete(
    '/coloreds/:pageId/draft',
    {
      preValidation: signedIn,
      schema: { params: coloredParams, querystring: deleteDraftQuery, response: { 200: envelope(z.object({ deleted: z.boolean() })) } },
    },
    async (req) => ({ data: await deleteDraft(ctx, requireUser(req), req.params.pageId, req.query.revision) }),
  );
}
