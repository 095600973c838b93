import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams, printQuery } from '@crayonbox/contract';
import { fileResponse } from '../../lib/file-response.ts';
import { requireUser, signedIn } from '../../plugins/auth.ts';
import { perUserLimit } from '../coloreds/per-user-limit.ts';
import { printPage, printPicture } from './service.ts';

/** GET /pages/{id}/print?size=a4|letter&format=pdf|png: a print-ready PDF, or the picture for the browser's print view (paid plans and admins). */
export async function printRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const schema = {
    params: idParams,
    querystring: printQuery,
    response: { 200: fileResponse('The print-ready PDF, or with format=png the picture alone.', ['application/pdf', 'image/png']) },
  };

  app.get('/pages/:id/print', { config: perUserLimit(30), preValidation: signedIn, schema }, async (req, reply) => {
    const user = requireUser(req);
    const { id } = req.params;
    const { size, format } = req.query;
    if (format === 'png') {
      const { png } = await printPicture(ctx, user, id);
      return reply.header('cache-control', 'private, no-store').type('image/png').send(png);
    }
    const pdf = await printPage(ctx, user, id, size);
    return (
      reply
        .header('content-disposition', `inline; filename="coloring-page-${id}.pdf"`)
        // The PDF may show the caller's own coloring: never kept by shared caches or the browser.
        .header('cache-control', 'private, no-store')
        .type('application/pdf')
        .send(Buffer.from(pdf))
    );
  });
}
