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

/** Sides of a picture. */
export interface Sides {
  left: boolean;
  top: boolean;
  right: boolean;
  bottom: boolean;
}

const ALL_SIDES: Sides = { left: true, top: true, right: true, bottom: true };

/**
 * Removes foreground components that touch the picture's edge (on the `sides` given): on a
 * straightened sheet these are the table or a shadow left at a corner, never the drawing (a
 * printed page has margins).
 */
export function dropEdgeComponents(mask: Mask, sides: Sides = ALL_SIDES): Promise<Mask> {
  return filterComponents(
    mask,
    (stat) =>
      !(sides.left && stat('left') === 0) &&
      !(sides.top && stat('top') === 0) &&
      !(sides.right && stat('left') + stat('width') >= mask.width) &&
      !(sides.bottom && stat('top') + stat('height') >= mask.height),
  );
}

/**
 * The darkest (or lightest) value within a square `size` px across of each pixel (a grey erosion
 * or dilation); or the grey closing (`paper`: the lightest there, then the darkest of that), which
 * fills every dip narrower than `size` with the level around it and keeps steps and slopes. The
 * closing sees the picture as going on past its border as it is at the border: else a step that
 * runs into the border at a slant (a shadow's edge) cuts off a wedge there, which it fills.
 */
export async function localExtreme(grey: Mask, size: number, which: 'min' | 'max' | 'paper'): Promise<Uint8Array> {
  const { cv } = await loadCv();
  return withMats(cv, (track) => {
    const src = track(cv.matFromArray(grey.height, grey.width, cv.CV_8UC1, grey.data));
    const dst = track(new cv.Mat());
    const kernel = track(cv.getStructuringElement(cv.MORPH_RECT, new cv.Size(size, size)));
    if (which === 'min') cv.erode(src, dst, kernel);
    else if (which === 'max') cv.dilate(src, dst, kernel);
    else {
      const pad = size;
      const padded = track(new cv.Mat());
      cv.copyMakeBorder(src, padded, pad, pad, pad, pad, cv.BORDER_REPLICATE);
      const closed = track(new cv.Mat());
      cv.morphologyEx(padded, closed, cv.MORPH_CLOSE, kernel);
      const inner = track(closed.roi(new cv.Rect(pad, pad, grey.width, grey.height)));
      inner.copyTo(dst);
    }
    return new Uint8Array(dst.data);
  });
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
