import type { Face } from './faces.ts';
import { foliageMask, seedFoliageAsBackground } from './foliage.ts';
import { loadCv, withMats } from './opencv.ts';
import type { Rgb } from './sheet.ts';

/** Side the subject is looked for at: GrabCut is iterative, and the outline is refined later. */
const FIND_SIZE = 320;
/**
 * GrabCut rounds: each is about a sixth of a photo's preview. On 40 photos (the benchmark's and
 * OpenCV's and scikit-image's samples), a third round moved no mask by more than 4% (intersection
 * over union 0.96 or more) and turned no photo from a subject to a scene or back. (A fourth moved
 * none by more than 4% either; on an earlier subject search, two rounds had changed one mask by half.)
 */
const GRABCUT_ROUNDS = 2;
/**
 * Side GrabCut runs at: the seeds are found at FIND_SIZE, then the photo and its seeds are
 * shrunk to this for the cut, whose mask is scaled back. GrabCut is about a third of a photo's
 * preview, and its time grows with its pixels. Against 320 px: on 160 composites with a known
 * subject (random Tux Paint stamps over GCompris's monument photos), the same mean overlap with
 * the true subject (0.52); the benchmark's subjects group took 495 ms on average instead of 666
 * (blurred backgrounds) and 431 instead of 526 (busy ones); on 241 held-out photos 217 masks
 * moved by under 10%, and of those that moved most about as many got better (a bus lost the
 * roofs above it, the Great Wall became a scene) as worse (Mount Rushmore became a scene).
 */
const GRABCUT_SIZE = 240;
// GrabCut's seeds, by each pixel's subject score (sharp, unlike the border, central): the top
// 15% surely subject, the next 25% probably, the bottom SURE_BACKGROUND surely background, the
// rest probably background. With the bottom 35% (as before) against 45%: on 160 composites with
// a known subject (stamps over monument photos) the mean overlap with the true subject went from
// 0.52 to 0.56, and on the benchmark's subjects group from 0.62 to 0.63 (blurred backgrounds) and
// 0.80 to 0.82 (busy ones). On 241 held-out photos, 12 changed between subject and scene, most
// for the better (Mount Rushmore, the Parthenon, two windmills, Mont Saint-Michel became
// subjects; a dam became a scene; the Great Wall and a Navajo cliff became odd subjects), and a
// duck, the Eiffel Tower and a pyramid lost the ground before them. Against: an object filling
// the frame can lose its edge (a multimeter its display). Beyond 45% the composites gained more
// and the photos would lose more: the seeds assume a subject under half the picture.
const SURE_SUBJECT = 0.85;
const LIKELY_SUBJECT = 0.6;
const SURE_BACKGROUND = 0.45;
// A subject covers a fair part of the photo but not all of it (then it is a scene).
const MIN_SUBJECT = 0.04;
const MAX_SUBJECT = 0.8;
const MAX_BORDER_SHARE = 0.3;
// How much sharper, or more unlike the border, a subject is than the rest of the photo.
const SHARPER = 3;
// A photo's background is blurred when its border is this much less detailed than its sharpest
// parts; there, detail under BLURRED (0..1) is background.
const BLURRED_BORDER = 0.08;
const BLURRED = 0.12;
const MORE_DISTINCT = 2;
// How much sharpness counts in finding the subject (colour counts the rest): fully when the
// border's median detail is CALM_BORDER or less, not at all from BUSY_BORDER up.
const SHARP_WEIGHT = 0.55;
const CALM_BORDER = 0.1;
const BUSY_BORDER = 0.5;
// Mask parts thinner than this (px at FIND_SIZE) that reach the border are strips of background.
const THIN = 7;
// Before a blurred background, a thin part (or a part apart from the body) this much less sharp
// than the body is background.
const SOFT_STRIP = 0.5;
// A face this large (share of the photo's shorter side) is a person the photo is of, not one in
// a crowd; a photo holds at most this many such people.
const PORTRAIT_FACE = 0.1;
const MAX_PEOPLE = 3;

