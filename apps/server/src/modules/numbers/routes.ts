import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, idParams, numbersPlanSchema, numbersPrintQuery, numbersQuery } from '@crayonbox/contract';
import { fileResponse } from '../../lib/file-response.ts';
import { requireUser, signedIn } from '../../plugins/auth.ts';
import { perUserLimit } from '../coloreds/per-user-limit.ts';
import { assertCanPrint, printablePage } from '../print/service.ts';
import { appName } from '../settings/service.ts';
import { readNumbersPlan } from './service.ts';

/** Color by number: the numbered version of a page, and its printed sheet (paid, as print is). */
export async function numbersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  app.get(
    '/pages/:id/numbers',
    {
      config: perUserLimit(60),
      preValidation: signedIn,
      schema: { params: idParams, querystring: numbersQuery, response: { 200: envelope(numbersPlanSchema) } },
    },
    async (req) => ({ data: await readNumbersPlan(ctx, requireUser(req), req.params.id, req.query.style) }),
  );

  const sheet = fileResponse('The color-by-number sheet as a PDF, or with format=png the line art alone.', [
    'application/pdf',
    'image/png',
  ]);
  app.get(
    '/pages/:id/numbers/print',
    {
      config: perUserLimit(30),
      preValidation: signedIn,
      schema: { params: idParams, querystring: numbersPrintQuery, response: { 200: sheet } },
    },
    async (req, reply) => {
      const user = requireUser(req);
      const { id } = req.params;
      const { style, size, format } = req.query;
      await assertCanPrint(ctx, user);
      if (format === 'png') {
        // The browser's print view draws the numbers and the key over the line art itself.
        const { illustration } = await printablePage(ctx, user, id);
        const png = await ctx.pictures.run('printPicture', illustration, null);
        return reply.header('cache-control', 'private, no-store').type('image/png').send(png);
      }
      const plan = await readNumbersPlan(ctx, user, id, style);
      const { page, illustration } = await printablePage(ctx, user, id);
      const pdf = await ctx.pictures.run('numbersSheet', illustration, plan, {
        title: page.title || 'Coloring page',
        size,
        creator: await appName(ctx.db),
      });
      return reply
        .header('content-disposition', `inline; filename="color-by-number-${id}.pdf"`)
        .header('cache-control', 'private, no-store')
        .type('application/pdf')
        .send(Buffer.from(pdf));
    },
  );
}
