import type { FastifyInstance } from 'fastify';
import { paginationQuery } from '@crayonbox/contract';
import { requireAdmin } from '../../plugins/auth.ts';
import { paginateSubscriptions } from './service.ts';

/** Admin list of subscriptions; the paginated payload sits under data (the web client unwraps data). */
export async function subscriptionRoutes(app: FastifyInstance) {
  app.get('/subscriptions/paginate', async (req) => {
    requireAdmin(req);
    return { data: await paginateSubscriptions(app.ctx.db, paginationQuery.parse(req.query)) };
  });
}