/**
 * Finds the photo's subject: what is sharp (a blurred background is not), unlike the photo's
 * border (the background usually reaches the border), and near the middle. Those cues seed
 * GrabCut, which follows the subject's real colour edges. A large face (`faces`, in the photo's
 * pixels) is a person: their head and the body below it are seeded as subject, even where it runs
 * off the photo's bottom edge. Returns a mask at the photo's size (255 subject), or null when the
 * photo is a scene with no one subject.
 */
export async function findSubject(photo: Rgb, faces: readonly Face[] = []): Promise<Uint8Array | null> {
  const { cv } = await loadCv();
  // GrabCut and k-means draw from OpenCV's one random generator: seeded, a photo always gives the
  // same subject.
  cv.setRNGSeed(1);
  return withMats(cv, (track) => {
    const src = track(cv.matFromArray(photo.height, photo.width, cv.CV_8UC3, photo.data));
    const scale = FIND_SIZE / Math.max(photo.width, photo.height);
    const w = Math.max(8, Math.round(photo.width * scale));
    const h = Math.max(8, Math.round(photo.height * scale));
    const small = track(new cv.Mat());
    cv.resize(src, small, new cv.Size(w, h), 0, 0, cv.INTER_AREA);

    const sharpness = sharpnessMap(cv, track, small);
    const distinct = distinctness(cv, track, small);
    const n = w * h;
    const score = new Float32Array(n);
    // Before a busy background (grass, gravel, a street) everything is sharp: sharpness says
    // nothing there, and the subject is found by colour alone.
    const busy = borderMedian(sharpness, w, h);
    const wSharp = SHARP_WEIGHT * Math.min(1, Math.max(0, (BUSY_BORDER - busy) / (BUSY_BORDER - CALM_BORDER)));
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        const i = y * w + x;
        const dx = (x + 0.5) / w - 0.5;
        const dy = (y + 0.5) / h - 0.5;
        const centre = Math.exp(-(dx * dx + dy * dy) / (2 * 0.3 * 0.3));
        score[i] = (wSharp * sharpness[i]! + (1 - wSharp) * distinct[i]!) * (0.4 + 0.6 * centre);
      }
    }
    const sorted = Float32Array.from(score).sort();
    const hi = sorted[Math.floor(n * SURE_SUBJECT)]!;
    const mid = sorted[Math.floor(n * LIKELY_SUBJECT)]!;
    const lo = sorted[Math.floor(n * SURE_BACKGROUND)]!;
    const mask = track(new cv.Mat(h, w, cv.CV_8UC1));
    // A Mat's .data makes a new view of wasm memory at each read: hot loops take it once.
    const seeds = mask.data;
    const border = Math.max(2, Math.round(Math.min(w, h) * 0.02));
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        const i = y * w + x;
        const s = score[i]!;
        const edge = x < border || y < border || x >= w - border || y >= h - border;
        // 0 background, 1 subject, 2 probably background, 3 probably subject. The border strip
        // is probably background: GrabCut needs background samples, and the subject rarely
        // lies along the whole border.
        seeds[i] = edge ? 2 : s > hi ? 1 : s > mid ? 3 : s < lo ? 0 : 2;
      }
    }
    seedFoliageAsBackground(seeds, foliageMask(small.data, n, sharpness));
    const people = faces.filter((f) => Math.min(f.width, f.height) >= PORTRAIT_FACE * Math.min(photo.width, photo.height));
    const portrait = people.length > 0 && people.length <= MAX_PEOPLE;
    const person = new Uint8Array(n);
    if (portrait) for (const face of people) seedPerson(seeds, person, w, h, face, scale);
    let fgSeeds = 0;
    for (let i = 0; i < n; i++) if (seeds[i] === 1 || seeds[i] === 3) fgSeeds++;
    if (fgSeeds < n * MIN_SUBJECT) return null;
    const fg = cut(cv, track, small, mask);
    if (!fg) return null;
    const kept = subjectParts(cv, track, fg, sharpness, person);
    let area = 0;
    const subject = kept.data;
    for (let i = 0; i < n; i++) if (subject[i]) area++;
    if (area < n * MIN_SUBJECT || area > n * MAX_SUBJECT) return null;
    // A person is the subject however plain their clothes (a dark suit before a dark wall).
    if (!portrait && !standsOut(kept.data, sharpness, distinct)) return null;
    // A "subject" running off the photo along much of its border is the scene itself (a table of
    // fruit, a crowd): the whole photo is drawn instead. A person's body running off the bottom
    // edge is a portrait, not a scene.
    let onBorder = 0;
    for (let x = 0; x < w; x++) onBorder += (subject[x] ? 1 : 0) + (!portrait && subject[(h - 1) * w + x] ? 1 : 0);
    for (let y = 1; y < h - 1; y++) onBorder += (subject[y * w] ? 1 : 0) + (subject[y * w + w - 1] ? 1 : 0);
    if (onBorder > 2 * (w + h) * MAX_BORDER_SHARE) return null;
    // Back to full size, smoothly: blur the small mask and cut it at half.
    const big = track(new cv.Mat());
    cv.resize(kept, big, new cv.Size(photo.width, photo.height), 0, 0, cv.INTER_LINEAR);
    const soft = track(new cv.Mat());
    const k = Math.max(3, Math.round((1 / scale) * 2) | 1);
    cv.GaussianBlur(big, soft, new cv.Size(k, k), 0);
    const out = new Uint8Array(photo.width * photo.height);
    const softData = soft.data;
    for (let i = 0; i < out.length; i++) out[i] = (softData[i] as number) >= 128 ? 255 : 0;
    return out;
  });
}

