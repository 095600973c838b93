import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sql } from 'drizzle-orm';

/** Not enveloped: load balancers read these fields directly. */
const healthy = z.object({ status: z.literal('ok'), db: z.literal('ok') });
const degraded = z.object({
  status: z.literal('degraded'),
  db: z.literal('unreachable'),
  message: z.string(),
  code: z.literal('INTERNAL'),
});

/** Liveness and database reachability, for load balancers and the install check. */
export async function healthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/health', { schema: { security: [], response: { 200: healthy, 503: degraded } } }, async (_req, reply) => {
    try {
      await app.ctx.db.execute(sql`select 1`);
      return { status: 'ok' as const, db: 'ok' as const };
    } catch {
      return reply.status(503).send({ status: 'degraded', db: 'unreachable', message: 'The database is not reachable.', code: 'INTERNAL' });
    }
  });
}
