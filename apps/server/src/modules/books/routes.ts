import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addBookPageBody,
  bookExportSchema,
  bookListSchema,
  bookSchema,
  createBookBody,
  envelope,
  exportBookBody,
  idParams,
  updateBookBody,
} from '@crayonbox/contract';
import { fileResponse } from '../../lib/file-response.ts';
import { requireUser, signedIn } from '../../plugins/auth.ts';
import { perUserLimit } from '../coloreds/per-user-limit.ts';
import { exportFile, readExport, startExport } from './exports.ts';
import { addBookPage, createBook, deleteBook, listBooks, readBook, updateBook } from './service.ts';
import { BookWorker } from './worker.ts';

declare module 'fastify' {
  interface FastifyInstance {
    bookWorker: BookWorker;
  }
}

/** These calls may be sent without a body (every field has a default): no body reads as {}. */
const orEmpty = <T extends z.ZodType>(schema: T) => schema.prefault({} as z.input<T>);

/** Coloring books (CONTRACT.md "Books"): the caller's books, their pages, and PDF builds in the background. */
export async function bookRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const worker = new BookWorker(ctx);
  app.decorate('bookWorker', worker);
  app.addHook('onReady', async () => {
    if (ctx.config.bookWorker) worker.start();
  });
  app.addHook('preClose', async () => worker.stop());
  const oneBook = { 200: envelope(bookSchema) };

  app.get('/books', { preValidation: signedIn, schema: { response: { 200: envelope(bookListSchema) } } }, async (req) => ({
    data: await listBooks(ctx, requireUser(req)),
  }));

  app.post(
    '/books',
    {
      config: perUserLimit(30),
      preValidation: signedIn,
      schema: { body: orEmpty(createBookBody), response: { 201: envelope(bookSchema) } },
    },
    async (req, reply) => reply.status(201).send({ data: await createBook(ctx, requireUser(req), req.body) }),
  );

  app.get('/books/:id', { preValidation: signedIn, schema: { params: idParams, response: oneBook } }, async (req) => ({
    data: await readBook(ctx, requireUser(req), req.params.id),
  }));

  app.post(
    '/books/:id/update',
    { config: perUserLimit(120), preValidation: signedIn, schema: { params: idParams, body: orEmpty(updateBookBody), response: oneBook } },
    async (req) => ({ data: await updateBook(ctx, requireUser(req), req.params.id, req.body) }),
  );

  app.post(
    '/books/:id/pages',
    { config: perUserLimit(120), preValidation: signedIn, schema: { params: idParams, body: orEmpty(addBookPageBody), response: oneBook } },
    async (req) => ({ data: await addBookPage(ctx, requireUser(req), req.params.id, req.body) }),
  );

  app.post(
    '/books/:id/delete',
    { preValidation: signedIn, schema: { params: idParams, response: { 200: envelope(z.object({ message: z.string() })) } } },
    async (req) => {
      await deleteBook(ctx, requireUser(req), req.params.id);
      return { data: { message: 'The book was deleted.' } };
    },
  );

  app.post(
    '/books/:id/export',
    {
      config: perUserLimit(20),
      preValidation: signedIn,
      schema: { params: idParams, body: orEmpty(exportBookBody), response: { 202: envelope(bookExportSchema) } },
    },
    async (req, reply) => {
      const exp = await startExport(ctx, requireUser(req), req.params.id, req.body);
      worker.kick();
      return reply.status(202).send({ data: exp });
    },
  );

  app.get(
    '/books/:id/export',
    { preValidation: signedIn, schema: { params: idParams, response: { 200: envelope(bookExportSchema.nullable()) } } },
    async (req) => ({ data: await readExport(ctx, requireUser(req), req.params.id) }),
  );

  app.get(
    '/books/:id/export/file',
    {
      config: perUserLimit(30),
      preValidation: signedIn,
      schema: {
        params: idParams,
        response: { 200: fileResponse('The newest finished PDF of the book, as an attachment.', ['application/pdf']) },
      },
    },
    async (req, reply) => {
      const { pdf, filename } = await exportFile(ctx, requireUser(req), req.params.id);
      return reply
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .type('application/pdf')
        .send(pdf);
    },
  );
}
