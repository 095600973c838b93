import type { FastifyInstance } from 'fastify';
import { addBookPageBody, createBookBody, exportBookBody, idParams, updateBookBody } from '@crayonbox/contract';
import { requireUser } from '../../plugins/auth.ts';
import { perUserLimit } from '../coloreds/per-user-limit.ts';
import { exportFile, readExport, startExport } from './exports.ts';
import { addBookPage, createBook, deleteBook, listBooks, readBook, updateBook } from './service.ts';
import { BookWorker } from './worker.ts';

declare module 'fastify' {
  interface FastifyInstance {
    bookWorker: BookWorker;
  }
}

/** Coloring books (CONTRACT.md "Books"): the caller's books, their pages, and PDF builds in the background. */
export async function bookRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const worker = new BookWorker(ctx);
  app.decorate('bookWorker', worker);
  app.addHook('onReady', async () => worker.start());
  app.addHook('preClose', async () => worker.stop());

  app.get('/books', async (req) => ({ data: await listBooks(ctx, requireUser(req)) }));

  app.post('/books', { config: perUserLimit(30) }, async (req, reply) => {
    const user = requireUser(req);
    const body = createBookBody.parse(req.body ?? {});
    return reply.status(201).send({ data: await createBook(ctx, user, body) });
  });

  app.get('/books/:id', async (req) => {
    const { id } = idParams.parse(req.params);
    return { data: await readBook(ctx, requireUser(req), id) };
  });

  app.post('/books/:id/update', { config: perUserLimit(120) }, async (req) => {
    const user = requireUser(req);
    const { id } = idParams.parse(req.params);
    return { data: await updateBook(ctx, user, id, updateBookBody.parse(req.body ?? {})) };
  });

  app.post('/books/:id/pages', { config: perUserLimit(120) }, async (req) => {
    const user = requireUser(req);
    const { id } = idParams.parse(req.params);
    return { data: await addBookPage(ctx, user, id, addBookPageBody.parse(req.body ?? {})) };
  });

  app.post('/books/:id/delete', async (req) => {
    const user = requireUser(req);
    const { id } = idParams.parse(req.params);
    await deleteBook(ctx, user, id);
    return { data: { message: 'The book was deleted.' } };
  });

  app.post('/books/:id/export', { config: perUserLimit(20) }, async (req, reply) => {
    const user = requireUser(req);
    const { id } = idParams.parse(req.params);
    const exp = await startExport(ctx, user, id, exportBookBody.parse(req.body ?? {}));
    worker.kick();
    return reply.status(202).send({ data: exp });
  });

  app.get('/books/:id/export', async (req) => {
    const { id } = idParams.parse(req.params);
    return { data: await readExport(ctx, requireUser(req), id) };
  });

  app.get('/books/:id/export/file', { config: perUserLimit(30) }, async (req, reply) => {
    const { id } = idParams.parse(req.params);
    const { pdf, filename } = await exportFile(ctx, requireUser(req), id);
    return reply
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'private, no-store')
      .type('application/pdf')
      .send(pdf);
  });
}
