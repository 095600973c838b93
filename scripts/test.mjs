// `npm test`: unit and API tests (Vitest; on PGlite, and on PostgreSQL too when TEST_DATABASE_URL
// is set), then the browser tests. Ends with one "N passed, N failed" summary line.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { chromiumPath, root, run } from './lib.mjs';

chromiumPath(); // fail early, with install advice, when Chromium is missing
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'crayonbox-test-'));
const unitJson = path.join(tmp, 'unit.json');
const e2eJson = path.join(tmp, 'e2e.json');

if (!process.env.TEST_DATABASE_URL) console.log('TEST_DATABASE_URL is not set: server tests run on PGlite only.');
const unit = await run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${unitJson}`]);
const e2e = await run(process.execPath, [path.join(root, 'scripts/e2e.mjs')], { env: { ...process.env, E2E_JSON: e2eJson } });

const read = (file) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null);
const u = read(unitJson);
const e = read(e2eJson);
const passed = (u?.numPassedTests ?? 0) + (e?.stats?.expected ?? 0);
const failed = (u?.numFailedTests ?? 0) + (e?.stats?.unexpected ?? 0) + (e?.stats?.flaky ?? 0);
const skipped = (u?.numPendingTests ?? 0) + (u?.numTodoTests ?? 0) + (e?.stats?.skipped ?? 0);
console.log(
  `\nUnit/API: ${u ? `${u.numPassedTests} passed, ${u.numFailedTests} failed` : 'no results'}; browser: ${e ? `${e.stats.expected} passed, ${e.stats.unexpected} failed` : 'no results'}`,
);
// The slowest test files, so the suite's time (CI's budget is 20 minutes) can be watched.
const specTime = (suite) =>
  (suite.specs ?? []).reduce(
    (sum, spec) => sum + spec.tests.reduce((t, test) => t + test.results.reduce((r, x) => r + x.duration, 0), 0),
    0,
  ) + (suite.suites ?? []).reduce((sum, inner) => sum + specTime(inner), 0);
const slowest = [
  ...(u?.testResults ?? []).map((r) => [path.relative(root, r.name), r.endTime - r.startTime]),
  ...(e?.suites ?? []).map((s) => [`e2e/${s.file}`, specTime(s)]),
]
  .sort((a, b) => b[1] - a[1])
  .slice(0, 12);
if (slowest.length)
  console.log(`\nSlowest test files:\n${slowest.map(([f, ms]) => `  ${(ms / 1000).toFixed(1).padStart(6)} s  ${f}`).join('\n')}`);
// Every failed test again, last, with the first line of its error: a CI log is often read from its end.
const firstLine = (text) =>
  (
    stripVTControlCharacters(String(text ?? ''))
      .split('\n')
      .find((l) => l.trim()) ?? ''
  ).trim();
const e2eFailures = (suite, file = suite.file) => [
  ...(suite.specs ?? []).flatMap((spec) =>
    spec.tests
      .filter((test) => test.status === 'unexpected' || test.status === 'flaky')
      .map((test) => `e2e/${file} › ${spec.title}: ${firstLine(test.results.at(-1)?.error?.message)}`),
  ),
  ...(suite.suites ?? []).flatMap((inner) => e2eFailures(inner, file)),
];
const failures = [
  ...(u?.testResults ?? []).flatMap((file) => {
    const name = path.relative(root, file.name);
    const tests = file.assertionResults.filter((a) => a.status === 'failed');
    if (!tests.length && file.status === 'failed') return [`${name}: ${firstLine(file.message)}`];
    return tests.map((a) => `${name} › ${a.fullName}: ${firstLine(a.failureMessages?.[0])}`);
  }),
  ...(e?.suites ?? []).flatMap((suite) => e2eFailures(suite)),
];
if (failures.length) console.log(`\nFailed:\n${failures.map((f) => `  ${f.slice(0, 400)}`).join('\n')}`);
const ok = unit === 0 && e2e === 0 && u && e && failed === 0;
console.log(`Tests: ${passed} passed, ${ok ? failed : Math.max(failed, 1)} failed${skipped ? `, ${skipped} skipped` : ''}`);
fs.rmSync(tmp, { recursive: true, force: true });
process.exit(ok ? 0 : 1);
