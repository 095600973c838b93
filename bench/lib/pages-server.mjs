// Child process of bench/pages.mjs (run with `node --import tsx`): builds a fresh database
// (a new PostgreSQL database, or PGlite in a temporary folder), fills it with bench/dataset.mjs,
// starts the real app on a random port and reports { port, token, ... } to the parent over IPC.
// It cleans up (drops the database, removes the folder) when the parent disconnects.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { migrate } from '../../apps/server/src/db/migrate.ts';
import { seed } from '../../apps/server/src/db/seed.ts';
import { ACTIVITY_WEIGHT, eventTerm, TRENDING_EPOCH_MS, TRENDING_TAU_SECONDS } from '../../apps/server/src/modules/pages/trending.ts';
import { datasetStatements, SIZES } from '../dataset.mjs';
import { adminQuery, BENCH_PG_URL } from './pg-admin.mjs';

const kind = process.env.BENCH_DB === 'pglite' ? 'pglite' : 'postgres';
const baseUrl = BENCH_PG_URL;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crayonbox-bench-'));
const dbName = `crayonbox_bench_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;

let database;
let app;
let cleaning = false;
async function cleanup() {
  if (cleaning) return;
  cleaning = true;
  try {
    await app?.close();
    await database?.close();
    if (kind === 'postgres') await adminQuery(`drop database if exists ${dbName} with (force)`);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  }
}
process.on('disconnect', cleanup);
process.on('SIGTERM', cleanup);

let url;
if (kind === 'postgres') {
  await adminQuery(`create database ${dbName}`);
  const u = new URL(baseUrl);
  u.pathname = `/${dbName}`;
  url = u.toString();
}
database = await openDatabase(kind === 'postgres' ? { url } : { pgliteDir: path.join(dataDir, 'db') });
// Idle pool clients can see a FATAL when the database is dropped at the end; nothing to do then.
database.db.$client?.on?.('error', () => {});
await migrate(database);
await seed(database.db);

const trending = {
  epochMs: TRENDING_EPOCH_MS,
  tauSeconds: TRENDING_TAU_SECONDS,
  favoriteWeight: ACTIVITY_WEIGHT.favorite,
  coloredWeight: ACTIVITY_WEIGHT.colored,
};
const started = performance.now();
for (const statement of datasetStatements(trending, SIZES)) await database.db.execute(sql.raw(statement));
const generateMs = Math.round(performance.now() - started);
// Flush the freshly written data now, so a checkpoint does not land in the middle of a measurement.
if (kind === 'postgres') await database.db.execute(sql`checkpoint`);

// The generated scores must be what recordPageActivity keeps: check one busy page in JS.
const rowsOf = (result) => result.rows;
const [busy] = rowsOf(
  await database.db.execute(sql`select id, trending_score, favorited_count, colored_count from pages order by popularity desc limit 1`),
);
const events = rowsOf(
  await database.db.execute(
    sql`select created_at, 1 as w from favorites where page_id = ${busy.id} union all select created_at, 2 from colored_pages where page_id = ${busy.id}`,
  ),
);
const terms = events.map((e) => eventTerm(new Date(e.created_at), Number(e.w) === 2 ? ACTIVITY_WEIGHT.colored : ACTIVITY_WEIGHT.favorite));
const top = Math.max(...terms);
const expected = top + Math.log(terms.reduce((sum, x) => sum + Math.exp(x - top), 0));
if (Math.abs(expected - busy.trending_score) > 1e-6 || events.length !== busy.favorited_count + busy.colored_count) {
  throw new Error(`dataset trending score ${busy.trending_score} != ${expected} (${events.length} events)`);
}

// A regular user with favorites and colorings of their own, signed in with a fresh token.
const token = randomBytes(32).toString('base64url');
const tokenHash = createHash('sha256').update(token).digest('hex');
await database.db.execute(sql`insert into auth_tokens (user_id, token_hash) values (1, ${tokenHash})`);

const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, LOG_LEVEL: 'silent', PORT: '0', APP_URL: 'http://127.0.0.1' });
app = await buildApp(config, { database });
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address();
const version = await database.db.execute(sql`select version() as v`);

/** CPU seconds (user + system) of one process from /proc, or 0 when it is gone. */
function procCpuSeconds(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (CLK_TCK 100)
  } catch {
    return 0;
  }
}

/**
 * CPU used so far by this server: the Node process (which includes PGlite) plus, on PostgreSQL,
 * the backends connected to the bench database. Less sensitive to other load on the machine than
 * throughput; approximate (a backend that exits between two readings loses its last slice).
 */
async function cpuSnapshot() {
  const usage = process.cpuUsage();
  const node = (usage.user + usage.system) / 1e6;
  if (kind !== 'postgres') return { node, pg: {} };
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query('select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
    return { node, pg: Object.fromEntries(rows.map((r) => [r.pid, procCpuSeconds(r.pid)])) };
  } finally {
    await client.end();
  }
}
process.on('message', (msg) => {
  if (msg?.type === 'cpu') cpuSnapshot().then((cpu) => process.send({ type: 'cpu', id: msg.id, cpu }));
  // The plain database path: while the change feed counts as down, no list answers from a cache.
  if (msg?.type === 'feed') {
    database.feed.setLive(msg.live);
    process.send({ type: 'feed', id: msg.id });
  }
});

process.send({ ready: true, port, token, generateMs, kind, url, version: version.rows[0].v.split(' ').slice(0, 2).join(' ') });
