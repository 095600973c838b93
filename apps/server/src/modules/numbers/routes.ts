import type { FastifyInstance } from 'fastify';
import { idParams, numbersPrintQuery, numbersQuery } from '@crayonbox/contract';
import { requireUser } from '../../plugins/auth.ts';
import { perUserLimit } from '../coloreds/per-user-limit.ts';
import { assertCanPrint, printablePage } from '../print/service.ts';
import { appName } from '../settings/service.ts';
import { readNumbersPlan } from './service.ts';
import { makeNumbersSheet } from './sheet-pdf.ts';

/** Color by number: the numbered version of a page, and its printed sheet (paid, as print is). */
export async function numbersRoutes(app: FastifyInstance) {
  const { ctx } = app;

  app.get('/pages/:id/numbers', { config: perUserLimit(60) }, async (req) => {
    const user = requireUser(req);
    const { id } = idParams.parse(req.params);
    const { style } = numbersQuery.parse(req.query);
    return { data: await readNumbersPlan(ctx, user, id, style) };
  });

  app.get('/pages/:id/numbers/print', { config: perUserLimit(30) }, async (req, reply) => {
    const user = requireUser(req);
    const { id } = idParams.parse(req.params);
    const { style, size, format } = numbersPrintQuery.parse(req.query);
    await assertCanPrint(ctx, user);
    if (format === 'png') {
      // The browser's print view draws the numbers and the key over the line art itself.
      const { lineArt } = await printablePage(ctx, user, id);
      return reply.header('cache-control', 'private, no-store').type('image/png').send(lineArt);
    }
    const plan = await readNumbersPlan(ctx, user, id, style);
    const { page, lineArt } = await printablePage(ctx, user, id);
    const pdf = await makeNumbersSheet({ png: lineArt, plan, title: page.title || 'Coloring page', size, creator: await appName(ctx.db) });
    return reply
      .header('content-disposition', `inline; filename="color-by-number-${id}.pdf"`)
      .header('cache-control', 'private, no-store')
      .type('application/pdf')
      .send(Buffer.from(pdf));
  });
}
