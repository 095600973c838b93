import { loadCv, withMats } from './opencv.ts';

/** An RGB picture, 3 bytes a pixel. */
export interface Rgb {
  data: Uint8Array;
  width: number;
  height: number;
}

/** A photo smoothed without blurring its edges (two bilateral passes), in Lab, 3 bytes a pixel. */
export async function smoothLab(photo: Rgb): Promise<Rgb> {
  const { cv } = await loadCv();
  return withMats(cv, (track) => {
    const src = track(cv.matFromArray(photo.height, photo.width, cv.CV_8UC3, photo.data));
    const once = track(new cv.Mat());
    const smooth = track(new cv.Mat());
    // A 5 px window twice: nearly the smoothing of a 9 px one at a third of the cost.
    cv.bilateralFilter(src, once, 5, 60, 5);
    cv.bilateralFilter(once, smooth, 5, 60, 5);
    const lab = track(new cv.Mat());
    cv.cvtColor(smooth, lab, cv.COLOR_RGB2Lab);
    return { data: new Uint8Array(lab.data), width: photo.width, height: photo.height };
  });
}

/**
 * Splits a smoothed Lab photo (from smoothLab) into `k` colour clusters (k-means on a sample,
 * every pixel then given its nearest centre). Returns a cluster index per pixel.
 */
export async function clusterColours(labPhoto: Rgb, k: number): Promise<Uint8Array> {
  const { cv } = await loadCv();
  const photo = labPhoto;
  return withMats(cv, (track) => {
    const lab = { data: labPhoto.data };

    // k-means on about 16k samples (every 4th pixel of every 4th row at 512 px): the centres of
    // at most ten clusters barely move, and k-means over 64k took a tenth of a second a call.
    const step = Math.max(1, Math.round(Math.sqrt((photo.width * photo.height) / 16_384)));
    const labData = lab.data;
    const samples: number[] = [];
    for (let y = 0; y < photo.height; y += step) {
      for (let x = 0; x < photo.width; x += step) {
        const o = (y * photo.width + x) * 3;
        samples.push(labData[o] as number, labData[o + 1] as number, labData[o + 2] as number);
      }
    }
    const count = samples.length / 3;
    // k-means seeds from OpenCV's one random generator: seeded, the same upload always makes the
    // same page (the preview and the page made from it agree).
    cv.setRNGSeed(1);
    const sampleMat = track(cv.matFromArray(count, 3, cv.CV_32F, samples));
    const labels = track(new cv.Mat());
    const centers = track(new cv.Mat());
    const criteria = new cv.TermCriteria(cv.TermCriteria_EPS + cv.TermCriteria_MAX_ITER, 20, 0.5);
    // The typings lack the flag constants; 2 is KMEANS_PP_CENTERS (k-means++ seeding).
    cv.kmeans(
      sampleMat,
      Math.min(k, count),
      labels,
      criteria,
      2,
      (cv as unknown as { KMEANS_PP_CENTERS: number }).KMEANS_PP_CENTERS,
      centers,
    );
    const c = centers.data32F;
    const kk = centers.rows;

    const out = new Uint8Array(photo.width * photo.height);
    for (let i = 0; i < out.length; i++) {
      const o = i * 3;
      const l = labData[o] as number;
      const a = labData[o + 1] as number;
      const b = labData[o + 2] as number;
      let best = 0;
      let bestD = Infinity;
      for (let j = 0; j < kk; j++) {
        const dl = l - (c[j * 3] as number);
        const da = a - (c[j * 3 + 1] as number);
        const db = b - (c[j * 3 + 2] as number);
        const d = dl * dl + da * da + db * db;
        if (d < bestD) {
          bestD = d;
          best = j;
        }
      }
      out[i] = best;
    }
    return out;
  });
}
