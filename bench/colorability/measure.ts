// What a page is like to color, measured with the real fill. Definitions (1024x1024 page):
// - walls: line pixels darker than the fill's threshold (96); closed regions: 4-connected areas
//   of non-wall pixels of at least 150 px (and 1000 px); specks: 8-connected wall pieces < 20 px.
// - gap-closed areas: 4-connected areas of pixels more than 3 px (the fill's gap closing) from
//   any wall. A fill leaks when it covers pixels of two different gap-closed areas of 64 px or
//   more (smaller ones are specks a fill may swallow, not areas it ran into).
// - taps: a 24 px grid of non-wall pixels, one pixel of every gap-closed area, and a 6 px grid
//   of the band within 3 px of the walls (strips, wedges), at most 900 in all. For each tap, on a
//   blank page: its own pixel stays white (the fill does not cover it), it colors another region
//   (the fill covers non-wall pixels of another closed region, or not its own pixel), it leaks.
// - white left: after a tap in every region, every gap-closed area and at every tap point, the
//   non-wall pixels still white (wedges and strips no tap colored), and in how many clusters.
const CORE = 4;
const BLOCKED = 8;
const N = 1024;
const LEAK_AREA = 64;

type Img = { width: number; height: number; data: Uint8ClampedArray };
type Filler = {
  region(
    l: Img,
    c: Img,
    x: number,
    y: number,
  ): { mask: Uint8Array; rect: { x: number; y: number; width: number; height: number }; count: number } | null;
};

export function components(n: number, w: number, open: (i: number) => boolean, eight = false) {
  const id = new Int32Array(n).fill(-1);
  const sizes: number[] = [];
  const first: number[] = [];
  const queue = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    if (id[i] !== -1 || !open(i)) continue;
    const c = sizes.length;
    let qe = 0;
    id[i] = c;
    queue[qe++] = i;
    for (let qs = 0; qs < qe; qs++) {
      const j = queue[qs]!;
      const x = j % w;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          if ((dx === 0 && dy === 0) || (!eight && dx !== 0 && dy !== 0)) continue;
          if (x + dx < 0 || x + dx >= w) continue;
          const k = j + dy * w + dx;
          if (k < 0 || k >= n || id[k] !== -1 || !open(k)) continue;
          id[k] = c;
          queue[qe++] = k;
        }
      }
    }
    sizes.push(qe);
    first.push(i);
  }
  return { id, sizes, first };
}

export function measurePage(
  image: Img,
  createFloodFiller: (w: number, h: number) => Filler,
  computeLineBarrier: (l: Img, t: number, r: number) => Uint8Array,
  /** The paper around the picture (no number there in color by number), when the checkout tells it. */
  isPaper: (i: number) => boolean = () => false,
) {
  const n = N * N;
  const bits = computeLineBarrier(image, 96, 3);
  const wall = (i: number) => ((bits[i] as number) & CORE) !== 0;
  const truth = components(n, N, (i) => !wall(i));
  const closed = components(n, N, (i) => ((bits[i] as number) & BLOCKED) === 0);
  const specks = components(n, N, wall, true).sizes.filter((s) => s < 20).length;

  const taps = new Set<number>();
  for (let y = 12; y < N; y += 24) for (let x = 12; x < N; x += 24) if (!wall(y * N + x)) taps.add(y * N + x);
  for (const f of closed.first) taps.add(f);
  const band: number[] = [];
  for (let y = 3; y < N; y += 6)
    for (let x = 3; x < N; x += 6) if (!wall(y * N + x) && ((bits[y * N + x] as number) & BLOCKED) !== 0) band.push(y * N + x);
  for (let k = 0; k < band.length && taps.size < 900; k += Math.max(1, Math.floor(band.length / 300))) taps.add(band[k]!);

  const filler = createFloodFiller(N, N);
  const blank = { width: N, height: N, data: new Uint8ClampedArray(n * 4) };
  let white = 0;
  let another = 0;
  let leaks = 0;
  let largest = 0;
  let largestInside = 0;
  const verdicts = new Map<string, { other: Set<number>; closedHit: Set<number> }>();
  for (const t of taps) {
    const r = filler.region(image, blank, t % N, Math.floor(t / N));
    if (!r || r.mask[t] !== 1) white++;
    if (!r) continue;
    largest = Math.max(largest, r.count);
    if (!isPaper(t)) largestInside = Math.max(largestInside, r.count);
    const key = `${r.rect.x},${r.rect.y},${r.rect.width},${r.rect.height},${r.count}`;
    let v = verdicts.get(key);
    if (!v) {
      v = { other: new Set(), closedHit: new Set() };
      for (let y = r.rect.y; y < r.rect.y + r.rect.height; y++) {
        for (let i = y * N + r.rect.x, end = i + r.rect.width; i < end; i++) {
          if (r.mask[i] !== 1) continue;
          if (!wall(i)) v.other.add(truth.id[i]!);
          if (closed.id[i]! >= 0 && closed.sizes[closed.id[i]!]! >= LEAK_AREA) v.closedHit.add(closed.id[i]!);
        }
      }
      verdicts.set(key, v);
    }
    if (r.mask[t] !== 1 || [...v.other].some((c) => c !== truth.id[t])) another++;
    if (v.closedHit.size >= 2) leaks++;
  }

  // Color everything once: a tap in every region, every gap-closed area and at every tap point.
  const coloring = { width: N, height: N, data: new Uint8ClampedArray(n * 4) };
  const painted = (i: number) => coloring.data[i * 4 + 3] !== 0;
  let colour = 0;
  for (const start of [...truth.first, ...closed.first, ...taps]) {
    if (painted(start)) continue;
    const r = filler.region(image, coloring, start % N, Math.floor(start / N));
    if (!r) continue;
    colour = (colour + 1) % 200;
    for (let y = r.rect.y; y < r.rect.y + r.rect.height; y++) {
      for (let i = y * N + r.rect.x, end = i + r.rect.width; i < end; i++) {
        if (r.mask[i] !== 1) continue;
        coloring.data.set([40 + colour, 255 - colour, 90, 255], i * 4);
      }
    }
  }
  const left = components(n, N, (i) => !wall(i) && !painted(i));

  // Seeds for timing: the largest gap-closed area, and a small one (300-3000 px).
  const order = closed.sizes.map((s, c) => [s, c] as const).sort((a, b) => b[0] - a[0]);
  const big = order[0];
  const small = order.find(([s]) => s >= 300 && s <= 3000) ?? order.at(-1);
  return {
    regions150: truth.sizes.filter((s) => s >= 150).length,
    regions1000: truth.sizes.filter((s) => s >= 1000).length,
    specks,
    taps: taps.size,
    white,
    another,
    leaks,
    largestTapShare: largest / n,
    largestInsideShare: largestInside / n,
    whiteLeftPx: left.sizes.reduce((a, b) => a + b, 0),
    whiteLeftClusters: left.sizes.length,
    largeSeed: big ? closed.first[big[1]]! : -1,
    smallSeed: small ? closed.first[small[1]]! : -1,
  };
}

/** Closed regions of at least 150 px ("areas"), and specks, without the taps: cheap enough for every Detail. */
export function countAreas(image: Img, computeLineBarrier: (l: Img, t: number, r: number) => Uint8Array) {
  const bits = computeLineBarrier(image, 96, 3);
  const wall = (i: number) => ((bits[i] as number) & CORE) !== 0;
  return {
    regions150: components(N * N, N, (i) => !wall(i)).sizes.filter((s) => s >= 150).length,
    specks: components(N * N, N, wall, true).sizes.filter((s) => s < 20).length,
  };
}
