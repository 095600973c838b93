#!/usr/bin/env node
// `npm run bench books`: builds a 100-page US Letter book with bleed from real line art (Tux Paint's
// coloring starters from Debian, at print resolution), on the real app in a child process
// (bench/books/server.ts; PostgreSQL unless BENCH_DB=pglite). Measures the build's wall time from
// the request to the finished PDF, the peak resident memory during the build (VmHWM of the server,
// reset just before it starts, plus that of its picture converter process; the budget applies to
// what the build adds: the server's growth plus the converter, since the embedded database alone
// holds ~470 MB before any book), and requests per second of the public page list while the book
// builds against the same list with no build (autocannon, 10 connections, 6 s each). The PDF is
// then checked with poppler (page boxes, 300 ppi, fonts embedded) by apps/server/test/pdf-check.ts.
// Budgets: <= 60 s, <= 512 MB, the list keeps >= 70% of its throughput. Writes bench/results/books.json.
/* global setInterval, clearInterval -- Node globals */
import { execFileSync, fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { ensureCorpus, LINE_ART } from '../colorability/corpus.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '../..');
const PAGES = Number(process.env.BOOK_PAGES ?? 100);
const BUDGET = { seconds: 60, peakMb: 512, throughputKept: 0.7 };
const LOAD = { connections: 10, duration: 6 };

const corpus = ensureCorpus(path.join(repo, 'bench/.cache'));
const art = LINE_ART.map((name) => path.join(corpus, 'usr/share/tuxpaint/starters', name));

console.log(`Preparing ${PAGES} pages of real line art at 3072 px...`);
const stage = (name, env) =>
  fork(path.join(here, 'server.ts'), {
    execArgv: ['--import', 'tsx'],
    cwd: path.join(repo, 'apps/server'),
    env: { ...process.env, BENCH_STAGE: name, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
const message = (child, key) =>
  new Promise((resolve, reject) => {
    child.on('message', (m) => m?.[key] && resolve(m));
    child.on('exit', (code) => reject(new Error(`bench server exited (${code})`)));
  });
// Seeding runs in a process of its own, so the server measured below starts fresh.
const seeder = stage('seed', { BOOK_PAGES: String(PAGES), BOOK_ART: JSON.stringify(art) });
const seeded = await message(seeder, 'seeded');
await new Promise((r) => (seeder.exitCode === null ? seeder.on('exit', r) : r()));
const child = stage('serve', { BENCH_DATA_DIR: seeded.dataDir, BENCH_DB_NAME: seeded.dbName });
const ready = { ...seeded, ...(await message(child, 'ready')) };
const base = `http://127.0.0.1:${ready.port}`;
const auth = { authorization: `Bearer ${ready.token}` };
const listUrl = `${base}/api/pages/paginate?scope=public&sort=latest&page=1`;

const load = () =>
  new Promise((resolve, reject) =>
    autocannon({ url: listUrl, headers: auth, ...LOAD }, (err, result) => (err ? reject(err) : resolve(result))),
  );
const status = (r) => ({ rps: Math.round(r.requests.average), p99: r.latency.p99, errors: r.errors + r.non2xx });
const vmHwmMb = (pid = ready.pid) => Number(/VmHWM:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
/** The server's child processes (the book builder's picture converter) and the peak each reached. */
const childPeaks = new Map();
function sampleChildren() {
  try {
    for (const pid of fs.readFileSync(`/proc/${ready.pid}/task/${ready.pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean)) {
      childPeaks.set(pid, Math.max(childPeaks.get(pid) ?? 0, vmHwmMb(pid)));
    }
  } catch {
    // a child that just exited
  }
}
const readExport = async () => (await (await fetch(`${base}/api/books/${ready.bookId}/export`, { headers: auth })).json()).data;

let exitCode = 1;
try {
  await load(); // warm-up
  const quiet = status(await load());
  console.log(`Page list with no build: ${quiet.rps} req/s, p99 ${quiet.p99} ms`);

  // Peak memory from here on: writing 5 to clear_refs resets VmHWM to the current resident size.
  fs.writeFileSync(`/proc/${ready.pid}/clear_refs`, '5');
  const before = vmHwmMb();
  const sampler = setInterval(sampleChildren, 100);
  const started = performance.now();
  const res = await fetch(`${base}/api/books/${ready.bookId}/export`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ trim: 'letter', bleed: true, sides: 'single' }),
  });
  if (res.status !== 202) throw new Error(`export refused: ${res.status} ${await res.text()}`);
  const busy = status(await load());
  let exp = await readExport();
  while (exp.status === 'queued' || exp.status === 'running') {
    await new Promise((r) => setTimeout(r, 200));
    exp = await readExport();
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const serverPeak = vmHwmMb();
  const childPeak = Math.max(0, ...childPeaks.values());
  // The two processes' peaks added: an upper bound of what was resident at once during the build.
  const peak = serverPeak + childPeak;
  // What the build itself took: the server's growth over its resident size before, plus the converter.
  const buildMb = serverPeak - before + childPeak;
  if (exp.status !== 'done') throw new Error(`the build failed: ${exp.error}`);
  console.log(`Page list while the book builds: ${busy.rps} req/s, p99 ${busy.p99} ms`);

  const pdfPath = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'book-bench-')), 'book.pdf');
  const file = await fetch(`${base}/api/books/${ready.bookId}/export/file`, { headers: auth });
  fs.writeFileSync(pdfPath, Buffer.from(await file.arrayBuffer()));
  const check = JSON.parse(
    execFileSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '-e',
        `import('./test/pdf-check.ts').then((m) => console.log(JSON.stringify(m.checkBookPdf(${JSON.stringify(pdfPath)}, { trim: 'letter', bleed: true }))))`,
      ],
      { cwd: path.join(repo, 'apps/server'), encoding: 'utf8' },
    ),
  );
  const kept = busy.rps / quiet.rps;
  const row = {
    db: ready.kind,
    pages: PAGES,
    sheets: exp.total,
    seconds: Number(seconds.toFixed(1)),
    peakMb: Math.round(peak),
    buildMb: Math.round(buildMb),
    serverPeakMb: Math.round(serverPeak),
    converterPeakMb: Math.round(childPeak),
    rssBeforeMb: Math.round(before),
    pdfMb: Number((exp.size / 1048576).toFixed(1)),
    listQuiet: quiet,
    listBusy: busy,
    kept: Number(kept.toFixed(2)),
    check: { pages: check.pages, images: check.images, minPpi: check.minPpi, fonts: check.fonts, problems: check.problems.slice(0, 10) },
  };
  console.log(
    `\n| db | pages (sheets) | build s | build MB | peak RSS MB: server + converter (server before) | PDF MB | list req/s quiet | list req/s building | kept | min ppi | fonts embedded | check |\n|---|---|---|---|---|---|---|---|---|---|---|`,
  );
  console.log(
    `| ${row.db} | ${PAGES} (${row.sheets}) | ${row.seconds} | ${row.buildMb} | ${row.peakMb}: ${row.serverPeakMb} + ${row.converterPeakMb} (${row.rssBeforeMb}) | ${row.pdfMb} | ${quiet.rps} | ${busy.rps} | ${Math.round(kept * 100)}% | ${check.minPpi} | ${check.fonts.filter((f) => f.embedded).length}/${check.fonts.length} | ${check.problems.length ? `${check.problems.length} problems` : 'passed'} |`,
  );
  const missed = [];
  if (seconds > BUDGET.seconds) missed.push(`build took ${seconds.toFixed(1)} s (budget ${BUDGET.seconds} s)`);
  if (buildMb > BUDGET.peakMb) missed.push(`the build took ${Math.round(buildMb)} MB (budget ${BUDGET.peakMb} MB)`);
  if (kept < BUDGET.throughputKept)
    missed.push(`the list kept ${Math.round(kept * 100)}% of its throughput (budget ${BUDGET.throughputKept * 100}%)`);
  if (check.problems.length) missed.push(`the PDF check found: ${check.problems.slice(0, 3).join('; ')}`);
  if (quiet.errors || busy.errors) missed.push('the page list answered with errors');
  fs.mkdirSync(path.join(repo, 'bench/results'), { recursive: true });
  fs.writeFileSync(path.join(repo, 'bench/results/books.json'), JSON.stringify({ budget: BUDGET, row, missed }, null, 2));
  if (missed.length) console.log(`\nBudgets missed:\n  ${missed.join('\n  ')}`);
  else
    console.log(
      `\nEvery budget met: ≤ ${BUDGET.seconds} s, ≤ ${BUDGET.peakMb} MB, the list keeps ≥ ${BUDGET.throughputKept * 100}%, the PDF passes the check.`,
    );
  exitCode = missed.length ? 1 : 0;
} finally {
  child.disconnect();
  await new Promise((r) => child.on('exit', r));
}
process.exit(exitCode);
