import type { FastifyInstance } from 'fastify';
import { idParams, printQuery } from '@crayonbox/contract';
import { requireUser } from '../../plugins/auth.ts';
import { perUserLimit } from '../coloreds/per-user-limit.ts';
import { printPage, printPicture } from './service.ts';

/** GET /pages/{id}/print?size=a4|letter&format=pdf|png: a print-ready PDF, or the picture for the browser's print view (paid plans and admins). */
export async function printRoutes(app: FastifyInstance) {
  const { ctx } = app;

  app.get('/pages/:id/print', { config: perUserLimit(30) }, async (req, reply) => {
    const user = requireUser(req);
    const { id } = idParams.parse(req.params);
    const { size, format } = printQuery.parse(req.query);
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