/**
 * Seeds a person around their face (photo pixels; the seeds are `scale` times smaller): the face
 * is subject, the head around it (hair, a hat) and the body below it (shoulders widening down to
 * the photo's bottom edge) probably subject. Plain clothes are neither sharp nor unlike the
 * border, and a bust runs off the photo's bottom edge, where the border is seeded as background:
 * without this a portrait came out as a face with no hat and no body.
 */
function seedPerson(seeds: Uint8Array, person: Uint8Array, w: number, h: number, face: Face, scale: number): void {
  const fx = face.x * scale;
  const fy = face.y * scale;
  const fw = face.width * scale;
  const fh = face.height * scale;
  const cx = fx + fw / 2;
  const set = (x: number, y: number, value: 1 | 3) => {
    if (x < 0 || y < 0 || x >= w || y >= h) return;
    const i = y * w + x;
    // Never weakens a seed: the subject's own cues stay where they were surer.
    if (value === 1 || seeds[i] !== 1) seeds[i] = value;
    person[i] = 1;
  };
  for (let y = Math.floor(fy - fh * 0.5); y < h; y++) {
    // The head: the face and a band around it (hair, a hat, ears).
    const inHead = y < fy + fh;
    // Below the chin, shoulders widening to four faces across a face-and-a-half lower (a face's
    // box is narrower than the head, and shoulders are wider than they look).
    const below = (y - (fy + fh)) / (fh * 1.5);
    const half = inHead ? fw * 0.65 : fw * (0.65 + 1.5 * Math.min(1, Math.max(0, below)));
    for (let x = Math.floor(cx - half); x <= Math.ceil(cx + half); x++) set(x, y, 3);
  }
  // The face itself, a little inside its box, and the chest below it: the same colours as the
  // wall behind (a navy suit before a blue backdrop) would otherwise be taken for the wall.
  for (let y = Math.floor(fy + fh * 0.15); y < fy + fh * 0.85; y++)
    for (let x = Math.floor(fx + fw * 0.2); x < fx + fw * 0.8; x++) set(x, y, 1);
  for (let y = Math.floor(fy + fh * 1.4); y < h; y++) {
    const half = fw * (0.3 + 0.4 * Math.min(1, (y - (fy + fh * 1.4)) / fh));
    for (let x = Math.floor(cx - half); x <= Math.ceil(cx + half); x++) set(x, y, 1);
  }
}

