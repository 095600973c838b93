import type { Grey } from './lighting.ts';

/** Paper starts here once the lighting is flat: anything lighter is white on the page. */
export const PAPER = 215;
// Colour: a pixel whose channels differ by more than this is a colour fill, never black ink.
const INK_CHROMA = 70;
// A grey fill is told from ink by Otsu on the non-paper pixels when the two are this far apart.
const FILL_GAP = 45;
// Share of the picture that must be mid-tone, away from any line, before it counts as filled.
const FILL_SHARE = 0.02;

/** Otsu's threshold over a histogram slice [lo, hi): the level that best splits it in two. */
export function otsu(hist: Uint32Array, lo: number, hi: number): { t: number; darkMean: number; lightMean: number } {
  let total = 0;
  let sum = 0;
  for (let v = lo; v < hi; v++) {
    total += hist[v] as number;
    sum += v * (hist[v] as number);
  }
  let wB = 0;
  let sumB = 0;
  let best = -1;
  let t = Math.round((lo + hi) / 2);
  let means = { darkMean: lo, lightMean: hi };
  for (let v = lo; v < hi; v++) {
    wB += hist[v] as number;
    if (!wB) continue;
    const wF = total - wB;
    if (!wF) break;
    sumB += v * (hist[v] as number);
    const mB = sumB / wB;
    const mF = (sum - sumB) / wF;
    const between = wB * wF * (mB - mF) * (mB - mF);
    if (between > best) {
      best = between;
      t = v + 1;
      means = { darkMean: mB, lightMean: mF };
    }
  }
  return { t, ...means };
}

/**
 * Where ink ends on a page whose paper is white: Otsu between ink and paper, or, on a drawing
 * with grey fills, between ink and the fills (so a grey body becomes a white area to color, not a
 * black blot). `fillShare` is the share of mid-tone pixels that lie away from any line.
 */
export function inkThreshold(grey: Grey, fillShare: number): number {
  const hist = new Uint32Array(256);
  for (const v of grey.data) hist[v]! += 1;
  const whole = otsu(hist, 0, 256);
  if (fillShare >= FILL_SHARE) {
    const dark = otsu(hist, 0, PAPER);
    if (dark.lightMean - dark.darkMean >= FILL_GAP) return Math.max(40, Math.min(dark.t, whole.t));
  }
  // Faint art (grey pencil lines) keeps its lines; a mostly dark picture never turns all black.
  return Math.max(60, Math.min(230, whole.t));
}

/**
 * Share of the picture that is mid-tone (between ink and paper) and at least `reach` px from any
 * darker pixel: fills and shading, as opposed to the soft edges of lines. With `localMax` (the
 * lightest pixel around each), only mid tones with no paper around them count: a faint line
 * photographed is as grey as a fill, but a fill is wide.
 */
export function fillShareOf(grey: Grey, dark: number, reach: number, localMax?: Uint8Array): number {
  const { data, width, height } = grey;
  // Distance to the nearest dark pixel along rows then columns (a cheap box test is enough).
  const near = new Uint8Array(data.length);
  for (let y = 0; y < height; y++) {
    let last = -1e9;
    for (let x = 0; x < width; x++) {
      if ((data[y * width + x] as number) < dark) last = x;
      if (x - last <= reach) near[y * width + x] = 1;
    }
    last = 1e9;
    for (let x = width - 1; x >= 0; x--) {
      if ((data[y * width + x] as number) < dark) last = x;
      if (last - x <= reach) near[y * width + x] = 1;
    }
  }
  const grown = new Uint8Array(near);
  for (let x = 0; x < width; x++) {
    let last = -1e9;
    for (let y = 0; y < height; y++) {
      if (near[y * width + x]) last = y;
      if (y - last <= reach) grown[y * width + x] = 1;
    }
    last = 1e9;
    for (let y = height - 1; y >= 0; y--) {
      if (near[y * width + x]) last = y;
      if (last - y <= reach) grown[y * width + x] = 1;
    }
  }
  let fill = 0;
  for (let i = 0; i < data.length; i++) {
    const v = data[i] as number;
    if (v >= dark && v < PAPER && !grown[i] && (!localMax || (localMax[i] as number) < PAPER)) fill++;
  }
  return fill / data.length;
}

