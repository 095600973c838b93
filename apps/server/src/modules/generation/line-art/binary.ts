import { loadCv, withMats } from './opencv.ts';

/** A one-channel picture: ink 255, paper 0 (OpenCV's foreground convention). */
export interface Mask {
  data: Uint8Array;
  width: number;
  height: number;
}

/** The statistics OpenCV keeps of a component: its box and area. */
export type ComponentStat = 'left' | 'top' | 'width' | 'height' | 'area';

/** Keeps the foreground components (8-connected) for which `keep` says so; the rest become paper. */
export async function filterComponents(mask: Mask, keep: (stat: (name: ComponentStat) => number) => boolean): Promise<Mask> {
  const { cv } = await loadCv();
  return withMats(cv, (track) => {
    const src = track(cv.matFromArray(mask.height, mask.width, cv.CV_8UC1, mask.data));
    const labels = track(new cv.Mat());
    const stats = track(new cv.Mat());
    const centroids = track(new cv.Mat());
    const n = cv.connectedComponentsWithStats(src, labels, stats, centroids, 8, cv.CV_32S);
    const columns = {
      left: cv.CC_STAT_LEFT,
      top: cv.CC_STAT_TOP,
      width: cv.CC_STAT_WIDTH,
      height: cv.CC_STAT_HEIGHT,
      area: cv.CC_STAT_AREA,
    };
    const kept = new Uint8Array(n);
    for (let c = 1; c < n; c++) kept[c] = keep((name) => stats.intAt(c, columns[name])) ? 1 : 0;
    const lab = labels.data32S;
    const out = new Uint8Array(mask.data.length);
    for (let i = 0; i < out.length; i++) out[i] = kept[lab[i] as number] ? 255 : 0;
    return { data: out, width: mask.width, height: mask.height };
  });
}

/**
 * Removes foreground components smaller than `minArea` px (8-connected): stray dots of ink, or,
 * called on the inverted mask, pin holes of paper inside ink.
 */
export function dropSmallComponents(mask: Mask, minArea: number): Promise<Mask> {
  return filterComponents(mask, (stat) => stat('area') >= minArea);
}

/**
 * Removes foreground components that touch the picture's edge: on a straightened sheet these are
 * the table or a shadow left at a corner, never the drawing (a printed page has margins).
 */
export function dropEdgeComponents(mask: Mask): Promise<Mask> {
  return filterComponents(
    mask,
    (stat) =>
      stat('left') > 0 && stat('top') > 0 && stat('left') + stat('width') < mask.width && stat('top') + stat('height') < mask.height,
  );
}

/** Inverts a mask (ink <-> paper). */
export function invert(mask: Mask): Mask {
  const out = new Uint8Array(mask.data.length);
  for (let i = 0; i < out.length; i++) out[i] = 255 - (mask.data[i] as number);
  return { data: out, width: mask.width, height: mask.height };
}

/** Morphological close or dilate of the ink with an elliptical kernel `size` px across. */
export async function morph(mask: Mask, op: 'close' | 'dilate', size: number): Promise<Mask> {
  if (size < 2) return mask;
  const { cv } = await loadCv();
  return withMats(cv, (track) => {
    const src = track(cv.matFromArray(mask.height, mask.width, cv.CV_8UC1, mask.data));
    const dst = track(new cv.Mat());
    const kernel = track(cv.getStructuringElement(cv.MORPH_ELLIPSE, new cv.Size(size, size)));
    if (op === 'close') cv.morphologyEx(src, dst, cv.MORPH_CLOSE, kernel);
    else cv.dilate(src, dst, kernel);
    return { data: new Uint8Array(dst.data), width: mask.width, height: mask.height };
  });
}
