import type { Face } from './faces.ts';
import { loadCv, withMats } from './opencv.ts';
import type { Rgb } from './sheet.ts';

// Where a frontal face's features lie in the cascade's box (shares of its width and height; the
// box runs from the brows to the chin): each eye in its own half of a band, the nose in the
// middle, the mouth below it.
const EYE_BAND = [0.1, 0.4] as const;
const LEFT_EYE = [0.1, 0.45] as const;
const RIGHT_EYE = [0.55, 0.9] as const;
const CHEEKS = [0.5, 0.62] as const;
const NOSE = 0.58;
const MOUTH_BAND = [0.68, 0.95] as const;
const MOUTH_SPAN = [0.28, 0.72] as const;
// An eye is only drawn where the photo has one: a dark spot this many grey levels below the
// cheeks, the two eyes level within this share of the face's width.
const EYE_CONTRAST = 22;
const EYES_LEVEL = 0.1;
// The drawn shapes, in shares of the face's width.
const EYE_RX = 0.1;
const EYE_RY = 0.045;
const PUPIL_R = 0.028;
const NOSE_HALF = 0.06;
const MOST_SMILE = 0.05;

/**
 * Faces drawn as a coloring page draws them: where the cascade found a face and the photo shows
 * its two eyes (dark spots, level), the face's middle becomes one area of skin with clean shapes
 * on it (two almond eyes with round pupils where the photo's eyes are, a small nose, the mouth as
 * one smooth curve along the photo's lips) instead of the patchwork of shading borders a photo
 * of a face gives. Changes `ids` and `details` in place; returns the faces it did not draw (no
 * eyes found), which keep their traced features.
 */
export async function drawFaces(page: Rgb, faces: Face[], ids: Int32Array, details: Uint8Array): Promise<Face[]> {
  return drawFaceShapes(await faceShapes(page, faces), page.width, ids, details);
}

/** A face and its features on the photo (null: the photo shows no two level eyes). */
export interface FaceShape {
  face: Face;
  features: Features | null;
}

/** Where each face's eyes and mouth are: the photo's part of drawFaces, the same at every Detail. */
export async function faceShapes(page: Rgb, faces: Face[]): Promise<FaceShape[]> {
  if (!faces.length) return [];
  const { grey, red } = await smoothMaps(page);
  return faces.map((face) => ({ face, features: findFeatures(grey, red, page.width, face) }));
}

/** drawFaces with the shapes already found; returns the faces it did not draw. */
export function drawFaceShapes(shapes: FaceShape[], width: number, ids: Int32Array, details: Uint8Array): Face[] {
  const left: Face[] = [];
  for (const { face, features } of shapes) {
    if (!features) {
      left.push(face);
      continue;
    }
    clearMiddle(ids, details, width, face);
    drawFeatures(details, width, face, features);
  }
  return left;
}

interface Features {
  eyes: [[number, number], [number, number]];
  /** The mouth's middle (share of the face's height) and how far its corners lie below it (share of its width). */
  mouth: { y: number; bend: number };
}

/**
 * The photo lightly blurred (skin pores and lashes are no features), in grey (eyes are the darkest
 * part of a face) and as redness (Lab's a*: lips are the reddest).
 */
async function smoothMaps(page: Rgb): Promise<{ grey: Uint8Array; red: Uint8Array }> {
  const { cv } = await loadCv();
  return withMats(cv, (track) => {
    const src = track(cv.matFromArray(page.height, page.width, cv.CV_8UC3, page.data));
    const blurred = track(new cv.Mat());
    cv.GaussianBlur(src, blurred, new cv.Size(7, 7), 2);
    const grey = track(new cv.Mat());
    cv.cvtColor(blurred, grey, cv.COLOR_RGB2GRAY);
    const lab = track(new cv.Mat());
    cv.cvtColor(blurred, lab, cv.COLOR_RGB2Lab);
    const red = new Uint8Array(page.width * page.height);
    // A Mat's .data makes a new view at each read: taken once (per pixel it took 50 ms a page).
    const labData = lab.data;
    for (let i = 0; i < red.length; i++) red[i] = labData[i * 3 + 1] as number;
    return { grey: new Uint8Array(grey.data), red };
  });
}

