import type { FastifyInstance } from 'fastify';
import { forbidden } from '../../lib/errors.ts';
import { requireUser } from '../../plugins/auth.ts';
import { readCredit } from './service.ts';

/** The signed-in user's credit balance. Admins have no plan and no credits. */
export async function creditRoutes(app: FastifyInstance) {
  app.get('/credits/read', async (req) => {
    const user = requireUser(req);
    if (user.admin) throw forbidden('Admins have no credits.');
    return { data: await readCredit(app.ctx.db, user.id) };
  });
}