/**
 * The subject's parts in GrabCut's foreground `fg` (changed in place): its main parts with their
 * holes filled, without what is blurred behind a sharp subject (except where `person` marks a
 * person's head and body: plain clothes have no detail either), without thin strips of
 * background, and without a piece that hung on the subject only by such a strip.
 */
export function subjectParts(cv: Cv, track: Track, fg: Mat, sharpness: Float32Array, person?: Uint8Array): Mat {
  const w = fg.cols;
  const h = fg.rows;
  let kept = keepMainParts(cv, track, fg);
  // Behind a sharp subject a phone's portrait blur leaves no detail: GrabCut, following colour
  // alone, can run on into it (a racing car taking the hills behind it). There, what is
  // blurred is no part of the subject.
  if (blurredBehind(sharpness, w, h)) {
    // Taken again: keepMainParts allocated, and wasm memory that grows drops older views.
    const again = fg.data;
    for (let i = 0; i < w * h; i++) if (sharpness[i]! < BLURRED && !person?.[i]) again[i] = 0;
    kept = keepMainParts(cv, track, fg);
  }
  dropThinStrips(cv, track, kept, blurredBehind(sharpness, w, h) ? sharpness : null, person);
  // A piece left on its own once a strip was dropped (a patch of sky at the photo's edge that
  // reached a dog's ear along a strip) is background too: it stood by the strip alone.
  const parts = keepMainParts(cv, track, kept);
  if (blurredBehind(sharpness, w, h)) dropSoftParts(cv, track, parts, sharpness);
  return parts;
}

/**
 * Before a blurred background, a part of the mask apart from the largest that is less than half
 * as sharp as it is background: a pen lying blurred on the desk behind a strawberry.
 */
function dropSoftParts(cv: Cv, track: Track, mask: Mat, sharpness: Float32Array): void {
  const labels = track(new cv.Mat());
  const stats = track(new cv.Mat());
  const centroids = track(new cv.Mat());
  const n = cv.connectedComponentsWithStats(mask, labels, stats, centroids, 8, cv.CV_32S);
  if (n <= 2) return;
  const lab = labels.data32S;
  const sum = new Float64Array(n);
  for (let i = 0; i < lab.length; i++) if (lab[i]! > 0) sum[lab[i]!] = sum[lab[i]!]! + sharpness[i]!;
  let largest = 1;
  for (let c = 2; c < n; c++) if (stats.intAt(c, cv.CC_STAT_AREA) > stats.intAt(largest, cv.CC_STAT_AREA)) largest = c;
  const mean = (c: number) => sum[c]! / stats.intAt(c, cv.CC_STAT_AREA);
  const drop = new Uint8Array(n);
  for (let c = 1; c < n; c++) drop[c] = c !== largest && mean(c) < SOFT_STRIP * mean(largest) ? 1 : 0;
  const data = mask.data;
  for (let i = 0; i < data.length; i++) if (drop[lab[i]!]) data[i] = 0;
}

/** The photo's border strip (where the background is) has almost no detail: a blurred background. */
function blurredBehind(sharpness: Float32Array, w: number, h: number): boolean {
  return borderMedian(sharpness, w, h) <= BLURRED_BORDER;
}

/** The median of a map over the photo's border strip (where the background usually is). */
function borderMedian(map: Float32Array, w: number, h: number): number {
  const strip = Math.max(2, Math.round(Math.min(w, h) * 0.04));
  const border: number[] = [];
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) if (x < strip || y < strip || x >= w - strip || y >= h - strip) border.push(map[y * w + x]!);
  border.sort((a, b) => a - b);
  return border[border.length >> 1] ?? 1;
}

