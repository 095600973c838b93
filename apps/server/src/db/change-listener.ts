import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { CHANGES_CHANNEL, type ChangeFeed } from './change-feed.ts';

/** Statements that cannot change rows. */
const READ_ONLY = /^\s*(select|show|listen|unlisten|begin|start\s+transaction|savepoint|release)\b/i;
/**
 * The tables whose changes the database announces (migration 0001_change_feed: only these have
 * triggers, and no other table cascades into them). A statement that names none of them changes
 * nothing a cache holds: a draft, an upload's record, a book's progress. It needs no barrier,
 * so it does not keep the caches waiting.
 */
const ANNOUNCED = /(?<![\w$])"?(pages|users|auth_tokens|favorites|colored_pages)"?(?![\w$])/i;
const COMMIT = /^\s*(commit|end)\b/i;
const ROLLBACK = /^\s*rollback\s*;?\s*$/i;

type QueryFn = (...args: unknown[]) => unknown;

/**
 * Whether a statement counts as a write of announced rows. `dirty` is the connection's state: an
 * announced table was written since its last commit or rollback, so the commit counts too (the
 * announcements of a transaction go out at its commit).
 */
export function announcedWrite(text: string, state: { dirty: boolean }): boolean {
  if (READ_ONLY.test(text)) return false;
  if (COMMIT.test(text)) {
    const wrote = state.dirty;
    state.dirty = false;
    return wrote;
  }
  if (ROLLBACK.test(text)) {
    state.dirty = false;
    return false;
  }
  if (!ANNOUNCED.test(text)) return false;
  state.dirty = true;
  return true;
}

/**
 * Counts the writes of announced rows made through one pooled PostgreSQL connection, so the feed
 * knows when its own announcements are still on their way (ChangeFeed.isCurrent). Wraps the
 * client's query method: the callback form (pg.Pool.query) and the promise form (transactions)
 * are both used.
 */
export function trackWrites(client: pg.PoolClient, feed: ChangeFeed): void {
  const query = client.query.bind(client) as QueryFn;
  const state = { dirty: false };
  const tracked: QueryFn = (...args) => {
    const config = args[0] as { text?: unknown; submit?: unknown } | string | undefined;
    const text = typeof config === 'string' ? config : config?.text;
    if (typeof text !== 'string' || typeof (config as { submit?: unknown })?.submit === 'function' || !announcedWrite(text, state)) {
      return query(...args);
    }
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      feed.writeFinished();
    };
    const callbackAt = args.findIndex((arg, i) => i > 0 && typeof arg === 'function');
    if (callbackAt > 0) {
      const callback = args[callbackAt] as (...result: unknown[]) => void;
      args[callbackAt] = (...result: unknown[]) => {
        finish();
        callback(...result);
      };
      return query(...args);
    }
    try {
      const result = query(...args);
      if (result instanceof Promise) result.then(finish, finish);
      else finish();
      return result;
    } catch (error) {
      finish();
      throw error;
    }
  };
  (client as unknown as { query: QueryFn }).query = tracked;
}

/**
 * LISTENs on a dedicated connection (not from the pool: it must stay open), reconnecting with a
 * growing delay when it is lost. The feed is live only while the connection listens. Returns the
 * function that stops it.
 */
export function listenOnPostgres(url: string, pool: pg.Pool, feed: ChangeFeed, applicationName?: string): () => Promise<void> {
  let stopped = false;
  let current: pg.Client | null = null;
  let delay = 250;
  feed.useBarriers((payload) => pool.query('select pg_notify($1, $2)', [CHANGES_CHANNEL, payload]));

  const connect = async () => {
    if (stopped) return;
    const client = new pg.Client({ connectionString: url, application_name: applicationName });
    let lost = false;
    const onLost = () => {
      if (lost) return;
      lost = true;
      if (current === client) {
        current = null;
        feed.setLive(false);
      }
      client.end().catch(() => {});
      if (!stopped) setTimeout(() => void connect(), delay).unref();
      delay = Math.min(delay * 2, 10_000);
    };
    client.on('notification', (message) => {
      if (message.channel === CHANGES_CHANNEL && message.payload) feed.receive(message.payload);
    });
    client.on('error', onLost);
    client.on('end', onLost);
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANGES_CHANNEL}`);
      if (stopped || lost) return void client.end().catch(() => {});
      current = client;
      delay = 250;
      feed.setLive(true);
    } catch {
      onLost();
    }
  };
  void connect();

  return async () => {
    stopped = true;
    const client = current;
    current = null;
    feed.setLive(false);
    await client?.end().catch(() => {});
  };
}

/** PGlite runs in this process and delivers each announcement before its statement resolves. */
export async function listenOnPglite(client: PGlite, feed: ChangeFeed): Promise<void> {
  await client.listen(CHANGES_CHANNEL, (payload) => feed.receive(payload));
  feed.setLive(true);
}
