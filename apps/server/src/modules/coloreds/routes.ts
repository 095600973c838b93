import type { FastifyInstance } from 'fastify';
import { coloredParams, coloredsQuery, deleteDraftQuery, draftFields, upsertColoredBody } from '@crayonbox/contract';
import { AppError } from '../../lib/errors.ts';
import { requireAdmin, requireUser } from '../../plugins/auth.ts';
import { deleteDraft, readDraft, writeDraft } from './drafts.ts';
import { paginateColoreds } from './list.ts';
import { perUserLimit } from './per-user-limit.ts';
import { readColored, upsertColored } from './service.ts';

/** Saved colorings: save (upsert), read one's own, the admin list, and drafts kept for every device. */
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

  app.get('/coloreds/:pageId/draft', async (req) => {
    const user = requireUser(req);
    return { data: await readDraft(ctx.db, user, coloredParams.parse(req.params).pageId) };
  });

  // A draft a few seconds after each change: counted with the saves' generous per-user limit.
  app.put('/coloreds/:pageId/draft', { config: perUserLimit(60) }, async (req) => {
    const user = requireUser(req);
    const { pageId } = coloredParams.parse(req.params);
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
    return { data: await writeDraft(ctx, user, pageId, file, parsed) };
  });

  app.delete('/coloreds/:pageId/draft', async (req) => {
    const user = requireUser(req);
    const { pageId } = coloredParams.parse(req.params);
    return { data: await deleteDraft(ctx, user, pageId, deleteDraftQuery.parse(req.query).revision) };
  });
}
