import fs from 'node:fs';
import { dropSmallComponents } from './binary.ts';
import { loadCv, withMats } from './opencv.ts';
import type { Rgb } from './sheet.ts';

// OpenCV's improved LBP frontal face cascade (BSD licence, in the file's header), shipped beside
// this module: small (54 kB) and quick on a 1024 px page.
const CASCADE = new URL('./face-cascade.xml', import.meta.url);
const CASCADE_NAME = 'face-cascade.xml';
let cascadeReady = false;

/** A face on the page, in page pixels. */
export interface Face {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Frontal faces on the page (at least 6% of its side), largest first. */
export async function findFaces(page: Rgb): Promise<Face[]> {
  const { cv } = await loadCv();
  if (!cascadeReady) {
    const fsApi = cv as unknown as {
      FS_createDataFile: (dir: string, name: string, data: Uint8Array, r: boolean, w: boolean, o: boolean) => void;
    };
    try {
      fsApi.FS_createDataFile('/', CASCADE_NAME, fs.readFileSync(CASCADE), true, false, false);
    } catch {
      // Already in the wasm file system (another module instance wrote it).
    }
    cascadeReady = true;
  }
  return withMats(cv, (track) => {
    const src = track(cv.matFromArray(page.height, page.width, cv.CV_8UC3, page.data));
    // Looked for on a half-size copy: four times quicker, and a face is still 30 px or more.
    const half = track(new cv.Mat());
    cv.resize(src, half, new cv.Size(Math.round(page.width / 2), Math.round(page.height / 2)), 0, 0, cv.INTER_AREA);
    const grey = track(new cv.Mat());
    cv.cvtColor(half, grey, cv.COLOR_RGB2GRAY);
    cv.equalizeHist(grey, grey);
    const classifier = track(new cv.CascadeClassifier());
    if (!classifier.load(CASCADE_NAME)) return [];
    const found = track(new cv.RectVector());
    const min = Math.round(Math.min(half.cols, half.rows) * 0.06);
    classifier.detectMultiScale(grey, found, 1.15, 4, 0, new cv.Size(min, min), new cv.Size(0, 0));
    const faces: Face[] = [];
    const count = found.size() as unknown as number;
    for (let i = 0; i < count; i++) {
      const r = found.get(i);
      faces.push({
        x: r.x * 2,
        y: r.y * 2,
        width: Math.min(page.width - r.x * 2, r.width * 2),
        height: Math.min(page.height - r.y * 2, r.height * 2),
      });
    }
    return faces.sort((a, b) => b.width * b.height - a.width * a.height).slice(0, 6);
  });
}

/**
 * Eyes, nose and mouth drawn as lines: in each face, the edges of the smoothed face (Canny with
 * thresholds set from the face's own contrast, so a softly lit face gets its features too),
 * kept only where a face has features (eyes, nose, mouth; not the hairline or the jaw) and only
 * when long enough to be a feature rather than skin texture. Returns 1 px lines (255) on the page.
 */
export async function faceFeatures(page: Rgb, faces: Face[]): Promise<Uint8Array> {
  const out = new Uint8Array(page.width * page.height);
  if (!faces.length) return out;
  const { cv } = await loadCv();
  for (const face of faces) {
    const edges = withMats(cv, (track) => {
      const src = track(cv.matFromArray(page.height, page.width, cv.CV_8UC3, page.data));
      const roi = track(src.roi(new cv.Rect(face.x, face.y, face.width, face.height)));
      const grey = track(new cv.Mat());
      cv.cvtColor(roi, grey, cv.COLOR_RGB2GRAY);
      const smooth = track(new cv.Mat());
      cv.bilateralFilter(grey, smooth, 7, 40, 5);
      const blurred = track(new cv.Mat());
      const k = Math.max(3, Math.round(face.width / 40) * 2 + 1);
      cv.GaussianBlur(smooth, blurred, new cv.Size(k, k), 0);
      const sorted = Uint8Array.from(blurred.data).sort();
      const median = sorted[sorted.length >> 1] as number;
      const e = track(new cv.Mat());
      cv.Canny(blurred, e, Math.max(10, 0.25 * median), Math.max(25, 0.5 * median), 3, true);
      return new Uint8Array(e.data);
    });
    const w = face.width;
    const h = face.height;
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        const fy = y / h;
        const fx = x / w;
        // The cascade's box runs from the brows to the chin (see face-shapes.ts).
        const eyes = fy > 0.1 && fy < 0.4 && fx > 0.1 && fx < 0.9;
        const nose = fy >= 0.4 && fy < 0.66 && fx > 0.36 && fx < 0.64;
        const mouth = fy >= 0.66 && fy < 0.95 && fx > 0.25 && fx < 0.75;
        if (!eyes && !nose && !mouth) edges[y * w + x] = 0;
      }
    }
    const kept = (await dropSmallComponents({ data: edges, width: w, height: h }, Math.max(8, Math.round(w * 0.1)))).data;
    for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) if (kept[y * w + x]) out[(face.y + y) * page.width + face.x + x] = 255;
  }
  return out;
}
