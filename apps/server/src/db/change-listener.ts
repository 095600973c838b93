import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { CHANGES_CHANNEL, type ChangeFeed } from './change-feed.ts';

/** Statements that cannot change rows (everything else counts as a write and gets a barrier). */
const READ_ONLY = /^\s*(select|show|listen|unlisten)\b/i;

type QueryFn = (...args: unknown[]) => unknown;

/**
 * Counts the writes made through one pooled PostgreSQL connection, so the feed knows when its own
 * announcements are still on their way (ChangeFeed.isCurrent). Wraps the client's query method:
 * the callback form (pg.Pool.query) and the promise form (transactions) are both used.
 */
export function trackWrites(client: pg.PoolClient, feed: ChangeFeed): void {
  const query = client.query.bind(client) as QueryFn;
  const tracked: QueryFn = (...args) => {
    const config = args[0] as { text?: unknown; submit?: unknown } | string | undefined;
    const text = typeof config === 'string' ? config : config?.text;
    if (typeof text !== 'string' || READ_ONLY.test(text) || typeof (config as { submit?: unknown })?.submit === 'function') {
      return query(...args);
    }
    feed.writeStarted();
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
