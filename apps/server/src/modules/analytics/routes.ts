import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { chartSeriesSchema, dashboardCountersSchema, envelope } from '@crayonbox/contract';
import { adminOnly } from '../../plugins/auth.ts';
import { charts, counters } from './service.ts';

/** The admin dashboard: counters for this week and all time, and 12 monthly chart points. */
export async function analyticsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  app.get(
    '/analytics/counters',
    { preValidation: adminOnly, schema: { response: { 200: envelope(dashboardCountersSchema) } } },
    async () => ({
      data: await counters(ctx.db),
    }),
  );

  app.get('/analytics/charts', { preValidation: adminOnly, schema: { response: { 200: envelope(chartSeriesSchema) } } }, async () => ({
    data: await charts(ctx.db),
  }));
}
