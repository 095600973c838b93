#!/usr/bin/env node
// Save round trip of the coloring screen (run: `node bench/coloring-save.mjs`).
//
// Starts the built app like scripts/e2e.mjs does (`node scripts/start.mjs`, a free port, a
// temporary DATA_DIR, embedded PGlite unless BENCH_DATABASE_URL is set), makes a user and a page
// through the API, opens /pages/{id}/color in headless Chromium and saves SAVES times, each after a
// fresh stroke. The figure is the app's own User Timing entry 'coloring-save' (export of the
// coloring layer as PNG, POST /storage/upload, PATCH /coloreds/upsert), with its three steps.
// Saves are 6.5 s apart (BENCH_PAUSE_MS) so the confetti of one save is over before the next.
// Budget: median <= 300 ms. Prints a table, writes bench/results/coloring-save.json and exits 1
// when the budget is missed (after up to three attempts: the machine is shared).
//
// Then the work kept without pressing Save: SYNCS fills, one at a time, each in a different part
// of the page. For each, the time from the click to the header saying the work is kept on your
// devices, and the bytes the browser sent to the draft endpoint for that change (request bodies).
// Reported beside the save; no budget.
/* global FormData, Blob, localStorage, document, window, Request -- Node 20 globals, and the page's inside evaluate() */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { buildWebIfStale, chromiumPath, freePort, root, webDist, CHROMIUM_ARGS } from '../scripts/lib.mjs';

const SAVES = Number(process.env.BENCH_SAVES ?? 15);
const WARMUP = 2;
const BUDGET_MS = 300;
const MAX_ATTEMPTS = 3;
// Each save starts SPEC's confetti (while saving and 3 s after); the next save waits until it is
// over, as a person saving now and then would, so one save's party does not slow the next.
const PAUSE_MS = Number(process.env.BENCH_PAUSE_MS ?? 6500);
const PASSWORD = 'colors and crayons';
const SYNCS = Number(process.env.BENCH_SYNCS ?? 8);
// The header's wording for work kept on the server (today's and the one-state header's).
const KEPT = /kept on your devices/i;

const watchdog = setTimeout(() => {
  console.error('coloring-save bench: timed out after 900 s');
  process.exit(2);
}, 900_000);

/** Starts the app; resolves with its base url and a stop function. */
async function startApp(dataDir) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // A private copy of the built app: a rebuild in the shared tree during the run cannot break it.
  const web = path.join(dataDir, 'web');
  fs.cpSync(webDist, web, { recursive: true });
  const env = {
    ...process.env,
    WEB_DIST: web,
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: base,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
    SMTP_URL: '',
  };
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM'); // start.mjs and the server it runs
    } catch {
      /* already gone */
    }
  };
  for (let i = 0; i < 180; i++) {
    if (child.exitCode !== null) throw new Error(`the app exited (${child.exitCode})`);
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { base, stop };
    await new Promise((r) => setTimeout(r, 500));
  }
  stop();
  throw new Error('the app did not start');
}

async function json(res) {
  const text = await res.text();
  if (!res.ok) throw new Error(`${res.status} ${text}`);
  return JSON.parse(text);
}