/** The eyes' centres and the mouth's line, or null when the photo shows no two level eyes. */
function findFeatures(grey: Uint8Array, red: Uint8Array, width: number, face: Face): Features | null {
  const index = (fx: number, fy: number) => Math.round(face.y + fy * face.height) * width + Math.round(face.x + fx * face.width);
  const at = (fx: number, fy: number) => grey[index(fx, fy)] as number;
  const redness = (fx: number, fy: number) => red[index(fx, fy)] as number;
  const cheeks: number[] = [];
  for (let fy = CHEEKS[0]; fy < CHEEKS[1]; fy += 0.02) for (const fx of [0.22, 0.27, 0.73, 0.78]) cheeks.push(at(fx, fy));
  cheeks.sort((a, b) => a - b);
  const cheek = cheeks[cheeks.length >> 1] as number;
  const eye = (span: readonly [number, number]): [number, number] | null => {
    // The darkest tenth of the eye's box, weighted by how dark: the iris and lashes.
    const samples: { fx: number; fy: number; v: number }[] = [];
    for (let fy = EYE_BAND[0]; fy < EYE_BAND[1]; fy += 0.01)
      for (let fx = span[0]; fx < span[1]; fx += 0.01) samples.push({ fx, fy, v: at(fx, fy) });
    samples.sort((a, b) => a.v - b.v);
    const dark = samples.slice(0, Math.max(4, Math.round(samples.length / 10)));
    const mean = dark.reduce((s, p) => s + p.v, 0) / dark.length;
    if (cheek - mean < EYE_CONTRAST) return null;
    let wx = 0;
    let wy = 0;
    let w = 0;
    for (const p of dark) {
      const k = cheek - p.v;
      wx += p.fx * k;
      wy += p.fy * k;
      w += k;
    }
    return [wx / w, wy / w];
  };
  const l = eye(LEFT_EYE);
  const r = eye(RIGHT_EYE);
  if (!l || !r || Math.abs(l[1] - r[1]) * face.height > EYES_LEVEL * face.width) return null;
  // The mouth: per column, the reddest row of the band (the lips); a parabola through them gives
  // its height and how much it smiles.
  const xs: number[] = [];
  const ys: number[] = [];
  for (let fx = MOUTH_SPAN[0]; fx <= MOUTH_SPAN[1]; fx += 0.02) {
    let best = MOUTH_BAND[0];
    for (let fy = MOUTH_BAND[0]; fy < MOUTH_BAND[1]; fy += 0.01) if (redness(fx, fy) > redness(fx, best)) best = fy;
    xs.push(fx - 0.5);
    ys.push(best);
  }
  const { a, c } = fitParabola(xs, ys);
  // How far the corners rise (a smile, negative) or fall, as a share of the face's width.
  const corner = ((MOUTH_SPAN[1] - MOUTH_SPAN[0]) / 2) ** 2;
  // Never a frown: a page frowning at a smiling child is worse than a straight mouth.
  const bend = Math.max(-MOST_SMILE, Math.min(0, (a * corner * face.height) / face.width));
  return { eyes: [l, r], mouth: { y: Math.min(MOUTH_BAND[1], Math.max(MOUTH_BAND[0], c)), bend } };
}

/** Least-squares y = a x² + c (a mouth is symmetric about the face's middle). */
function fitParabola(xs: number[], ys: number[]): { a: number; c: number } {
  let sx4 = 0;
  let sx2 = 0;
  let sx2y = 0;
  let sy = 0;
  const n = xs.length;
  for (let i = 0; i < n; i++) {
    const x2 = (xs[i] as number) ** 2;
    sx4 += x2 * x2;
    sx2 += x2;
    sx2y += x2 * (ys[i] as number);
    sy += ys[i] as number;
  }
  const det = sx4 * n - sx2 * sx2;
  if (Math.abs(det) < 1e-9) return { a: 0, c: sy / n };
  return { a: (sx2y * n - sx2 * sy) / det, c: (sx4 * sy - sx2 * sx2y) / det };
}

/** Inside the face's middle (an ellipse over eyes, nose and mouth): one area, no lines. */
function clearMiddle(ids: Int32Array, details: Uint8Array, width: number, face: Face): void {
  const cx = face.x + face.width / 2;
  const cy = face.y + face.height * 0.5;
  const rx = face.width * 0.5;
  const ry = face.height * 0.5;
  const counts = new Map<number, number>();
  const inside: number[] = [];
  for (let y = Math.floor(cy - ry); y <= cy + ry; y++) {
    for (let x = Math.floor(cx - rx); x <= cx + rx; x++) {
      if (((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 > 1) continue;
      const i = y * width + x;
      inside.push(i);
      counts.set(ids[i] as number, (counts.get(ids[i] as number) ?? 0) + 1);
    }
  }
  let skin = -1;
  let most = 0;
  for (const [id, c] of counts) if (c > most) [skin, most] = [id, c];
  for (const i of inside) {
    ids[i] = skin;
    details[i] = 0;
  }
}

/** Eyes, pupils, nose and mouth as 1 px lines (pupils filled) on `details`. */
function drawFeatures(details: Uint8Array, width: number, face: Face, f: Features): void {
  const px = (fx: number) => face.x + fx * face.width;
  const py = (fy: number) => face.y + fy * face.height;
  const w = face.width;
  const dot = (x: number, y: number) => {
    const i = Math.round(y) * width + Math.round(x);
    if (i >= 0 && i < details.length) details[i] = 255;
  };
  for (const [ex, ey] of f.eyes) {
    const x0 = px(ex);
    const y0 = py(ey);
    // An almond: two arcs meeting at the corners.
    for (let t = 0; t <= Math.PI; t += 0.01) {
      const x = x0 + Math.cos(t) * EYE_RX * w;
      dot(x, y0 - Math.sin(t) * EYE_RY * w);
      dot(x, y0 + Math.sin(t) * EYE_RY * w * 0.8);
    }
    const r = PUPIL_R * w;
    for (let y = -r; y <= r; y++) for (let x = -r; x <= r; x++) if (x * x + y * y <= r * r) dot(x0 + x, y0 + y);
  }
  // The nose: a small curve under the eyes' middle.
  const nx = px((f.eyes[0][0] + f.eyes[1][0]) / 2);
  const ny = py(NOSE);
  for (let t = -1; t <= 1; t += 0.01) dot(nx + t * NOSE_HALF * w, ny + (1 - t * t) * 0.02 * w);
  // The mouth: one smooth curve, bent as the photo's lips are.
  const my = py(f.mouth.y);
  const half = ((MOUTH_SPAN[1] - MOUTH_SPAN[0]) / 2) * w * 0.8;
  for (let t = -1; t <= 1; t += 0.005) dot(face.x + w / 2 + t * half, my + f.mouth.bend * w * t * t);
}
