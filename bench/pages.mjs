#!/usr/bin/env node
// Load benchmark of GET /api/pages/paginate (run: `node bench/pages.mjs`).
//
// For PostgreSQL (a fresh database on BENCH_PG_URL, default postgres://postgres@127.0.0.1:5432)
// and for PGlite it starts the real app in a child process on a random port, fills the database
// with bench/dataset.mjs (100,000 pages, 10,000 users, 300,000 favorites, 200,000 colored pages)
// and measures every sort, with no filter, a search, a mistyped search ("dragn": the typo path)
// and a category, on page 1 and page 2000 (24 per page, so
// 48,000 rows deep), at 50 connections, with autocannon. A bare Fastify JSON route is measured in
// the same run as the yardstick. Prints a table, writes bench/results/pages.json, and on
// PostgreSQL checks the budget: p99 <= 50 ms for every case, page 2000 no slower than twice
// page 1 (mean latency), throughput >= 15% of the bare route. Exits 1 when the budget is missed.
// On PostgreSQL it also reads a list while another instance writes (benchWhileWriting): not
// budgeted, but the list must come back to exactly the database's answer once the writes stop.
// And it measures the plain database path (the change feed switched off, so nothing is answered
// from a cache) for every sort without and with the search, pages 1 and 2000: reported against
// the same budget, never failing the run (docs/decisions/008-page-lists.md says why the cache stays).
//
// Environment: BENCH_DURATION (seconds per case, default 4), BENCH_CONNECTIONS (50),
// BENCH_DBS (postgres,pglite), BENCH_PG_URL.
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, URLSearchParams } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const here = path.dirname(fileURLToPath(import.meta.url));
const DURATION = Number(process.env.BENCH_DURATION ?? 4);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const WARMUP = 1;
const DBS = (process.env.BENCH_DBS ?? 'postgres,pglite')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);
const SORTS = ['trending', 'popularity', 'latest', 'oldest', 'mostFavorited', 'mostColored'];
const SEARCH = 'dragon';
/** The list filters measured with every sort: `label` names the case in the table (search column). */
const FILTERS = [
  { label: '', params: {} },
  { label: SEARCH, params: { search: SEARCH } },
  { label: 'dragn', params: { search: 'dragn' } },
  { label: 'category=animals', params: { category: 'animals' } },
];
const PER_PAGE = 24;
const DEEP_PAGE = 2000;
const BUDGET = { p99Ms: 50, deepVsFirst: 2, minShareOfBare: 0.15 };

/** Starts a child server and resolves with its ready message. */
function start(script, env = {}, useTsx = false) {
  return new Promise((resolve, reject) => {
    const child = fork(path.join(here, 'lib', script), [], {
      env: { ...process.env, ...env },
      execArgv: useTsx ? ['--import', 'tsx'] : [],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child.once('message', (msg) => resolve({ child, ...msg }));
    child.once('exit', (code) => reject(new Error(`${script} exited with code ${code} before it was ready`)));
  });
}

function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.disconnect();
    setTimeout(() => child.kill('SIGKILL'), 30_000).unref();
  });
}

const run = (opts) =>
  new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, ...opts }, (err, result) => (err ? reject(err) : resolve(result)));
  });

let cpuRequests = 0;
/** Asks a child server for its CPU counters (see bench/lib/pages-server.mjs). */
function cpuOf(child) {
  const id = ++cpuRequests;
  return new Promise((resolve) => {
    const onMessage = (msg) => {
      if (msg?.type !== 'cpu' || msg.id !== id) return;
      child.off('message', onMessage);
      resolve(msg.cpu);
    };
    child.on('message', onMessage);
    child.send({ type: 'cpu', id });
  });
}

/** CPU seconds between two snapshots: the Node process plus the database backends. */
function cpuSpent(before, after) {
  let pgSeconds = 0;
  for (const [pid, seconds] of Object.entries(after.pg)) pgSeconds += seconds - (before.pg[pid] ?? 0);
  return { node: after.node - before.node, pg: pgSeconds };
}

/** Warm-up, then the measured run; returns the figures of one case. */
async function measure(url, headers, child) {
  await run({ url, headers, duration: WARMUP });
  const before = await cpuOf(child);
  const r = await run({ url, headers, duration: DURATION });
  const spent = cpuSpent(before, await cpuOf(child));
  const requests = r.requests.total;
  return {
    rps: Math.round(r.requests.average),
    avgMs: Number(r.latency.average.toFixed(2)),
    p50Ms: r.latency.p50,
    p97_5Ms: r.latency.p97_5,
    p99Ms: r.latency.p99,
    maxMs: r.latency.max,
    requests,
    errors: r.errors + r.timeouts + r.non2xx,
    // Server CPU per request (Node + database), in ms: what the case costs, whatever else runs.
    cpuMsPerReq: Number((((spent.node + spent.pg) * 1000) / Math.max(requests, 1)).toFixed(3)),
    nodeCpuMsPerReq: Number(((spent.node * 1000) / Math.max(requests, 1)).toFixed(3)),
  };
}

