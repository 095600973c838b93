import { localExtreme, morph } from './binary.ts';
import type { Grey } from './lighting.ts';
import { loadCv, withMats } from './opencv.ts';

// Paper under a hard-edged shadow (a hand's or the phone's, under a lamp close by) is at least
// this much darker than the lamp's smooth fit says; much darker still is ink, not paper.
const MIN_DIP = 0.12;
const DARKEST = 0.3;
// A shadow worth flattening covers at least this share of the picture.
const MIN_SHADOW = 0.01;
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

/**
 * The paper's level per pixel where hard-edged shadows fall, from the lamp's smooth surface
 * (`lamp`, per pixel). A quadratic follows a lamp's falloff but not a shadow's sharp edge: it left
 * the shadowed part of a page grey (a snapshot then looked like a photo) and its edge a step. The
 * paper beside each pixel is the grey closing over the widest line's width (every line filled
 * with the paper around it, steps kept where they are); areas where that paper lies well under
 * the lamp's, whose edge mostly runs clear of ink and that are mostly as light as that paper are
 * shadows, and there the closing is the paper. A grey fill's edge is its outline, so fills stay
 * fills. Returns `lamp` when there is none.
 */
export async function shadowedPaper(grey: Grey, lamp: Float64Array): Promise<Float64Array> {
  const { data, width, height } = grey;
  const n = width * height;
  const unit = Math.max(width, height) / 1024;
  const size = 2 * Math.round((SOLID_WIDTH / 2 + 1) * Math.max(unit, 0.25)) + 1;
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
  const nearInk = (await morph({ data: dark, width, height }, 'dilate', 2 * Math.max(2, Math.round(3 * unit)) + 1)).data;
  const { cv } = await loadCv();
  const level = withMats(cv, (track) => {
    const src = track(cv.matFromArray(height, width, cv.CV_8UC1, below));
    const labels = track(new cv.Mat());
    const stats = track(new cv.Mat());
    const centroids = track(new cv.Mat());
    const count = cv.connectedComponentsWithStats(src, labels, stats, centroids, 8, cv.CV_32S);
    const lab = labels.data32S;
    const edge = new Uint32Array(count);
    const onInk = new Uint32Array(count);
    const light = new Uint32Array(count);
    for (let i = 0; i < n; i++) if (lab[i] && (data[i] as number) >= PAPER_SHARE * (paper[i] as number)) light[lab[i] as number]! += 1;
    // Edge pixels: in the area, beside lit paper, not on the picture's border.
    for (let y = 1; y < height - 1; y++) {
      for (let x = 1; x < width - 1; x++) {
        const i = y * width + x;
        const c = lab[i] as number;
        if (!c) continue;
        const lit = (j: number) => !lab[j] && (ratio[j] as number) >= 1 - MIN_DIP;
        if (!(lit(i - 1) || lit(i + 1) || lit(i - width) || lit(i + width))) continue;
        edge[c]! += 1;
        if (nearInk[i]) onInk[c]! += 1;
      }
    }
    // Each shadow's own depth: the median paper ratio over it, in hundredths.
    const depth = new Uint8Array(count);
    const looksShadowed = (c: number) =>
      (onInk[c] as number) <= MAX_EDGE_ON_INK * (edge[c] as number) &&
      (light[c] as number) >= MIN_PAPER_IN * stats.intAt(c, cv.CC_STAT_AREA);
    const shadows: number[] = [];
    for (let c = 1; c < count; c++) if (stats.intAt(c, cv.CC_STAT_AREA) >= n * MIN_SHADOW && edge[c] && looksShadowed(c)) shadows.push(c);
    if (!shadows.length) return null;
    // Pieces of a shadow cut off from it (where its edge runs into the picture's border beside a
    // line) are too small to judge alone: beside a shadow, they are shadow too.
    const taken = new Uint8Array(count);
    for (const c of shadows) taken[c] = 1;
    const near = track(new cv.Mat());
    const core = new Uint8Array(n);
    for (let i = 0; i < n; i++) if (taken[lab[i] as number]) core[i] = 255;
    cv.dilate(
      track(cv.matFromArray(height, width, cv.CV_8UC1, core)),
      near,
      track(cv.getStructuringElement(cv.MORPH_RECT, new cv.Size(2 * size + 1, 2 * size + 1))),
    );
    const beside = new Uint8Array(count);
    for (let i = 0; i < n; i++) if (near.data[i] && lab[i] && !taken[lab[i] as number]) beside[lab[i] as number] = 1;
    for (let c = 1; c < count; c++) if (beside[c] && looksShadowed(c)) shadows.push(c);
    const hist = shadows.map(() => new Uint32Array(101));
    const index = new Int16Array(count).fill(-1);
    shadows.forEach((c, k) => (index[c] = k));
    for (let i = 0; i < n; i++) {
      const k = index[lab[i] as number] as number;
      if (k >= 0) hist[k]![Math.round((ratio[i] as number) * 100)]! += 1;
    }
    shadows.forEach((c, k) => {
      let left = stats.intAt(c, cv.CC_STAT_AREA) / 2;
      let v = 0;
      while (v < 100 && (left -= hist[k]![v] as number) > 0) v++;
      depth[c] = Math.max(1, v);
    });
    // Each shadow with its holes (a solid area it fell on).
    const map = track(cv.Mat.zeros(height, width, cv.CV_8UC1));
    for (const c of shadows) {
      const mask = new Uint8Array(n);
      for (let i = 0; i < n; i++) if (lab[i] === c) mask[i] = 255;
      const one = track(cv.matFromArray(height, width, cv.CV_8UC1, mask));
      const contours = track(new cv.MatVector());
      const hierarchy = track(new cv.Mat());
      cv.findContours(one, contours, hierarchy, cv.RETR_EXTERNAL, cv.CHAIN_APPROX_SIMPLE);
      cv.drawContours(map, contours, -1, new cv.Scalar(depth[c] as number), cv.FILLED);
    }
    // The edge's blur reaches past the area (where the paper is already within MIN_DIP of the
    // lamp's) by as much as a line is wide: the closing follows it there too.
    const grown = track(new cv.Mat());
    cv.dilate(map, grown, track(cv.getStructuringElement(cv.MORPH_RECT, new cv.Size(3 * size, 3 * size))));
    return new Uint8Array(grown.data);
  });
  if (!level) return lamp;
  const out = new Float64Array(lamp);
  for (let i = 0; i < n; i++) {
    const k = level[i] as number;
    if (!k) continue;
    const l = lamp[i] as number;
    out[i] = Math.min(l, Math.max((FLOOR * k * l) / 100, paper[i] as number));
  }
  return out;
}
