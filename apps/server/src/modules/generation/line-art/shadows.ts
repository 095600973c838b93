import sharp from 'sharp';
import { localExtreme } from './binary.ts';
import type { Grey } from './lighting.ts';
import { loadCv, withMats } from './opencv.ts';

// Paper under a hard-edged shadow (a hand's or the phone's, under a lamp close by) is at least
// this much darker than the lamp's smooth fit says; much darker still is ink, not paper.
const MIN_DIP = 0.12;
const DARKEST = 0.3;
// A shadow worth flattening covers at least this share of the picture; a piece of one beside it,
// this share.
const MIN_SHADOW = 0.01;
const MIN_PIECE = 0.0005;
// A shadow's edge is sharp: across this share of it (or more), the paper steps by most of the
// shadow's depth within this many px (at 1024) each side. A blurred photo's darker areas fade out
// over tens of px (a pale sky over a blurred city was taken for a shadow). Judged only while
// telling photos from pages: on a page known to be photographed, a soft shadow the lamp's fit
// left is flattened as well.
const MIN_SHARP_EDGE = 0.3;
const SHARP_STEP = 0.8;
const EDGE_BLUR = 8;
// Out of its shadows a photographed page has at most this share of tones between ink and paper
// (of the lamp's paper).
const MID_LOW = 0.5;
const MID_HIGH = 0.85;
const MAX_MID_OUTSIDE = 0.25;
// The widest line (px at 1024, as in keep.ts): the paper beside a point is looked for farther off.
const SOLID_WIDTH = 24;
// A grey fill ends at its outline: most of its edge lies on ink. A shadow's edge crosses the
// drawing, on ink only where it happens to cross a line.
const MAX_EDGE_ON_INK = 0.6;
// Ink, beside the paper level around it (a line's core; a blurred thin line is still this deep).
const INK_SHARE = 0.7;
// Shadowed paper is paper with the drawing's lines on it: most of it (this share) is as light as
// the paper around it. Grass or a coat in a grey photo, under the sky's level, is textured.
const MIN_PAPER_IN = 0.7;
const PAPER_SHARE = 0.88;
// Within the shadow, what is darker than this share of its paper stays as dark as it was: a
// solid area or a fill the shadow fell on is not paper.
const FLOOR = 0.9;
const LOOK_SIZE = 1024;

/**
 * The paper's level per pixel where hard-edged shadows fall, from the lamp's smooth surface
 * (`lamp`, per pixel). A quadratic follows a lamp's falloff but not a shadow's sharp edge: it left
 * the shadowed part of a page grey (a snapshot then looked like a photo) and its edge a step. The
 * paper beside each pixel is the grey closing over the widest line's width (every line filled
 * with the paper around it, steps kept where they are); areas where that paper lies well under
 * the lamp's, whose edge mostly runs clear of ink and that are mostly as light as that paper are
 * shadows, and there the closing is the paper. A grey fill's edge is its outline, so fills stay
 * fills. `judging`: the picture may be a photo (detection), whose smooth darker areas must not be
 * taken for shadows: a shadow's edge must then be sharp, and the rest of the picture a page.
 * Returns `lamp` when there is none.
 */
export async function shadowedPaper(grey: Grey, lamp: Float64Array, judging = false): Promise<Float64Array> {
  const { width, height } = grey;
  const n = width * height;
  // Shadows are looked for on a copy at most this large (most pages have none, and the closing
  // over a large page is the slow part); where there are some, the closing at full size is the paper.
  const k = Math.max(width, height) / LOOK_SIZE;
  let level: Uint8Array;
  let paper: Uint8Array;
  if (k <= 1) {
    const found = await findShadows(grey, lamp, judging);
    if (!found) return lamp;
    ({ level, paper } = found);
  } else {
    const w = Math.max(1, Math.round(width / k));
    const h = Math.max(1, Math.round(height / k));
    const small = await sharp(grey.data, { raw: { width, height, channels: 1 } })
      .resize(w, h, { fit: 'fill' })
      .extractChannel(0)
      .raw()
      .toBuffer();
    const at = (x: number, y: number) =>
      Math.min(height - 1, Math.floor((y + 0.5) * k)) * width + Math.min(width - 1, Math.floor((x + 0.5) * k));
    const smallLamp = new Float64Array(w * h);
    for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) smallLamp[y * w + x] = lamp[at(x, y)] as number;
    const found = await findShadows(
      { data: new Uint8Array(small.buffer, small.byteOffset, small.length), width: w, height: h },
      smallLamp,
      judging,
    );
    if (!found) return lamp;
    level = new Uint8Array(n);
    for (let y = 0; y < height; y++) {
      const row = Math.min(h - 1, Math.floor(y / k)) * w;
      for (let x = 0; x < width; x++) level[y * width + x] = found.level[row + Math.min(w - 1, Math.floor(x / k))] as number;
    }
    paper = await localExtreme(grey, closingSize(width, height), 'paper');
  }
  const out = new Float64Array(lamp);
  for (let i = 0; i < n; i++) {
    const depth = level[i] as number;
    if (!depth) continue;
    const l = lamp[i] as number;
    out[i] = Math.min(l, Math.max((FLOOR * depth * l) / 100, paper[i] as number));
  }
  return out;
}

