// Runs in Chromium: times the fill on each corpus page, beside q-floodfill on the same pages.
import FloodFill from 'q-floodfill';
// The checkout measured is aliased to this import by run.mjs.
import { createFloodFiller } from 'measured-fill';

type Job = { name: string; url: string; largeSeed: number; smallSeed: number };
const SIZE = 1024;
const RUNS = 15;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

function time(fn: () => void): number {
  const samples: number[] = [];
  for (let i = 0; i < 3; i++) fn(); // warm-up
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    fn();
    samples.push(performance.now() - t0);
  }
  return median(samples);
}

async function run(jobs: Job[]) {
  const out = [];
  for (const job of jobs) {
    const data = new Uint8ClampedArray(await (await fetch(job.url)).arrayBuffer());
    const lineArt = { width: SIZE, height: SIZE, data };
    const coloring = { width: SIZE, height: SIZE, data: new Uint8ClampedArray(SIZE * SIZE * 4) };
    const filler = createFloodFiller(SIZE, SIZE);
    const t0 = performance.now();
    filler.prepare(lineArt);
    const prepareMs = performance.now() - t0;
    const mask = new Uint8Array(SIZE * SIZE);
    const fillAt = (seed: number) => () => {
      if (!filler.region(lineArt, coloring, seed % SIZE, Math.floor(seed / SIZE), undefined, mask))
        throw new Error(`no region at ${seed} on ${job.name}`);
    };
    // q-floodfill on the page as the user sees it (line art on a blank coloring): two colours in
    // turn, so every fill recolours the whole area (no copy inside the timing).
    const picture = new ImageData(new Uint8ClampedArray(data), SIZE, SIZE);
    let turn = 0;
    const qAt = (seed: number) => () => {
      turn++;
      new FloodFill(picture).fill(turn % 2 ? '#ef4444' : '#3b82f6', seed % SIZE, Math.floor(seed / SIZE), 32);
    };
    out.push({
      name: job.name,
      prepareMs,
      largeMs: time(fillAt(job.largeSeed)),
      smallMs: time(fillAt(job.smallSeed)),
      qLargeMs: time(qAt(job.largeSeed)),
      qSmallMs: time(qAt(job.smallSeed)),
    });
  }
  return out;
}

(window as unknown as { runBench: typeof run }).runBench = run;
