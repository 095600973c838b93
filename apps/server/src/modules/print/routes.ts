import type { FastifyInstance } from 'fastify';
import { idParams, printQuery } from '@crayonbox/contract';
import { requireUser } from '../../plugins/auth.ts';
import { perUserLimit } from '../coloreds/per-user-limit.ts';
import { printPage } from './service.ts';

/** GET /pages/{id}/print?size=a4|letter: a print-ready PDF (paid plans and admins). */
export async function printRoutes(app: FastifyInstance) {
  const { ctx } = app;

  app.get('/pages/:id/print', { config: perUserLimit(30) }, async (req, reply) => {
    const user = requireUser(req);
    const { id } = idParams.parse(req.params);
    const { size } = printQuery.parse(req.query);
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