/**
 * A subject stands out when it is much sharper than the rest (a blurred background) or much more
 * unlike the border's colours than the rest is (a plain or distant background). A scene, where
 * the "subject" is as sharp and as coloured as everything else, is drawn whole instead.
 */
function standsOut(mask: Uint8Array, sharpness: Float32Array, distinct: Float32Array): boolean {
  let sIn = 0;
  let sOut = 0;
  let dIn = 0;
  let dOut = 0;
  let nIn = 0;
  for (let i = 0; i < mask.length; i++) {
    if (mask[i]) {
      sIn += sharpness[i]!;
      dIn += distinct[i]!;
      nIn++;
    } else {
      sOut += sharpness[i]!;
      dOut += distinct[i]!;
    }
  }
  const nOut = mask.length - nIn;
  const ratio = (a: number, b: number) => a / nIn / (b / nOut + 1e-3);
  return ratio(sIn, sOut) >= SHARPER || ratio(dIn, dOut) >= MORE_DISTINCT;
}

type Track = <M extends { delete(): void }>(mat: M) => M;

/**
 * GrabCut from the seeds (`seeds`: GrabCut's mask values), at GRABCUT_SIZE: the subject as a
 * mask at the seeds' size (255 subject), or null when GrabCut finds no colour model.
 */
function cut(cv: Cv, track: Track, photo: Mat, seeds: Mat): Mat | null {
  const w = photo.cols;
  const h = photo.rows;
  const f = Math.min(1, GRABCUT_SIZE / Math.max(w, h));
  const size = new cv.Size(Math.max(8, Math.round(w * f)), Math.max(8, Math.round(h * f)));
  const small = track(new cv.Mat());
  cv.resize(photo, small, size, 0, 0, cv.INTER_AREA);
  const mask = track(new cv.Mat());
  cv.resize(seeds, mask, size, 0, 0, cv.INTER_NEAREST);
  try {
    cv.grabCut(
      small,
      mask,
      new cv.Rect(0, 0, size.width, size.height),
      track(new cv.Mat()),
      track(new cv.Mat()),
      GRABCUT_ROUNDS,
      cv.GC_INIT_WITH_MASK,
    );
  } catch {
    // A picture of a few flat colours can leave GrabCut's colour models empty: no subject found.
    return null;
  }
  const fg = track(new cv.Mat(size.height, size.width, cv.CV_8UC1));
  const values = mask.data;
  const fgData = fg.data;
  for (let i = 0; i < fgData.length; i++) fgData[i] = values[i] === 1 || values[i] === 3 ? 255 : 0;
  // Back to the seeds' size, smoothly: scaled with interpolation and cut at half.
  const back = track(new cv.Mat());
  cv.resize(fg, back, new cv.Size(w, h), 0, 0, cv.INTER_LINEAR);
  cv.threshold(back, back, 127, 255, cv.THRESH_BINARY);
  return back;
}
type Cv = Awaited<ReturnType<typeof loadCv>>['cv'];
type Mat = InstanceType<Cv['Mat']>;

/** Local detail (absolute Laplacian, averaged over a neighbourhood), 0..1. */
function sharpnessMap(cv: Cv, track: Track, small: Mat): Float32Array {
  const grey = track(new cv.Mat());
  cv.cvtColor(small, grey, cv.COLOR_RGB2GRAY);
  const lap = track(new cv.Mat());
  cv.Laplacian(grey, lap, cv.CV_32F, 3);
  const abs = track(new cv.Mat());
  cv.convertScaleAbs(lap, abs);
  const f = track(new cv.Mat());
  abs.convertTo(f, cv.CV_32F);
  const avg = track(new cv.Mat());
  const k = Math.max(5, Math.round(Math.max(small.cols, small.rows) / 24) | 1);
  cv.GaussianBlur(f, avg, new cv.Size(k, k), 0);
  return normalise(Float32Array.from(avg.data32F));
}

