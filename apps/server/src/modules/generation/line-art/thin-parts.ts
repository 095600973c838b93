import { loadCv, withMats, type Cv } from './opencv.ts';

type Mat = InstanceType<Cv['Mat']>;
/** OpenCV's distanceTransformWithLabels: in the wasm build, but not in its type declarations. */
const withLabels = (cv: Cv) =>
  (
    cv as unknown as {
      distanceTransformWithLabels: (src: Mat, dst: Mat, labels: Mat, type: number, mask: number, labelType: number) => void;
    }
  ).distanceTransformWithLabels;

/**
 * Thin parts of areas handed to their neighbours: a band narrower than `width` px (the dark rim
 * along a cat's belly, a shadow's edge under a roof), whether an area of its own or a tail of a
 * larger one, is taken by the thick area nearest to it, so the edge is drawn once rather than as
 * two lines a few pixels apart with no room to color between them. Opening each area by a disc
 * `width` across finds the same parts; two distance transforms find them for every area at once.
 *
 * `fixed` (the empty page around a subject) neither takes a band nor counts as thick: a subject's
 * thin part that only the page surrounds (a tail, a leg, a string) stays.
 */
export async function giveAwayThinParts(ids: Int32Array, w: number, h: number, width: number, fixed = -1): Promise<void> {
  const n = w * h;
  const r = width / 2;
  const { cv } = await loadCv();
  withMats(cv, (track) => {
    // How deep inside its area each pixel lies: its distance to the nearest rim pixel (one whose
    // neighbour lies in another area, or on the map's edge), plus one.
    const notRim = new Uint8Array(n);
    for (let y = 1; y < h - 1; y++) {
      for (let x = 1; x < w - 1; x++) {
        const i = y * w + x;
        const a = ids[i];
        notRim[i] = ids[i - 1] === a && ids[i + 1] === a && ids[i - w] === a && ids[i + w] === a ? 1 : 0;
      }
    }
    const depth = track(new cv.Mat());
    cv.distanceTransform(track(cv.matFromArray(h, w, cv.CV_8UC1, notRim)), depth, cv.DIST_L2, cv.DIST_MASK_5);
    // The thick parts: pixels at least r inside their area (the fixed area's aside). Each other
    // pixel learns the nearest of them and how far it is.
    const d = depth.data32F;
    const thin = new Uint8Array(n);
    for (let i = 0; i < n; i++) thin[i] = (d[i] as number) + 1 >= r && ids[i] !== fixed ? 0 : 1;
    const near = track(new cv.Mat());
    const nearest = track(new cv.Mat());
    withLabels(cv)(track(cv.matFromArray(h, w, cv.CV_8UC1, thin)), near, nearest, cv.DIST_L2, cv.DIST_MASK_5, cv.DIST_LABEL_PIXEL);
    // Thick pixels are numbered 1, 2, ... in raster order: the area each number stands for.
    const owner = [0];
    for (let i = 0; i < n; i++) if (!thin[i]) owner.push(ids[i] as number);
    if (owner.length === 1) return;
    const far = near.data32F;
    const label = nearest.data32S;
    // A pixel no thick part of its own area reaches lies in a thin part: the thick area nearest to
    // it takes it, when that area lies right beside the band (within its width).
    for (let i = 0; i < n; i++) {
      const id = ids[i] as number;
      const o = owner[label[i] as number] as number;
      if (id === fixed || !thin[i] || o === id || (far[i] as number) > width) continue;
      ids[i] = o;
    }
  });
}
