import type { Mask } from './binary.ts';
import { loadCv, withMats } from './opencv.ts';

// A letter is a small piece of ink: its box's longer side 0.5% to 8% of the page's long side
// (a caption's letters to a title's), not a dot; an l or a ! is long and thin, a stroke longer.
const MIN_LETTER = 0.005;
const MAX_LETTER = 0.08;
const MAX_LETTER_ASPECT = 8;
// Letters of one line sit side by side: their middles within this share of the larger letter's
// size across the line, and at most this many sizes apart along it.
const ACROSS = 0.35;
const ALONG = 1.6;
// A line of text has at least this many letters, of widths that differ (an i, an m: a row of a
// drawing's scales or a grille's slats are all alike); the page's text runs one way when at
// least this many letters lie in lines that way, and this many times as many as the other way.
const MIN_LINE = 4;
const MIN_WIDTH_SPREAD = 0.2;
const MIN_LETTERS = 8;
const CLEAR = 4;
// A letter reaching this share of its line's letter height beyond the rest is an ascender (b, d,
// h, k, l, t, capitals) or a descender (g, j, p, q, y). Text in lower case has several times as
// many ascenders as descenders: where most of them point is the text's top. Capitals alone have
// neither, and tell nothing.
const REACH = 0.2;
const MIN_REACHING = 6;
const TOP_CLEAR = 2;

type Letter = { x: number; y: number; w: number; h: number };

/**
 * How the text on a page runs, when it has some: `runs` 'across' (rows of letters, as on an
 * upright page or one upside down) or 'down' (columns: the page lies on its side), and where the
 * letters' tops face: 'before' (up in a row, left in a column), 'after', or null when the text
 * does not tell (capitals). Null when there is too little text, or letters line up both ways (a
 * drawing's dots and scales).
 */
export async function textLayout(mask: Mask): Promise<{ runs: 'across' | 'down'; top: 'before' | 'after' | null } | null> {
  const { cv } = await loadCv();
  const long = Math.max(mask.width, mask.height);
  const letters = withMats(cv, (track) => {
    const src = track(cv.matFromArray(mask.height, mask.width, cv.CV_8UC1, mask.data));
    const labels = track(new cv.Mat());
    const stats = track(new cv.Mat());
    const centroids = track(new cv.Mat());
    const n = cv.connectedComponentsWithStats(src, labels, stats, centroids, 8, cv.CV_32S);
    const found: Letter[] = [];
    for (let c = 1; c < n; c++) {
      const w = stats.intAt(c, cv.CC_STAT_WIDTH);
      const h = stats.intAt(c, cv.CC_STAT_HEIGHT);
      const size = Math.max(w, h);
      if (size < MIN_LETTER * long || size > MAX_LETTER * long || size > MAX_LETTER_ASPECT * Math.min(w, h)) continue;
      found.push({ x: stats.intAt(c, cv.CC_STAT_LEFT) + w / 2, y: stats.intAt(c, cv.CC_STAT_TOP) + h / 2, w, h });
    }
    return found;
  });
  if (letters.length < MIN_LETTERS) return null;
  const across = lines(letters, 'x');
  const down = lines(letters, 'y');
  const count = (ls: Letter[][]) => ls.reduce((a, l) => a + l.length, 0);
  let runs: 'across' | 'down';
  if (count(across) >= MIN_LETTERS && count(across) >= CLEAR * count(down)) runs = 'across';
  else if (count(down) >= MIN_LETTERS && count(down) >= CLEAR * count(across)) runs = 'down';
  else return null;
  return { runs, top: topSide(runs === 'across' ? across : down, runs === 'across' ? 'y' : 'x') };
}

/** The lines of at least MIN_LINE letters, of differing widths, running along `axis`. */
function lines(letters: Letter[], axis: 'x' | 'y'): Letter[][] {
  const parent = letters.map((_, i) => i);
  const root = (i: number): number => (parent[i] === i ? i : (parent[i] = root(parent[i]!)));
  // Sorted along the line, each letter is compared with the few that follow it.
  const order = letters.map((_, i) => i).sort((a, b) => letters[a]![axis] - letters[b]![axis]);
  const other = axis === 'x' ? 'y' : 'x';
  // A letter's size across its line: its height in a row, its width in a column.
  const across = (l: Letter) => (axis === 'x' ? l.h : l.w);
  const along = (l: Letter) => (axis === 'x' ? l.w : l.h);
  for (let k = 0; k < order.length; k++) {
    const a = letters[order[k]!]!;
    for (let m = k + 1; m < order.length; m++) {
      const b = letters[order[m]!]!;
      const size = Math.max(a.w, a.h, b.w, b.h);
      if (b[axis] - a[axis] > ALONG * size) break;
      // Letters of one line are of about one height.
      const ha = across(a);
      const hb = across(b);
      if (Math.max(ha, hb) > 2 * Math.min(ha, hb)) continue;
      if (Math.abs(b[other] - a[other]) <= ACROSS * Math.max(ha, hb)) parent[root(order[k]!)] = root(order[m]!);
    }
  }
  const groups = new Map<number, Letter[]>();
  for (let i = 0; i < letters.length; i++) groups.set(root(i), [...(groups.get(root(i)) ?? []), letters[i]!]);
  return [...groups.values()].filter((line) => {
    if (line.length < MIN_LINE) return false;
    const widths = line.map(along);
    const mean = widths.reduce((a, b) => a + b, 0) / widths.length;
    return Math.sqrt(widths.reduce((a, b) => a + (b - mean) ** 2, 0) / widths.length) >= MIN_WIDTH_SPREAD * mean;
  });
}

/** Where the letters' tops face across their lines (`across`: the axis across them), by their ascenders and descenders. */
function topSide(found: Letter[][], across: 'x' | 'y'): 'before' | 'after' | null {
  const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.floor(q * (xs.length - 1))] as number;
  let before = 0;
  let after = 0;
  const along = across === 'y' ? 'x' : 'y';
  for (const line of found) {
    const size = (l: Letter) => (across === 'y' ? l.h : l.w);
    // A line photographed may slant a little: letters are measured from the straight line
    // through their middles.
    const n = line.length;
    const mp = line.reduce((a, l) => a + l[along], 0) / n;
    const mc = line.reduce((a, l) => a + l[across], 0) / n;
    const spread = line.reduce((a, l) => a + (l[along] - mp) ** 2, 0);
    const slope = spread ? line.reduce((a, l) => a + (l[along] - mp) * (l[across] - mc), 0) / spread : 0;
    const middle = (l: Letter) => mc + slope * (l[along] - mp);
    const start = line.map((l) => l[across] - size(l) / 2 - middle(l));
    const end = line.map((l) => l[across] + size(l) / 2 - middle(l));
    // The letters' common band (the x-height): most letters start and end on it; ascenders
    // (a third or more of letters) reach past it on one side, descenders (a tenth) on the other.
    const [s, e] = [quantile(start, 0.7), quantile(end, 0.3)];
    const reach = REACH * (e - s);
    for (let i = 0; i < line.length; i++) {
      if ((start[i] as number) < s - reach) before++;
      if ((end[i] as number) > e + reach) after++;
    }
  }
  if (before + after < MIN_REACHING) return null;
  if (before >= TOP_CLEAR * after) return 'before';
  if (after >= TOP_CLEAR * before) return 'after';
  return null;
}