/** The verification link mailed to `email` (the app writes mails to DATA_DIR/outbox without SMTP). */
async function verifyLink(dataDir, email) {
  const dir = path.join(dataDir, 'outbox');
  for (let i = 0; i < 100; i++) {
    if (fs.existsSync(dir)) {
      for (const file of fs.readdirSync(dir)) {
        const text = fs.readFileSync(path.join(dir, file), 'utf8').replace(/=\r?\n/g, '');
        if (!text.toLowerCase().includes(email)) continue;
        const match = /https?:\/\/[^\s"<>]+\/verify\/[A-Za-z0-9_-]+/.exec(text);
        if (match) return match[0];
      }
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('no verification mail');
}

/** A verified user with one page of their own; returns { token, pageId }. */
async function setUp(base, dataDir) {
  const email = `bench-${Date.now().toString(36)}@example.com`;
  const post = (p, body, token) =>
    fetch(`${base}/api${p}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  await json(await post('/users/sign-up', { name: 'Bench Painter', email, password: PASSWORD }));
  const link = await verifyLink(dataDir, email);
  const { data } = await json(await post('/users/verify', { token: link.split('/').pop() }));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024"><rect width="1024" height="1024" fill="#fff"/>
    <g fill="none" stroke="#000" stroke-width="8"><circle cx="512" cy="420" r="260"/><circle cx="420" cy="360" r="40"/>
    <circle cx="604" cy="360" r="40"/><rect x="180" y="740" width="660" height="220" rx="30"/></g></svg>`;
  const form = new FormData();
  form.append('file', new Blob([await sharp(Buffer.from(svg)).png().toBuffer()], { type: 'image/png' }), 'page.png');
  const upload = await json(
    await fetch(`${base}/api/storage/upload`, { method: 'POST', headers: { authorization: `Bearer ${data.token}` }, body: form }),
  );
  const page = await json(await post('/pages/upload', { url: upload.data.url, mode: 'as-is', title: 'Bench page' }, data.token));
  return { token: data.token, pageId: page.data.id };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const percentile = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)];
const round = (v) => Math.round(v * 10) / 10;

/** Opens the coloring screen and saves WARMUP + SAVES times; returns the measured durations. */
async function measure(browser, base, token, pageId) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    reducedMotion: 'no-preference',
  });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.addInitScript((t) => localStorage.setItem('auth', JSON.stringify({ state: { token: t, user: null }, version: 0 })), token);
  await page.goto(`${base}/pages/${pageId}/color`);
  await page.locator('[data-state="ready"]').waitFor({ timeout: 30_000 });
  const box = await page.getByRole('application', { name: 'Drawing area' }).boundingBox();
  const zoom = box.width / 1024;
  const save = page.getByRole('button', { name: 'Save', exact: true });
  // The screen opens with the fill (decision 016): a stroke needs the brush, and a fill of an area
  // already filled that color changes nothing (the Save button would stay off).
  await page.getByRole('button', { name: 'Brush', exact: true }).click();
  const runs = [];
  for (let i = 0; i < WARMUP + SAVES; i++) {
    if (i > 0) await page.waitForTimeout(PAUSE_MS);
    // A fresh stroke each time (a different row), so every save has something new to send.
    const y = 80 + (i % 20) * 40;
    await page.mouse.move(box.x + 60 * zoom, box.y + y * zoom);
    await page.mouse.down();
    await page.mouse.move(box.x + 960 * zoom, box.y + (y + 10) * zoom, { steps: 12 });
    await page.mouse.up();
    await save.waitFor({ state: 'visible' });
    await page.waitForFunction(() => !document.querySelector('button[aria-label="Save"]')?.hasAttribute('disabled'));
    const before = await page.evaluate(() => performance.getEntriesByName('coloring-save').length);
    await save.click();
    await page.waitForFunction((n) => performance.getEntriesByName('coloring-save').length > n, before, { timeout: 20_000 });
    const entry = await page.evaluate(() => {
      const last = (name) => performance.getEntriesByName(name).at(-1)?.duration ?? NaN;
      return {
        total: last('coloring-save'),
        export: last('coloring-save:export'),
        upload: last('coloring-save:upload'),
        upsert: last('coloring-save:upsert'),
      };
    });
    if (i >= WARMUP) runs.push(entry);
  }
  await context.close();
  if (errors.length) throw new Error(`page errors: ${errors.join('; ')}`);
  return runs;
}

/** Fills SYNCS areas one after the other; per fill: ms until "kept on your devices", bytes sent. */
async function measureSync(browser, base, token, pageId) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  // Multipart bodies built from Blobs are not visible to the browser's request events: the page
  // counts what it hands to fetch for the draft endpoint (the multipart body as sent).
  await page.addInitScript(() => {
    window.__draftBytes = 0;
    const original = window.fetch;
    window.fetch = (input, init) => {
      const url = typeof input === 'string' ? input : input.url;
      if (/\/coloreds\/\d+\/draft/.test(url) && init?.method && init.method !== 'GET' && init.body) {
        void new Request(url, { method: init.method, body: init.body }).arrayBuffer().then((b) => (window.__draftBytes += b.byteLength));
      }
      return original(input, init);
    };
  });
  const bytesSent = () => page.evaluate(() => window.__draftBytes);
  await page.addInitScript((t) => localStorage.setItem('auth', JSON.stringify({ state: { token: t, user: null }, version: 0 })), token);
  await page.goto(`${base}/pages/${pageId}/color`);
  await page.locator('[data-state="ready"]').waitFor({ timeout: 30_000 });
  const box = await page.getByRole('application', { name: 'Drawing area' }).boundingBox();
  const zoom = box.width / 1024;
  const colors = ['Red', 'Blue', 'Green', 'Yellow', 'Purple', 'Orange', 'Pink', 'Brown'];
  // Areas of the bench page (setUp's line art): outside everything, the face, each eye, the box.
  const spots = [
    [40, 40],
    [512, 560],
    [420, 360],
    [604, 360],
    [500, 850],
  ];
  const runs = [];
  for (let i = 0; i < SYNCS; i++) {
    const name = colors[i % colors.length];
    const color = page.getByRole('button', { name, exact: true }).or(page.getByRole('radio', { name, exact: true }));
    if (await color.count()) await color.first().click();
    // Kept from the previous fill first, so each figure is one change.
    await page
      .waitForFunction((re) => new RegExp(re, 'i').test(document.querySelector('header [role="status"]')?.textContent ?? ''), KEPT.source, {
        timeout: 30_000,
      })
      .catch(() => {});
    const before = await bytesSent();
    const [x, y] = spots[i % spots.length];
    const start = Date.now();
    await page.mouse.click(box.x + x * zoom, box.y + y * zoom);
    await page
      .waitForFunction(
        (re) => !new RegExp(re, 'i').test(document.querySelector('header [role="status"]')?.textContent ?? ''),
        KEPT.source,
        { timeout: 5_000, polling: 5 },
      )
      .catch(() => {});
    await page.waitForFunction(
      (re) => new RegExp(re, 'i').test(document.querySelector('header [role="status"]')?.textContent ?? ''),
      KEPT.source,
      { timeout: 30_000, polling: 10 },
    );
    const ms = Date.now() - start;
    runs.push({ ms, bytes: (await bytesSent()) - before });
  }
  await context.close();
  return runs;
}