/** Ink: darker than the threshold and not a colour (a dark blue fill is a fill, not ink). */
export function inkMask(grey: Grey, chroma: Uint8Array, threshold: number): Uint8Array {
  const out = new Uint8Array(grey.data.length);
  for (let i = 0; i < out.length; i++) {
    const v = grey.data[i] as number;
    out[i] = v < threshold && ((chroma[i] as number) < INK_CHROMA || v < threshold / 2) ? 255 : 0;
  }
  return out;
}

// A photographed line is kept by its own depth: a phone's blur spreads a thin line into a wide,
// shallow dip, and one threshold for the whole page (Otsu) then draws faint lines as wide smears
// and black lines fat. A dip this shallow (levels under the paper) is paper grain or noise.
const MIN_LINE_DEPTH = 28;
// How far under the paper printed black lies once the lighting is flat.
const FULL_DEPTH = 200;
// A faint line is cut no nearer its core than this share of its depth, so it stays whole.
const MAX_CORE_SHARE = 0.6;
/**
 * Ink of a photographed page, each line at the weight it was printed at. A line's blurred profile
 * keeps its ink (its width times black's depth); its core (`localMin`, the darkest pixel within
 * about a line's width) reaches a share r of black's depth under the paper around it (`paperNear`,
 * the grey closing over the widest line's width: every dip that narrow filled with the paper on
 * both sides of it. A soft shadow the lamp's fit left is no dip, and neither is the hard edge of a
 * hand's or a phone's shadow: a step, with paper on one side only). A line as wide as the blur or
 * wider reaches black and is cut at half its depth; a thin one, blurred grey, is cut nearer its
 * core, at exp(-pi r^2 / 4) of its depth, where a Gaussian dip is as wide as the line was. Ink
 * darker than `solid` always counts (the middle of a solid area, farther from paper than that).
 * `cap` keeps grey fills out (the ink / fill threshold).
 */
export function inkMaskByDepth(
  grey: Grey,
  chroma: Uint8Array,
  localMin: Uint8Array,
  paperNear: Uint8Array,
  cap: number,
  solid: number,
): Uint8Array {
  const out = new Uint8Array(grey.data.length);
  for (let i = 0; i < out.length; i++) {
    const v = grey.data[i] as number;
    const paper = paperNear[i] as number;
    const depth = paper - (localMin[i] as number);
    let t = Math.min(cap, solid);
    if (depth >= MIN_LINE_DEPTH) {
      const r = Math.min(1, depth / FULL_DEPTH);
      const share = Math.min(MAX_CORE_SHARE, Math.exp((-Math.PI * r * r) / 4));
      t = Math.max(t, Math.min(cap, paper - share * depth));
    }
    out[i] = v < t && ((chroma[i] as number) < INK_CHROMA || v < t / 2) ? 255 : 0;
  }
  return out;
}

// A pixel this much lighter than its surroundings is paper showing between lines, however grey
// the photo's blur has made it.
const GAP_LIFT = 14;

/**
 * Reopens the paper between close lines that a photo's blur has greyed below the ink threshold
 * (a gecko's spots, hatching under a shadow): an ink pixel clearly lighter than the mean of its
 * neighbourhood is paper. The dark middle of a line is never lighter than its surroundings, so
 * lines keep their weight.
 */
export function reopenGaps(ink: Uint8Array, grey: Grey, localMean: Uint8Array, threshold: number): Uint8Array {
  const out = new Uint8Array(ink);
  for (let i = 0; i < out.length; i++) {
    if (!out[i]) continue;
    const v = grey.data[i] as number;
    if (v >= threshold * 0.6 && v >= (localMean[i] as number) + GAP_LIFT) out[i] = 0;
  }
  return out;
}
