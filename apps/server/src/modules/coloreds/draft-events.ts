// Open coloring screens hear of newer work from another device within a moment: each new draft
// revision is announced on the change feed's channel (LISTEN/NOTIFY), so with several instances
// behind a load balancer the screen connected to any of them is told, and each instance streams
// it to its screens as server-sent events on GET /coloreds/{pageId}/draft/events.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { CHANGES_CHANNEL } from '../../db/change-feed.ts';
import { coloringDrafts } from '../../db/schema.ts';
import type { UserRow } from '../../plugins/auth.ts';

/** A comment line now and then keeps proxies from closing a quiet stream. */
const KEEP_ALIVE_MS = 25_000;

/** Announces a draft's new revision to every instance; in process when the feed is not listening. */
export async function announceDraft(ctx: AppContext, userId: number, pageId: number, revision: number): Promise<void> {
  const change = { userId, pageId, revision };
  if (!ctx.feed.listening) return ctx.feed.deliverDraft(change);
  try {
    await ctx.db.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${`d:${userId}:${pageId}:${revision}`})`);
  } catch (error) {
    // The write is stored: a screen that misses the news finds it when it reconnects or comes back.
    ctx.log.warn({ err: error }, 'could not announce a draft');
    ctx.feed.deliverDraft(change);
  }
}

async function currentRevision(ctx: AppContext, userId: number, pageId: number): Promise<number> {
  const [row] = await ctx.db
    .select({ revision: coloringDrafts.revision })
    .from(coloringDrafts)
    .where(and(eq(coloringDrafts.userId, userId), eq(coloringDrafts.pageId, pageId)))
    .limit(1);
  return row?.revision ?? 0;
}

/** Each app's open streams, ended when it closes (a stream never ends by itself). */
const streams = new WeakMap<AppContext, Set<() => void>>();
const openOf = (ctx: AppContext) => streams.get(ctx) ?? streams.set(ctx, new Set()).get(ctx)!;
export const endDraftStreams = (ctx: AppContext) => [...openOf(ctx)].forEach((end) => end());

/**
 * Streams `draft` events ({"revision": N}) of the caller's draft of one page: the current
 * revision first (0 when there is none), then each new one. The page was checked by the route.
 */
export async function streamDraftEvents(ctx: AppContext, user: UserRow, pageId: number, req: FastifyRequest, reply: FastifyReply) {
  const first = await currentRevision(ctx, user.id, pageId);
  const open = openOf(ctx);
  reply.hijack();
  const res = reply.raw;
  // Headers set by hooks (CORS for the app shells) go out with the hijacked answer too.
  for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) res.setHeader(name, value);
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  let last = 0;
  const send = (revision: number) => {
    if (revision < last) return;
    last = revision;
    res.write(`event: draft\ndata: {"revision":${revision}}\n\n`);
  };
  send(first);
  const off = ctx.feed.onDraft((change) => {
    if (change.userId === user.id && change.pageId === pageId) send(change.revision);
  });
  const timer = setInterval(() => res.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
  timer.unref();
  const end = () => {
    if (!open.delete(end)) return;
    off();
    clearInterval(timer);
    res.end();
  };
  open.add(end);
  req.raw.on('close', end);
}