function summarize(runs) {
  const pick = (k) => runs.map((r) => r[k]);
  const stats = (xs) => ({
    median: round(median(xs)),
    p90: round(percentile(xs, 90)),
    min: round(Math.min(...xs)),
    max: round(Math.max(...xs)),
  });
  return { total: stats(pick('total')), export: stats(pick('export')), upload: stats(pick('upload')), upsert: stats(pick('upsert')) };
}

function printTable(summary, n) {
  console.log(`\ncoloring save round trip, attempt ${n} (${SAVES} saves, ms)`);
  console.log('step      median     p90     min     max');
  for (const [step, s] of Object.entries(summary)) {
    console.log(
      `${step.padEnd(8)} ${String(s.median).padStart(7)} ${String(s.p90).padStart(7)} ${String(s.min).padStart(7)} ${String(s.max).padStart(7)}`,
    );
  }
}

async function main() {
  await buildWebIfStale();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crayonbox-bench-save-'));
  let app;
  let browser;
  const attempts = [];
  let syncSummary = null;
  try {
    app = await startApp(dataDir);
    const { token, pageId } = await setUp(app.base, dataDir);
    browser = await chromium.launch({
      executablePath: chromiumPath(),
      args: CHROMIUM_ARGS,
    });
    for (let n = 1; n <= (SAVES > 0 ? MAX_ATTEMPTS : 0); n++) {
      const runs = await measure(browser, app.base, token, pageId);
      const summary = summarize(runs);
      attempts.push({ loadavg: os.loadavg(), summary, runs });
      printTable(summary, n);
      if (summary.total.median <= BUDGET_MS) break;
      if (n < MAX_ATTEMPTS) console.log(`median ${summary.total.median} ms is over the ${BUDGET_MS} ms budget — measuring again`);
    }
    // On a page of its own: what the saves left behind does not meet the fills.
    const other = await setUp(app.base, dataDir);
    const sync = await measureSync(browser, app.base, other.token, other.pageId);
    const ms = sync.map((r) => r.ms);
    const sent = sync.map((r) => r.bytes);
    syncSummary = {
      keptMs: { median: median(ms), max: Math.max(...ms) },
      bytesPerChange: { median: median(sent), max: Math.max(...sent) },
      runs: sync,
    };
    console.log(
      `\nchange → "kept on your devices" (${SYNCS} fills): median ${syncSummary.keptMs.median} ms, max ${syncSummary.keptMs.max} ms`,
    );
    console.log(`bytes sent per change: median ${syncSummary.bytesPerChange.median}, max ${syncSummary.bytesPerChange.max}`);
  } finally {
    await browser?.close();
    app?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  if (!attempts.length) {
    // BENCH_SAVES=0: the fills alone, nothing to judge against the save budget.
    console.log(JSON.stringify(syncSummary));
    clearTimeout(watchdog);
    process.exit(0);
  }
  const best = attempts.reduce((a, b) => (b.summary.total.median < a.summary.total.median ? b : a));
  const met = best.summary.total.median <= BUDGET_MS;
  const file = path.join(root, 'bench/results/coloring-save.json');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const result = {
    date: new Date().toISOString(),
    saves: SAVES,
    budget: { medianMs: BUDGET_MS },
    met,
    medianMs: best.summary.total.median,
    ...best.summary,
    sync: syncSummary,
    attempts,
  };
  fs.writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`\nsave round trip median: ${best.summary.total.median} ms (budget ${BUDGET_MS} ms) — ${met ? 'met' : 'MISSED'}`);
  console.log(`results: ${path.relative(root, file)}`);
  clearTimeout(watchdog);
  process.exit(met ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  process.exit(2);
});
