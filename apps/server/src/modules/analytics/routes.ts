import type { FastifyInstance } from 'fastify';
import { requireAdmin } from '../../plugins/auth.ts';
import { charts, counters } from './service.ts';

/** The admin dashboard: counters for this week and all time, and 12 monthly chart points. */
export async function analyticsRoutes(app: FastifyInstance) {
  const { ctx } = app;

  app.get('/analytics/counters', async (req) => {
    requireAdmin(req);
    return { data: await counters(ctx.db) };
  });

  app.get('/analytics/charts', async (req) => {
    requireAdmin(req);
    return { data: await charts(ctx.db) };
  });
}
