// `npm run bench`: every benchmark in turn (or the ones named: canvas, pages, coloring-save, colorability, numbers, books, books-crash, scale).
// Each prints its table, writes bench/results/<name>.json and exits non-zero when a budget is missed.
// Options after the names go to every benchmark named: `npm run bench colorability -- --only photos`.
import path from 'node:path';
import { root, run } from './lib.mjs';

const BENCHES = {
  canvas: 'bench/canvas/run.mjs',
  'coloring-save': 'bench/coloring-save.mjs',
  pages: 'bench/pages.mjs',
  colorability: 'bench/colorability/run.mjs',
  numbers: 'bench/numbers/run.mjs',
  books: 'bench/books/run.mjs',
  'books-crash': 'bench/books/crash.mjs',
  scale: 'bench/scale/run.mjs',
};
const args = process.argv.slice(2);
const firstOption = args.findIndex((a) => a.startsWith('--'));
const names = firstOption < 0 ? args : args.slice(0, firstOption);
const options = firstOption < 0 ? [] : args.slice(firstOption);
const wanted = names.length ? names : Object.keys(BENCHES);
const failed = [];
for (const name of wanted) {
  const script = BENCHES[name];
  if (!script) {
    console.error(`Unknown benchmark "${name}". Known: ${Object.keys(BENCHES).join(', ')}`);
    process.exit(2);
  }
  console.log(`\n=== ${name} ===`);
  if ((await run(process.execPath, [path.join(root, script), ...options])) !== 0) failed.push(name);
}
console.log(failed.length ? `\nBudgets missed or errors in: ${failed.join(', ')}` : '\nEvery benchmark met its budget.');
process.exit(failed.length ? 1 : 0);