/** How unlike the photo's border each pixel's colour is (Lab distance to the nearest border colour), 0..1. */
function distinctness(cv: Cv, track: Track, small: Mat): Float32Array {
  const blurred = track(new cv.Mat());
  cv.GaussianBlur(small, blurred, new cv.Size(5, 5), 0);
  const lab = track(new cv.Mat());
  cv.cvtColor(blurred, lab, cv.COLOR_RGB2Lab);
  const w = small.cols;
  const h = small.rows;
  const d = lab.data;
  const samples: number[] = [];
  const strip = Math.max(2, Math.round(Math.min(w, h) * 0.04));
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      if (x >= strip && y >= strip && x < w - strip && y < h - strip) continue;
      const o = (y * w + x) * 3;
      samples.push(d[o] as number, d[o + 1] as number, d[o + 2] as number);
    }
  }
  const count = samples.length / 3;
  const sampleMat = track(cv.matFromArray(count, 3, cv.CV_32F, samples));
  const labels = track(new cv.Mat());
  const centers = track(new cv.Mat());
  const criteria = new cv.TermCriteria(cv.TermCriteria_EPS + cv.TermCriteria_MAX_ITER, 10, 1);
  cv.kmeans(
    sampleMat,
    Math.min(5, count),
    labels,
    criteria,
    2,
    (cv as unknown as { KMEANS_PP_CENTERS: number }).KMEANS_PP_CENTERS,
    centers,
  );
  const c = centers.data32F;
  const out = new Float32Array(w * h);
  for (let i = 0; i < w * h; i++) {
    let best = Infinity;
    for (let j = 0; j < centers.rows; j++) {
      const dl = (d[i * 3] as number) - c[j * 3]!;
      const da = (d[i * 3 + 1] as number) - c[j * 3 + 1]!;
      const db = (d[i * 3 + 2] as number) - c[j * 3 + 2]!;
      best = Math.min(best, dl * dl + da * da + db * db);
    }
    out[i] = Math.sqrt(best);
  }
  return normalise(out);
}

/** Scales to 0..1 by the 2nd and 98th percentiles. */
function normalise(v: Float32Array): Float32Array {
  const sorted = Float32Array.from(v).sort();
  const lo = sorted[Math.floor(v.length * 0.02)]!;
  const hi = sorted[Math.floor(v.length * 0.98)]!;
  const out = new Float32Array(v.length);
  const span = Math.max(1e-6, hi - lo);
  for (let i = 0; i < v.length; i++) out[i] = Math.min(1, Math.max(0, (v[i]! - lo) / span));
  return out;
}

/**
 * Removes thin strips of the mask that are background GrabCut took with the subject: a band of
 * sky or wall running along to the photo's border, (before a blurred background, given its
 * `sharpness`) a thin part much less sharp than the subject, such as a roofline's soft edge, or
 * (given a `person`'s head and body) a thin part outside them.
 * Thin parts of the subject itself (legs, antennae, a stem) stay.
 */
