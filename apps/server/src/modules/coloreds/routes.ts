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
  DRAFT_TILE_COUNT,
  draftFields,
  envelope,
  paginated,
  upsertColoredBody,
} from '@crayonbox/contract';
import { AppError } from '../../lib/errors.ts';
import { fileResponse } from '../../lib/file-response.ts';
import { adminOnly, requireUser, signedIn } from '../../plugins/auth.ts';
import { endDraftStreams, streamDraftEvents } from './draft-events.ts';
import { deleteDraft, readDraft, writeDraft } from './drafts.ts';
import type { DraftBody } from './layer-pictures.ts';
import { paginateColoreds } from './list.ts';
import { perUserLimit } from './per-user-limit.ts';
import { colorablePage, readColored, upsertColored } from './service.ts';

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

  // The changed tiles a moment after each change (docs/decisions/027-one-home-for-coloring-work.md):
  // a child filling one area after another sends several a second, so four a second per user.
  // Multipart: the file and its fields cannot have a JSON body schema, so the fields are parsed
  // here with the contract's draftFields; params and the answer are checked by the route schema.
  app.put(
    '/coloreds/:pageId/draft',
    {
      config: perUserLimit(240),
      preValidation: signedIn,
      schema: { consumes: ['multipart/form-data'], params: coloredParams, response: { 200: envelope(coloringDraftSchema) } },
    },
    async (req) => {
      const user = requireUser(req);
      if (!req.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'A draft is sent as multipart/form-data with a file field.');
      const fields: Record<string, string> = {};
      let file: Buffer | undefined;
      let strip: Buffer | undefined;
      const tiles: Buffer[] = [];
      // Up to every tile of the layer in one request (the app's default is one file per upload).
      for await (const part of req.parts({ limits: { files: DRAFT_TILE_COUNT, parts: DRAFT_TILE_COUNT + 8 } })) {
        if (part.type === 'file') {
          const bytes = await part.toBuffer();
          if (part.fieldname === 'file' && !file) file = bytes;
          else if (part.fieldname === 'strip' && !strip) strip = bytes;
          else if (part.fieldname === 'tile') tiles.push(bytes);
        } else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      }
      const parsed = draftFields.parse(fields);
      let body: DraftBody;
      if (parsed.tiles) body = strip ? { strip } : { tiles };
      else if (file) body = { file };
      else
        throw new AppError('VALIDATION', 'Attach the coloring as file, or tiles with a tile file each.', {
          file: ['Attach the coloring as file.'],
        });
      return { data: await writeDraft(ctx, user, req.params.pageId, body, parsed) };
    },
  );

  // Server-sent events: an open screen hears of newer work from another device at once.
  app.addHook('preClose', async () => endDraftStreams(ctx));
  app.get(
    '/coloreds/:pageId/draft/events',
    {
      preValidation: signedIn,
      schema: {
        params: coloredParams,
        produces: ['text/event-stream'],
        response: {
          200: fileResponse('Server-sent events: a "draft" event whenever another device writes this page\'s draft.', [
            'text/event-stream',
          ]),
        },
      },
    },
    async (req, reply) => {
      const user = requireUser(req);
      await colorablePage(ctx.db, req.params.pageId);
      await streamDraftEvents(ctx, user, req.params.pageId, req, reply);
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