/** The closing's size: wider than the widest line. */
const closingSize = (width: number, height: number) =>
  2 * Math.round((SOLID_WIDTH / 2 + 1) * Math.max(Math.max(width, height) / 1024, 0.25)) + 1;

/** The shadows on a picture: each one's depth (hundredths of the lamp's paper) where it lies, 0 elsewhere, and the closing; null when there is none. */
async function findShadows(grey: Grey, lamp: Float64Array, judging: boolean): Promise<{ level: Uint8Array; paper: Uint8Array } | null> {
  const { data, width, height } = grey;
  const n = width * height;
  const unit = Math.max(width, height) / 1024;
  const size = closingSize(width, height);
  const paper = await localExtreme(grey, size, 'paper');
  const below = new Uint8Array(n);
  const ratio = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    const r = (paper[i] as number) / Math.max(1, lamp[i] as number);
    ratio[i] = r;
    below[i] = r >= DARKEST && r < 1 - MIN_DIP ? 255 : 0;
  }
  // Ink: a dip well under the paper around it.
  const dark = new Uint8Array(n);
  for (let i = 0; i < n; i++) dark[i] = (data[i] as number) < INK_SHARE * (paper[i] as number) ? 255 : 0;
  const nearInk = await localExtreme({ data: dark, width, height }, 2 * Math.max(2, Math.round(3 * unit)) + 1, 'max');
  const { cv } = await loadCv();
  const level = withMats(cv, (track) => {
    const src = track(cv.matFromArray(height, width, cv.CV_8UC1, below));
    const labels = track(new cv.Mat());
    const stats = track(new cv.Mat());
    const centroids = track(new cv.Mat());
    const count = cv.connectedComponentsWithStats(src, labels, stats, centroids, 8, cv.CV_32S);
    const lab = labels.data32S;
    const area = (c: number) => stats.intAt(c, cv.CC_STAT_AREA);
    // Each area's depth: its median paper ratio, in hundredths.
    const hist = new Map<number, Uint32Array>();
    for (let c = 1; c < count; c++) if (area(c) >= n * MIN_PIECE) hist.set(c, new Uint32Array(101));
    const light = new Uint32Array(count);
    for (let i = 0; i < n; i++) {
      const c = lab[i] as number;
      if (!c) continue;
      const h = hist.get(c);
      if (h) h[Math.round((ratio[i] as number) * 100)]! += 1;
      if ((data[i] as number) >= PAPER_SHARE * (paper[i] as number)) light[c]! += 1;
    }
    const depth = new Uint8Array(count);
    for (const [c, h] of hist) {
      let left = area(c) / 2;
      let v = 0;
      while (v < 100 && (left -= h[v] as number) > 0) v++;
      depth[c] = Math.max(1, v);
    }
    // Edge pixels: in the area, beside lit paper, not on the picture's border; those on ink, and
    // those across which the paper steps by half the area's depth within a few px.
    const reach = Math.max(2, Math.round(EDGE_BLUR * unit));
    const edge = new Uint32Array(count);
    const onInk = new Uint32Array(count);
    const sharp = new Uint32Array(count);
    const at = (x: number, y: number) =>
      ratio[Math.min(height - 1, Math.max(0, y)) * width + Math.min(width - 1, Math.max(0, x))] as number;
    const lit = (j: number) => !lab[j] && (ratio[j] as number) >= 1 - MIN_DIP;
    for (let y = 1; y < height - 1; y++) {
      for (let x = 1; x < width - 1; x++) {
        const i = y * width + x;
        const c = lab[i] as number;
        if (!depth[c]) continue;
        if (!(lit(i - 1) || lit(i + 1) || lit(i - width) || lit(i + width))) continue;
        edge[c]! += 1;
        if (nearInk[i]) onInk[c]! += 1;
        const around = [at(x - reach, y), at(x + reach, y), at(x, y - reach), at(x, y + reach)];
        if (Math.max(...around) - Math.min(...around) >= SHARP_STEP * (1 - (depth[c] as number) / 100)) sharp[c]! += 1;
      }
    }
    const looksShadowed = (c: number) =>
      (onInk[c] as number) <= MAX_EDGE_ON_INK * (edge[c] as number) &&
      (light[c] as number) >= MIN_PAPER_IN * area(c) &&
      (!judging || (sharp[c] as number) >= MIN_SHARP_EDGE * (edge[c] as number));
    const shadows: number[] = [];
    for (let c = 1; c < count; c++) if (area(c) >= n * MIN_SHADOW && edge[c] && looksShadowed(c)) shadows.push(c);
    if (!shadows.length) return null;
    // Pieces of a shadow cut off from it (where its edge runs into the picture's border beside a
    // line) are too small to judge alone: beside a shadow, they are shadow too.
    const taken = new Uint8Array(count);
    for (const c of shadows) taken[c] = 1;
    // Within `reach` px (a square around each pixel) of a mask: where its chessboard distance is.
    const within = (mask: Uint8Array, reach: number): Uint8Array => {
      const apart = new Uint8Array(n);
      for (let i = 0; i < n; i++) apart[i] = mask[i] ? 0 : 255;
      const distance = track(new cv.Mat());
      cv.distanceTransform(track(cv.matFromArray(height, width, cv.CV_8UC1, apart)), distance, cv.DIST_C, 3);
      const d = distance.data32F;
      const out = new Uint8Array(n);
      for (let i = 0; i < n; i++) if ((d[i] as number) <= reach) out[i] = 1;
      return out;
    };
    const core = new Uint8Array(n);
    for (let i = 0; i < n; i++) if (taken[lab[i] as number]) core[i] = 1;
    const near = within(core, size);
    const beside = new Uint8Array(count);
    for (let i = 0; i < n; i++) if (near[i] && depth[lab[i] as number] && !taken[lab[i] as number]) beside[lab[i] as number] = 1;
    for (let c = 1; c < count; c++)
      if (beside[c] && (!edge[c] || (onInk[c] as number) <= MAX_EDGE_ON_INK * (edge[c] as number))) shadows.push(c);
    // Out of the shadows, a photographed page is a page already: paper and ink, few tones between
    // them. A photo's blurred background has darker areas as smooth as shadows, among mid tones.
    // (Judged only while telling photos from pages: a page's colour fills are mid tones too.)
    if (judging) {
      let outside = 0;
      let mid = 0;
      for (let i = 0; i < n; i++) {
        if (near[i]) continue;
        outside++;
        const v = (data[i] as number) / (lamp[i] as number);
        if (v >= MID_LOW && v < MID_HIGH) mid++;
      }
      if (mid > MAX_MID_OUTSIDE * outside) return null;
    }
    // Each shadow with its holes (a solid area it fell on), and past its edge (where the paper is
    // already within MIN_DIP of the lamp's, the edge's blur) as far again as a line is wide: the
    // closing follows it there too.
    const level = new Uint8Array(n);
    for (const c of shadows) {
      const mask = new Uint8Array(n);
      for (let i = 0; i < n; i++) if (lab[i] === c) mask[i] = 255;
      const filled = track(cv.Mat.zeros(height, width, cv.CV_8UC1));
      const contours = track(new cv.MatVector());
      const hierarchy = track(new cv.Mat());
      cv.findContours(
        track(cv.matFromArray(height, width, cv.CV_8UC1, mask)),
        contours,
        hierarchy,
        cv.RETR_EXTERNAL,
        cv.CHAIN_APPROX_SIMPLE,
      );
      cv.drawContours(filled, contours, -1, new cv.Scalar(255), cv.FILLED);
      const grown = within(new Uint8Array(filled.data), Math.round(1.5 * size));
      for (let i = 0; i < n; i++) if (grown[i]) level[i] = Math.max(level[i] as number, depth[c] as number);
    }
    return level;
  });
  return level ? { level, paper } : null;
}