function dropThinStrips(cv: Cv, track: Track, mask: Mat, sharpness: Float32Array | null, person?: Uint8Array): void {
  const opened = track(new cv.Mat());
  const kernel = track(cv.getStructuringElement(cv.MORPH_ELLIPSE, new cv.Size(THIN, THIN)));
  cv.morphologyEx(mask, opened, cv.MORPH_OPEN, kernel);
  const thin = track(new cv.Mat(mask.rows, mask.cols, cv.CV_8UC1));
  {
    const [thinData, maskData, openedData] = [thin.data, mask.data, opened.data];
    for (let i = 0; i < thinData.length; i++) thinData[i] = maskData[i] && !openedData[i] ? 255 : 0;
  }
  const labels = track(new cv.Mat());
  const stats = track(new cv.Mat());
  const centroids = track(new cv.Mat());
  const n = cv.connectedComponentsWithStats(thin, labels, stats, centroids, 8, cv.CV_32S);
  const lab = labels.data32S;
  const w = mask.cols;
  const h = mask.rows;
  // Mean sharpness per thin part, and over the subject's body.
  const sum = new Float64Array(n);
  let body = 0;
  let bodyCount = 0;
  // Views taken after the allocations above (wasm memory that grows drops older views).
  const openedData = opened.data;
  const maskData = mask.data;
  if (sharpness) {
    for (let i = 0; i < lab.length; i++) {
      if (lab[i]! > 0) sum[lab[i]!] = sum[lab[i]!]! + sharpness[i]!;
      else if (openedData[i]) {
        body += sharpness[i]!;
        bodyCount++;
      }
    }
  }
  const drop = new Uint8Array(n);
  for (let c = 1; c < n; c++) {
    const x = stats.intAt(c, cv.CC_STAT_LEFT);
    const y = stats.intAt(c, cv.CC_STAT_TOP);
    const atBorder = x === 0 || y === 0 || x + stats.intAt(c, cv.CC_STAT_WIDTH) === w || y + stats.intAt(c, cv.CC_STAT_HEIGHT) === h;
    const soft = sharpness !== null && bodyCount > 0 && sum[c]! / stats.intAt(c, cv.CC_STAT_AREA) < (SOFT_STRIP * body) / bodyCount;
    drop[c] = atBorder || soft ? 1 : 0;
  }
  for (let i = 0; i < maskData.length; i++) if (drop[lab[i]!]) maskData[i] = 0;
  // Beside a person, what is thin outside their head and body is a pole or a door frame behind
  // them (their arms are thicker than a strip).
  if (person?.some((v) => v)) for (let i = 0; i < maskData.length; i++) if (lab[i]! > 0 && !person[i]) maskData[i] = 0;
}

/** The largest part of the mask and any part at least a fifth of its size, holes filled. */
function keepMainParts(cv: Cv, track: Track, fg: Mat): Mat {
  const labels = track(new cv.Mat());
  const stats = track(new cv.Mat());
  const centroids = track(new cv.Mat());
  const n = cv.connectedComponentsWithStats(fg, labels, stats, centroids, 8, cv.CV_32S);
  let largest = 0;
  for (let c = 1; c < n; c++) largest = Math.max(largest, stats.intAt(c, cv.CC_STAT_AREA));
  const keep = new Uint8Array(n);
  for (let c = 1; c < n; c++) keep[c] = stats.intAt(c, cv.CC_STAT_AREA) >= largest / 5 ? 1 : 0;
  const out = track(new cv.Mat(fg.rows, fg.cols, cv.CV_8UC1));
  const lab = labels.data32S;
  const outData = out.data;
  for (let i = 0; i < outData.length; i++) outData[i] = keep[lab[i]!] ? 255 : 0;
  // Holes: background parts that do not reach the border.
  const inv = track(new cv.Mat());
  cv.bitwise_not(out, inv);
  const holes = track(new cv.Mat());
  const hs = track(new cv.Mat());
  const hc = track(new cv.Mat());
  const hn = cv.connectedComponentsWithStats(inv, holes, hs, hc, 4, cv.CV_32S);
  const w = fg.cols;
  const h = fg.rows;
  const touches = new Uint8Array(hn);
  for (let c = 1; c < hn; c++) {
    const x = hs.intAt(c, cv.CC_STAT_LEFT);
    const y = hs.intAt(c, cv.CC_STAT_TOP);
    const ww = hs.intAt(c, cv.CC_STAT_WIDTH);
    const hh = hs.intAt(c, cv.CC_STAT_HEIGHT);
    touches[c] = x === 0 || y === 0 || x + ww === w || y + hh === h ? 1 : 0;
  }
  const hl = holes.data32S;
  const filled = out.data;
  for (let i = 0; i < filled.length; i++) if (hl[i]! > 0 && !touches[hl[i]!]) filled[i] = 255;
  return out;
}