/** One request, checked, so a broken endpoint never gets benchmarked as a fast 4xx. */
async function probe(url, headers, expectItems) {
  const res = await fetch(url, { headers });
  const body = await res.json();
  if (res.status !== 200) throw new Error(`${url}: ${res.status} ${JSON.stringify(body)}`);
  const list = body.data;
  if (expectItems !== null && list.data.length !== expectItems)
    throw new Error(`${url}: ${list.data.length} items, expected ${expectItems}`);
  return list;
}

async function probeHealth(url, headers) {
  const res = await fetch(url, { headers });
  if (res.status !== 200) throw new Error(`${url}: ${res.status} ${await res.text()}`);
}

/** Switches a child server's change feed (see bench/lib/pages-server.mjs) and waits for it. */
function setFeed(child, live) {
  const id = ++cpuRequests;
  return new Promise((resolve) => {
    const onMessage = (msg) => {
      if (msg?.type !== 'feed' || msg.id !== id) return;
      child.off('message', onMessage);
      resolve();
    };
    child.on('message', onMessage);
    child.send({ type: 'feed', id, live });
  });
}

/** The lists read straight from the database on every request (feed off: no ranking, no memory). */
async function benchPlainPath(server, headers, base) {
  const rows = [];
  await setFeed(server.child, false);
  try {
    for (const sort of SORTS) {
      for (const { label: search, params } of FILTERS.slice(0, 2)) {
        for (const page of [1, DEEP_PAGE]) {
          const query = new URLSearchParams({ sort, page: String(page), per_page: String(PER_PAGE), ...params });
          const url = `${base}?${query}`;
          const first = await probe(url, headers, null);
          const figures = await measure(url, headers, server.child);
          rows.push({ db: 'postgres, plain', sort, search, page, total: first.total, items: first.data.length, ...figures });
          process.stdout.write(
            `[plain] ${sort.padEnd(13)} ${(search || '-').padEnd(16)} page ${String(page).padEnd(5)} ${String(figures.rps).padStart(6)} req/s  p99 ${figures.p99Ms} ms  cpu ${figures.cpuMsPerReq} ms/req\n`,
          );
        }
      }
    }
  } finally {
    await setFeed(server.child, true);
  }
  return rows;
}

const WRITES_PER_SECOND = 50;

/**
 * Not part of the budget: the most-favorited list read at full speed while another app instance
 * (a plain connection here) changes favorite counts WRITES_PER_SECOND times a second, each change
 * announced by the database and dropping what the server holds in memory. Afterwards the list
 * must come back to exactly what the database says (order and counts) within a few seconds.
 */
