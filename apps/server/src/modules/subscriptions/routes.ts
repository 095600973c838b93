import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, paginated, paginationQuery, subscriptionListItemSchema } from '@crayonbox/contract';
import { adminOnly } from '../../plugins/auth.ts';
import { paginateSubscriptions } from './service.ts';

/** Admin list of subscriptions; the paginated payload sits under data (the web client unwraps data). */
export async function subscriptionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/subscriptions/paginate',
    {
      preValidation: adminOnly,
      schema: { querystring: paginationQuery, response: { 200: envelope(paginated(subscriptionListItemSchema)) } },
    },
    async (req) => ({ data: await paginateSubscriptions(app.ctx.db, req.query) }),
  );
}
