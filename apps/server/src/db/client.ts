import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { ChangeFeed } from './change-feed.ts';
import { listenOnPglite, listenOnPostgres, trackWrites } from './change-listener.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** The one database type the services see, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Announcements of committed changes, for the in-process caches (db/change-feed.ts). */
  feed: ChangeFeed;
  /**
   * Starts listening to the change feed. Call it after the migrations: until the database has
   * the feed's triggers, the feed stays off and the caches are bypassed.
   */
  startFeed(): Promise<void>;
  close(): Promise<void>;
  /**
   * This server process as the database sees it: on PostgreSQL the application_name of its
   * connections, so other servers can tell it is gone (its connections close when it dies).
   */
  instanceId: string;
  /** Runs `work` while no other server runs work under the same lock (migrations at start). */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  /** Whether the server with this instanceId still runs (book builds are retaken from dead ones). */
  isInstanceAlive(id: string): Promise<boolean>;
  /** PGlite only: the whole database as a data folder dump (see DatabaseOptions.pgliteData). */
  dump?(): Promise<Blob | File>;
}

/**
 * Instances opened in this process on PGlite: the embedded database belongs to one process, so a
 * build marked with any other instance was left by a process that is gone.
 */
const pgliteInstances = new Set<string>();

export interface DatabaseOptions {
  /** postgres:// url; when absent the embedded PGlite database is used. */
  url?: string;
  /** PGlite data folder; "memory://" keeps everything in memory (tests). */
  pgliteDir?: string;
  /**
   * A PGlite data folder dump (PGlite's dumpDataDir) to start from instead of an empty database.
   * Tests start each app from one migrated copy: initdb costs about 2 s, loading a dump 0.4 s.
   */
  pgliteData?: Blob;
}

/** Opens PostgreSQL when a url is given, else the embedded PGlite database. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const instanceId = newInstanceId();
    const pool = new pg.Pool({ connectionString: options.url, max: 20, application_name: instanceId });
    // An idle client can fail (e.g. PostgreSQL restarts); the pool replaces it. Without a
    // listener that error would crash the process.
    pool.on('error', (err) => console.warn(`PostgreSQL pool: idle client error: ${err.message}`));
    const feed = new ChangeFeed();
    pool.on('connect', (client) => trackWrites(client, feed));
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    let stopFeed = async () => {};
    let closed = false;
    return {
      db,
      kind: 'postgres',
      feed,
      startFeed: once(async () => {
        const ready = await hasFeedTriggers(db);
        if (ready && !closed) stopFeed = listenOnPostgres(options.url!, pool, feed, instanceId);
      }),
      instanceId,
      exclusive: async (work) => {
        // A session lock on a connection of its own: pooled queries may run on any connection.
        const client = new pg.Client({ connectionString: options.url, application_name: instanceId });
        await client.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [EXCLUSIVE_LOCK]);
          return await work();
        } finally {
          await client.end().catch(() => {});
        }
      },
      // The listening connection stays open while the server runs, so a live server always has one.
      isInstanceAlive: async (id) => {
        const { rows } = await pool.query('select 1 from pg_stat_activity where application_name = $1 limit 1', [id]);
        return rows.length > 0;
      },
      close: async () => {
        closed = true;
        await stopFeed();
        await pool.end();
      },
    };
  }
  const dir = options.pgliteDir ?? 'memory://';
  if (!dir.startsWith('memory://')) fs.mkdirSync(path.dirname(dir), { recursive: true });
  // pg_trgm and fuzzystrmatch: mistyped search words (migration 0005).
  const client = await PGlite.create(dir, { extensions: { pg_trgm, fuzzystrmatch }, loadDataDir: options.pgliteData });
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  const feed = new ChangeFeed();
  const instanceId = newInstanceId();
  pgliteInstances.add(instanceId);
  return {
    db,
    kind: 'pglite',
    feed,
    startFeed: once(async () => {
      if (await hasFeedTriggers(db)) await listenOnPglite(client, feed);
    }),
    close: () => {
      pgliteInstances.delete(instanceId);
      return client.close();
    },
    dump: () => client.dumpDataDir('none'),
    instanceId,
    // One process owns the embedded database: nothing else can run at the same time.
    exclusive: (work) => work(),
    isInstanceAlive: async (id) => pgliteInstances.has(id),
  };
}

/** The advisory lock servers starting together take around migrations and seeding (any fixed number). */
const EXCLUSIVE_LOCK = 724_531_001;

const newInstanceId = () => `crayonbox-${randomBytes(6).toString('hex')}`;

/** The first call runs `start`; later calls share its promise (several apps on one database). */
function once(start: () => Promise<void>): () => Promise<void> {
  let started: Promise<void> | null = null;
  return () => (started ??= start());
}

/** Whether migration 0001_change_feed has run (its trigger function exists). */
async function hasFeedTriggers(db: Db): Promise<boolean> {
  const result = await db.execute(sql`select exists (select 1 from pg_proc where proname = 'crayonbox_announce_changes') as ok`);
  const rows = (Array.isArray(result) ? result : (result as { rows: { ok: boolean }[] }).rows) as { ok: boolean }[];
  return rows[0]?.ok === true;
}
