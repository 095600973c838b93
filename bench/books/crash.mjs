#!/usr/bin/env node
// `npm run bench books-crash`: the 100-page book of `bench books`, with its server killed (kill -9)
// while it builds. A second server on the same database and files takes the build over as soon as
// it starts (the first one's connections are gone, so it is known dead) and goes on from the
// pictures the first one kept. Reports the sheets done at the kill, how soon the new server took
// it, how many pictures it converted again, the total time, and checks the PDF with poppler.
// Writes bench/results/books-crash.json; exits 1 when the build fails, restarts from scratch or
// the PDF does not pass.
import { execFileSync, fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { ensureCorpus, LINE_ART } from '../colorability/corpus.mjs';
import { BENCH_PG_URL } from '../lib/pg-admin.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '../..');
const PAGES = Number(process.env.BOOK_PAGES ?? 100);
/** Share of the sheets drawn when the server is killed. */
const KILL_AT = 0.4;

const corpus = ensureCorpus(path.join(repo, 'bench/.cache'));
const art = LINE_ART.map((name) => path.join(corpus, 'usr/share/tuxpaint/starters', name));
const stage = (name, env) =>
  fork(path.join(here, 'server.ts'), {
    execArgv: ['--import', 'tsx'],
    cwd: path.join(repo, 'apps/server'),
    env: { ...process.env, BENCH_DB: 'postgres', BENCH_STAGE: name, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
const message = (child, key) =>
  new Promise((resolve, reject) => {
    child.on('message', (m) => m?.[key] && resolve(m));
    child.on('exit', (code) => reject(new Error(`bench server exited (${code})`)));
  });

console.log(`Preparing ${PAGES} pages of real line art at 3072 px...`);
const seeder = stage('seed', { BOOK_PAGES: String(PAGES), BOOK_ART: JSON.stringify(art) });
const seeded = await message(seeder, 'seeded');
await new Promise((r) => (seeder.exitCode === null ? seeder.on('exit', r) : r()));
const serve = () => stage('serve', { BENCH_DATA_DIR: seeded.dataDir, BENCH_DB_NAME: seeded.dbName });
const db = new pg.Client({ connectionString: Object.assign(new URL(BENCH_PG_URL), { pathname: `/${seeded.dbName}` }).toString() });
await db.connect();
const row = async () =>
  (await db.query('select status, done, total, worker, attempts, claimed_done, error from book_exports order by id desc limit 1')).rows[0];

let second;
let exitCode = 1;
try {
  const first = serve();
  const firstReady = await message(first, 'ready');
  const auth = { authorization: `Bearer ${seeded.token}`, 'content-type': 'application/json' };
  const started = performance.now();
  const res = await fetch(`http://127.0.0.1:${firstReady.port}/api/books/${seeded.bookId}/export`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ trim: 'letter', bleed: true, sides: 'single' }),
  });
  if (res.status !== 202) throw new Error(`export refused: ${res.status} ${await res.text()}`);
  let state = await row();
  while (!(state.status === 'running' && state.done >= state.total * KILL_AT)) {
    await new Promise((r) => setTimeout(r, 50));
    state = await row();
  }
  first.kill('SIGKILL');
  const killedAt = performance.now();
  const atKill = await row();
  console.log(`Killed the server (kill -9) at ${atKill.done} of ${atKill.total} sheets, ${((killedAt - started) / 1000).toFixed(1)} s in.`);

  second = serve();
  const secondReady = await message(second, 'ready');
  const readyAt = performance.now();
  let taken = null;
  state = await row();
  while (state.status === 'running' || state.status === 'queued') {
    if (!taken && state.worker && state.worker !== atKill.worker) taken = { at: performance.now(), claimedDone: state.claimed_done };
    await new Promise((r) => setTimeout(r, 50));
    state = await row();
  }
  const finishedAt = performance.now();
  if (state.status !== 'done') throw new Error(`the build ended ${state.status}: ${state.error}`);
  const base = `http://127.0.0.1:${secondReady.port}`;
  const pdfPath = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'book-crash-')), 'book.pdf');
  const file = await fetch(`${base}/api/books/${seeded.bookId}/export/file`, { headers: auth });
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
  // Single-sided with the belongs-to page: four opening sheets, then each picture and its blank back.
  const keptPictures = Math.max(0, Math.floor((atKill.done - 4) / 2) + ((atKill.done - 4) % 2));
  const result = {
    pages: PAGES,
    sheets: state.total,
    killedAtSheet: atKill.done,
    secondsBeforeKill: Number(((killedAt - started) / 1000).toFixed(1)),
    takenAfterReadyS: taken ? Number(((taken.at - readyAt) / 1000).toFixed(2)) : null,
    resumedFromSheet: taken?.claimedDone ?? null,
    picturesKept: keptPictures,
    picturesConvertedAgain: PAGES - keptPictures,
    secondsAfterKill: Number(((finishedAt - killedAt) / 1000).toFixed(1)),
    totalSeconds: Number(((finishedAt - started) / 1000).toFixed(1)),
    attempts: state.attempts,
    check: { pages: check.pages, images: check.images, minPpi: check.minPpi, problems: check.problems.slice(0, 5) },
  };
  console.log(
    `\n| pages (sheets) | killed at sheet | taken after new server ready | resumed from sheet | pictures kept / converted after | s after kill | total s | check |\n|---|---|---|---|---|---|---|---|`,
  );
  console.log(
    `| ${PAGES} (${result.sheets}) | ${result.killedAtSheet} | ${result.takenAfterReadyS} s | ${result.resumedFromSheet} | ${keptPictures} / ${result.picturesConvertedAgain} | ${result.secondsAfterKill} | ${result.totalSeconds} | ${check.problems.length ? `${check.problems.length} problems` : 'passed'} |`,
  );
  fs.mkdirSync(path.join(repo, 'bench/results'), { recursive: true });
  fs.writeFileSync(path.join(repo, 'bench/results/books-crash.json'), JSON.stringify(result, null, 2));
  exitCode = !check.problems.length && result.resumedFromSheet >= atKill.done ? 0 : 1;
} finally {
  await db.end();
  if (second) {
    second.disconnect();
    await new Promise((r) => (second.exitCode === null ? second.on('exit', r) : r()));
  }
}
process.exit(exitCode);
