import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { appStatusSchema, envelope } from '@crayonbox/contract';
import { adminOnly } from '../../plugins/auth.ts';
import { appStatus } from './service.ts';

/** App-wide admin information. */
export async function appRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/app/status', { preValidation: adminOnly, schema: { response: { 200: envelope(appStatusSchema) } } }, async () => ({
    data: await appStatus(app.ctx),
  }));
}
