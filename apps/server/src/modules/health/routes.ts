import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';

/** Liveness and database reachability, for load balancers and the install check. */
export async function healthRoutes(app: FastifyInstance) {
  app.get('/health', async (_req, reply) => {
    try {
      await app.ctx.db.execute(sql`select 1`);
      return { status: 'ok', db: 'ok' };
    } catch {
      return reply.status(503).send({ status: 'degraded', db: 'unreachable', message: 'The database is not reachable.', code: 'INTERNAL' });
    }
  });
}
