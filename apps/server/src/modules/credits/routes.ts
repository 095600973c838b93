import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { creditSchema, envelope } from '@crayonbox/contract';
import { forbidden } from '../../lib/errors.ts';
import { requireUser, signedIn } from '../../plugins/auth.ts';
import { readCredit } from './service.ts';

/** The signed-in user's credit balance. Admins have no plan and no credits. */
export async function creditRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/credits/read', { preValidation: signedIn, schema: { response: { 200: envelope(creditSchema) } } }, async (req) => {
    const user = requireUser(req);
    if (user.admin) throw forbidden('Admins have no credits.');
    return { data: await readCredit(app.ctx.db, user.id) };
  });
}
