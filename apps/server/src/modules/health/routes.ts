import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sql } from 'drizzle-orm';
import type { Storage } from '../../providers/storage/storage.ts';

/** Not enveloped: load balancers read these fields directly. */
const healthy = z.object({ status: z.literal('ok'), db: z.literal('ok'), storage: z.literal('ok') });
const degraded = z.object({
  status: z.literal('degraded'),
  db: z.enum(['ok', 'unreachable']),
  storage: z.enum(['ok', 'unwritable']),
  message: z.string(),
  code: z.enum(['INTERNAL', 'STORAGE_UNAVAILABLE']),
});

/**
 * A storage probe is a real write (an S3 PUT costs money), so its answer is kept this long:
 * a balancer polling every second still sees a full disk within five.
 */
const STORAGE_CHECK_MS = 5000;

function storageProbe(storage: Storage) {
  let last: { at: number; ok: Promise<boolean> } | null = null;
  return () => {
    if (!last || performance.now() - last.at > STORAGE_CHECK_MS) {
      last = {
        at: performance.now(),
        ok: storage.check().then(
          () => true,
          () => false,
        ),
      };
    }
    return last.ok;
  };
}

/**
 * Liveness, database reachability and whether files can be stored, for load balancers and the
 * install check: an instance whose disk is full or read-only answers 503, so the balancer sends
 * work to one that can keep it.
 */
export async function healthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const storageWritable = storageProbe(app.ctx.storage);
  app.get('/health', { schema: { security: [], response: { 200: healthy, 503: degraded } } }, async (_req, reply) => {
    const [dbOk, storageOk] = await Promise.all([
      app.ctx.db.execute(sql`select 1`).then(
        () => true,
        () => false,
      ),
      storageWritable(),
    ]);
    if (dbOk && storageOk) return { status: 'ok' as const, db: 'ok' as const, storage: 'ok' as const };
    return reply.status(503).send({
      status: 'degraded',
      db: dbOk ? 'ok' : 'unreachable',
      storage: storageOk ? 'ok' : 'unwritable',
      ...(dbOk
        ? { message: 'Files cannot be stored on this server.', code: 'STORAGE_UNAVAILABLE' as const }
        : { message: 'The database is not reachable.', code: 'INTERNAL' as const }),
    });
  });
}