async function benchWhileWriting(server, headers, base) {
  const url = `${base}?${new URLSearchParams({ sort: 'mostFavorited', page: '1', per_page: String(PER_PAGE) })}`;
  const writer = new pg.Client({ connectionString: server.url });
  await writer.connect();
  let writes = 0;
  let writing = true;
  const writingSince = performance.now();
  const loop = (async () => {
    while (writing) {
      const started = performance.now();
      await writer.query(
        `update pages set favorited_count = favorited_count + 1
         where id = (select id from pages where not blocked order by favorited_count desc, id desc offset $1 limit 1)`,
        [writes % 40],
      );
      writes += 1;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, 1000 / WRITES_PER_SECOND - (performance.now() - started))));
    }
  })();
  try {
    const figures = await measure(url, headers, server.child);
    writing = false;
    await loop;
    const stoppedAt = performance.now();
    const writesPerSecond = Number(((writes * 1000) / (stoppedAt - writingSince)).toFixed(1));
    const truth = async () => {
      const { rows } = await writer.query(
        `select id, favorited_count from pages where not blocked order by favorited_count desc, id desc limit ${PER_PAGE}`,
      );
      return JSON.stringify(rows.map((r) => [r.id, r.favorited_count]));
    };
    const expected = await truth();
    let convergedMs = null;
    while (performance.now() - stoppedAt < 10_000) {
      const list = await probe(url, headers, PER_PAGE);
      if (JSON.stringify(list.data.map((p) => [p.id, p.favorited_count])) === expected) {
        convergedMs = Math.round(performance.now() - stoppedAt);
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return { ...figures, writes, writesPerSecond, convergedMs };
  } finally {
    writing = false;
    await loop.catch(() => {});
    await writer.end();
  }
}

async function benchDatabase(kind) {
  process.stdout.write(`\n[${kind}] creating the database and the dataset...\n`);
  const server = await start('pages-server.mjs', { BENCH_DB: kind }, true);
  process.stdout.write(`[${kind}] ${server.version}: dataset generated in ${(server.generateMs / 1000).toFixed(1)} s\n`);
  const headers = { authorization: `Bearer ${server.token}` };
  const base = `http://127.0.0.1:${server.port}/api/pages/paginate`;
  const cases = [];
  let floor;
  let whileWriting = null;
  let plain = [];
  try {
    // The app's own floor: a signed-in call doing one trivial query (auth lookup + select 1).
    await probeHealth(`http://127.0.0.1:${server.port}/api/health`, headers);
    floor = await measure(`http://127.0.0.1:${server.port}/api/health`, headers, server.child);
    process.stdout.write(`[${kind}] app floor (GET /api/health, signed in): ${floor.rps} req/s, p99 ${floor.p99Ms} ms\n`);
    for (const sort of SORTS) {
      for (const { label: search, params } of FILTERS) {
        for (const page of [1, DEEP_PAGE]) {
          const query = new URLSearchParams({ sort, page: String(page), per_page: String(PER_PAGE), ...params });
          const url = `${base}?${query}`;
          const first = await probe(url, headers, null);
          if (!search && first.data.length !== PER_PAGE) throw new Error(`${url}: expected a full page, got ${first.data.length}`);
          const figures = await measure(url, headers, server.child);
          const row = { db: kind, sort, search, page, total: first.total, items: first.data.length, ...figures };
          cases.push(row);
          process.stdout.write(
            `[${kind}] ${sort.padEnd(13)} ${(search || '-').padEnd(16)} page ${String(page).padEnd(5)} ${String(figures.rps).padStart(6)} req/s  p99 ${figures.p99Ms} ms  cpu ${figures.cpuMsPerReq} ms/req\n`,
          );
        }
      }
    }
    if (kind === 'postgres') {
      plain = await benchPlainPath(server, headers, base);
      whileWriting = await benchWhileWriting(server, headers, base);
      process.stdout.write(
        `[${kind}] mostFavorited page 1 while another instance writes ${whileWriting.writesPerSecond}/s: ${whileWriting.rps} req/s, p99 ${whileWriting.p99Ms} ms, ` +
          `${whileWriting.convergedMs === null ? 'NOT back to the database within 10 s' : `exact again ${whileWriting.convergedMs} ms after the writes`}\n`,
      );
    }
  } finally {
    await stop(server.child);
  }
  return { kind, version: server.version, generateMs: server.generateMs, floor, cases, whileWriting, plain };
}

function checkBudget(db, bareRps) {
  const failures = [];
  for (const c of db.cases) {
    c.shareOfBare = Number((c.rps / bareRps).toFixed(3));
    if (c.errors > 0) failures.push(`${label(c)}: ${c.errors} errors`);
    if (c.p99Ms > BUDGET.p99Ms) failures.push(`${label(c)}: p99 ${c.p99Ms} ms > ${BUDGET.p99Ms} ms`);
    if (c.shareOfBare < BUDGET.minShareOfBare)
      failures.push(`${label(c)}: ${(c.shareOfBare * 100).toFixed(1)}% of the bare route < ${BUDGET.minShareOfBare * 100}%`);
    if (c.page === DEEP_PAGE) {
      const first = db.cases.find((o) => o.sort === c.sort && o.search === c.search && o.page === 1);
      if (first && c.avgMs > BUDGET.deepVsFirst * first.avgMs)
        failures.push(`${label(c)}: mean ${c.avgMs} ms > ${BUDGET.deepVsFirst} x page 1 (${first.avgMs} ms)`);
    }
  }
  return failures;
}

const label = (c) => `${c.db} ${c.sort}${c.search ? ` ${c.search.includes('=') ? c.search : `search=${c.search}`}` : ''} page ${c.page}`;

function table(rows, bareRps) {
  const head = ['db', 'sort', 'search', 'page', 'total', 'req/s', '% bare', 'avg ms', 'p50', 'p97.5', 'p99', 'cpu ms/req', 'errors'];
  const lines = rows.map((c) => [
    c.db,
    c.sort,
    c.search || '-',
    String(c.page),
    String(c.total),
    String(c.rps),
    `${((c.rps / bareRps) * 100).toFixed(1)}%`,
    c.avgMs.toFixed(2),
    String(c.p50Ms),
    String(c.p97_5Ms),
    String(c.p99Ms),
    c.cpuMsPerReq.toFixed(3),
    String(c.errors),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const fmt = (cells) => `| ${cells.map((cell, i) => cell.padEnd(widths[i])).join(' | ')} |`;
  return [fmt(head), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...lines.map(fmt)].join('\n');
}

const startedAt = new Date();
// Other work on the machine skews every figure: the load averages at both ends go in the results.
const loadAtStart = os.loadavg();
process.stdout.write(
  `Page list benchmark: ${CONNECTIONS} connections, ${DURATION} s per case (+${WARMUP} s warm-up), ${os.cpus().length} CPUs, Node ${process.version}\n`,
);

/** The bare route, measured before and after the databases: the machine may be shared. */
async function measureBare() {
  const bare = await start('bare-server.mjs');
  try {
    return await measure(`http://127.0.0.1:${bare.port}/bare`, {}, bare.child);
  } finally {
    await stop(bare.child);
  }
}

const bareBefore = await measureBare();
process.stdout.write(`bare Fastify route: ${bareBefore.rps} req/s, p99 ${bareBefore.p99Ms} ms\n`);

const results = [];
for (const kind of DBS) results.push(await benchDatabase(kind));

const bareAfter = await measureBare();
process.stdout.write(`bare Fastify route again: ${bareAfter.rps} req/s, p99 ${bareAfter.p99Ms} ms\n`);
// The yardstick is the mean of both runs.
const bareFigures = { ...bareBefore, rps: Math.round((bareBefore.rps + bareAfter.rps) / 2), before: bareBefore, after: bareAfter };

const failures = [];
for (const db of results) {
  const fails = checkBudget(db, bareFigures.rps);
  if (db.kind === 'postgres') failures.push(...fails);
  if (db.whileWriting && (db.whileWriting.convergedMs === null || db.whileWriting.errors > 0)) {
    failures.push(`${db.kind}: the list under writes had ${db.whileWriting.errors} errors or did not come back to the database's order`);
  }
}

const allRows = results.flatMap((r) => r.cases);
process.stdout.write(
  `\nbare Fastify JSON route: ${bareFigures.rps} req/s (mean of ${bareBefore.rps} before and ${bareAfter.rps} after; p99 ${bareBefore.p99Ms} ms, ${bareBefore.cpuMsPerReq} ms CPU/req)\n`,
);
for (const db of results) {
  const f = db.floor;
  process.stdout.write(
    `${db.kind} app floor, GET /api/health signed in: ${f.rps} req/s (${((f.rps / bareFigures.rps) * 100).toFixed(1)}% of bare, avg ${f.avgMs} ms, p99 ${f.p99Ms} ms, ${f.cpuMsPerReq} ms CPU/req)\n`,
  );
}
process.stdout.write('\n');
process.stdout.write(`${table(allRows, bareFigures.rps)}\n`);
const plainRows = results.flatMap((r) => r.plain);
if (plainRows.length) {
  const plainFailures = checkBudget({ cases: plainRows }, bareFigures.rps);
  process.stdout.write(`\nThe plain database path (change feed off, no cache), not budgeted:\n${table(plainRows, bareFigures.rps)}\n`);
  process.stdout.write(
    plainFailures.length
      ? `It would miss the budget in ${plainFailures.length} ways, e.g. ${plainFailures.slice(0, 3).join('; ')}\n`
      : 'It would meet the budget too.\n',
  );
}

const out = {
  startedAt: startedAt.toISOString(),
  finishedAt: new Date().toISOString(),
  machine: {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    memGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    loadavgAtStart: loadAtStart,
    loadavgAtEnd: os.loadavg(),
  },
  settings: { connections: CONNECTIONS, durationS: DURATION, warmupS: WARMUP, perPage: PER_PAGE, deepPage: DEEP_PAGE, search: SEARCH },
  budget: { ...BUDGET, checkedOn: 'postgres' },
  bare: bareFigures,
  databases: results.map(({ kind, version, generateMs, floor, whileWriting }) => ({
    kind,
    version,
    generateMs,
    appFloor: floor,
    whileWriting,
  })),
  cases: allRows,
  plainPath: plainRows,
  failures,
  passed: failures.length === 0,
};
fs.mkdirSync(path.join(here, 'results'), { recursive: true });
fs.writeFileSync(path.join(here, 'results', 'pages.json'), `${JSON.stringify(out, null, 2)}\n`);

if (!DBS.includes('postgres')) process.stdout.write('\nPostgreSQL not measured: budget not checked.\n');
else if (failures.length) {
  process.stdout.write(`\nBudget MISSED on PostgreSQL (${failures.length}):\n${failures.map((f) => `  - ${f}`).join('\n')}\n`);
  process.exitCode = 1;
} else process.stdout.write('\nBudget met on PostgreSQL: p99 <= 50 ms, page 2000 <= 2 x page 1, >= 15% of the bare route.\n');
process.stdout.write('Results written to bench/results/pages.json\n');
