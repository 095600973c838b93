// Timing helpers and pointer paths shared by the canvas benchmark's parts.

export const RUNS = 21;
export const WARMUP = 5;
export const SIZE = 1024;

/** Median of a list of timings. */
export function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
}

/** Median, min and max of timed runs. */
export function stats(xs: number[]) {
  return { median: median(xs), min: Math.min(...xs), max: Math.max(...xs), runs: xs.length };
}

/** Times `run` WARMUP + RUNS times (`prepare` untimed before each); returns stats of the timed runs. */
export function time(run: (i: number) => void, prepare: (i: number) => void = () => {}) {
  const out: number[] = [];
  for (let i = 0; i < WARMUP + RUNS; i++) {
    prepare(i);
    const t0 = performance.now();
    run(i);
    const dt = performance.now() - t0;
    if (i >= WARMUP) out.push(dt);
  }
  return stats(out);
}

/** A seeded pseudo-random source, so every run draws the same paths. */
export function lcg(seed: number) {
  let s = seed >>> 0;
  return () => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32;
}

/** A wavy path of pointer samples ~`step` px apart. */
export function wavyPath(rand: () => number, samples: number, step: number) {
  const pts: { x: number; y: number }[] = [];
  let x = 100 + rand() * 800;
  let y = 100 + rand() * 800;
  let a = rand() * Math.PI * 2;
  for (let i = 0; i < samples; i++) {
    pts.push({ x, y });
    a += (rand() - 0.5) * 0.6;
    x += Math.cos(a) * step;
    y += Math.sin(a) * step;
    if (x < 40 || x > SIZE - 40) a = Math.PI - a;
    if (y < 40 || y > SIZE - 40) a = -a;
    x = Math.min(SIZE - 40, Math.max(40, x));
    y = Math.min(SIZE - 40, Math.max(40, y));
  }
  return pts;
}
