import type { FastifyInstance } from 'fastify';
import { requireAdmin } from '../../plugins/auth.ts';
import { appStatus } from './service.ts';

/** App-wide admin information. */
export async function appRoutes(app: FastifyInstance) {
  app.get('/app/status', async (req) => {
    requireAdmin(req);
    return { data: await appStatus(app.ctx) };
  });
}
