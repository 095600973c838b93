import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { dropSmallComponents, type Mask } from './binary.ts';
import { drawFaceShapes, faceShapes, type FaceShape } from './face-shapes.ts';
import { faceFeatures, findFaces } from './faces.ts';
import { compact, mergeWeakBorders } from './borders.ts';
import { loadCv, withMats } from './opencv.ts';
import { labelAreas, mergeSmallAreas } from './regions.ts';
import { clusterColours, smoothLab } from './segment.ts';
import type { Rgb } from './sheet.ts';
import { findSubject } from './subject.ts';

/** Side of the square page a photo is drawn on: the size of the coloring canvas. */
export const PAGE_SIZE = 1024;
/**
 * Side the areas are found at: half the page. Smoothing, clustering, merging and the subject's
 * outline cost a pixel's work each, and a photo's preview must come back within a second; an area
 * a child colors is hundreds of pixels across, so half the resolution draws the same areas. The
 * lines are drawn at the page's own size: the borders are scaled up (the strokes' blur rounds off
 * their 2 px steps), and the detail lines and faces are found on the full page.
 */
const WORK = PAGE_SIZE / 2;
/** Page pixels per work pixel, along a side. */
const UP = PAGE_SIZE / WORK;
/**
 * Where the page lies on the photo (decoded to fit inside PAGE_SIZE, `width` by `height`): the
 * square `side` px across at `left`, `top` (it may reach past the photo's edges). The benchmark
 * places the photo's edges and subject with it.
 */
export interface Placement {
  left: number;
  top: number;
  side: number;
  width: number;
  height: number;
}
/** How much is drawn, 1 (a toddler's page) to 5 (a grown-up's). */
export type Detail = 1 | 2 | 3 | 4 | 5;

// Per detail level (index 1..5): colour clusters; the smallest area kept (px on the page, found
// at WORK: a quarter as many there); the
// edge strength a border needs to stay a line; the most areas a page may have (under 256: the
// borders are smoothed as 8-bit labels, and a page with more kept its wiggles).
const CLUSTERS = [0, 4, 5, 6, 8, 10] as const;
const MIN_AREA = [0, 5200, 2600, 1400, 800, 450] as const;
const MIN_EDGE = [0, 24, 19, 15, 11, 8] as const;
const MAX_AREAS = [0, 30, 60, 110, 180, 250] as const;
// The fewest areas to color (besides the empty page around a subject) a page should have, and
// how the thresholds relax (each step, down to a floor) until it has them.
const MIN_AREAS = [0, 3, 5, 8, 10, 12] as const;
const RELAX = 0.7;
const MIN_RELAX = 0.2;
// Space kept around a subject on the page (share of its larger side).
const SUBJECT_MARGIN = 0.08;
const BACKGROUND = 255;
const SNAP_CLUSTERS = 8;
// How far (px on the page) the subject's rough outline may move to meet a colour edge.
const SNAP_REACH = 24;
// Window (px at WORK: 10 on the page) of the median that rounds off wiggles in area borders, and
// the largest sliver (px on the page) it leaves that is merged away.
const BORDER_SMOOTHING = 5;
const SLIVER = 150;
// Window (px at WORK) of the median that stops cluster borders wobbling (9 px on the page).
const CLUSTER_SMOOTHING = 5;

/**
 * Draws a photo as a coloring page: its subject (sharp, distinct from the border, near the
 * middle) on an empty page, or the whole scene filling the page when there is no one subject;
 * inside, areas of one colour (smoothed, clustered), small areas merged into their neighbours and
 * borders that lie on no real edge of the photo dropped, so lines follow the picture's edges; the
 * lines smooth and of one weight. Areas are closed by construction.
 */
export async function drawPhoto(
  input: Buffer,
  maxPixels: number,
  detail: Detail,
): Promise<{ mask: Mask; page: Rgb; placement: Placement }> {
  const prepared = await preparedPhoto(input, maxPixels);
  const { rgb, inside, placement, lab, outline, strength } = prepared;
  const n = WORK * WORK;
  const clusters = await clusterColours(lab, CLUSTERS[detail]);
  if (outline) for (let i = 0; i < n; i++) if (!outline[i]) clusters[i] = BACKGROUND;
  const majorities = await majority(clusters);
  const pageArea = UP * UP;
  // Merging follows the Detail's thresholds, relaxed step by step while too little is left to
  // color (a soft, low-contrast scene would otherwise merge into an empty page).
  let ids: Int32Array = new Int32Array(0);
  let bg = -1;
  for (let relax = 0; relax < MIN_EDGE.length; relax++) {
    const labelled = labelAreas(majorities, WORK, WORK);
    ids = labelled.ids;
    bg = inside ? backgroundId(ids, majorities) : -1;
    // Never past the next Detail's thresholds: more Detail always draws at least as much.
    const k = Math.pow(RELAX, relax);
    const next = Math.min(5, detail + 1) as Detail;
    const floor = detail === 5 ? MIN_RELAX : 1;
    const minArea = Math.max(MIN_AREA[detail] * k, MIN_AREA[next] * floor);
    const minEdge = Math.max(MIN_EDGE[detail] * k, MIN_EDGE[next] * floor);
    mergeSmallAreas(ids, labelled.count, WORK, WORK, minArea / pageArea, bg);
    mergeWeakBorders(ids, WORK, WORK, strength, minEdge, bg);
    capAreas(ids, MAX_AREAS[detail], bg, minArea / pageArea);
    if (compact(ids) - (bg >= 0 ? 1 : 0) >= MIN_AREAS[detail]) break;
    if (minArea === MIN_AREA[next] * floor && minEdge === MIN_EDGE[next] * floor) break;
  }

  // Renumbered: the empty page around a subject is the area most of the outside lies in (not
  // the corner's: a subject may reach the corner).
  if (bg >= 0 && outline) bg = commonest(ids, outline, 0);
  const rounded = await smoothBorders(ids, bg);
  if (bg >= 0 && outline) bg = commonest(rounded, outline, 0);
  ids = scaleUp(rounded);
  const details = await detailLines(rgb, ids, bg, detail);
  // Faces whose eyes the photo shows are drawn as clean shapes; the others keep traced features.
  const undrawn = drawFaceShapes(prepared.faces, PAGE_SIZE, ids, details);
  const features = await faceFeatures(rgb, undrawn);
  for (let i = 0; i < features.length; i++) if (features[i]) details[i] = 255;
  return { mask: await strokes(ids, details), page: rgb, placement };
}

/** What a trace finds in a photo whatever the Detail: read only by drawPhoto. */
interface Prepared {
  /** The page (PAGE_SIZE). */
  rgb: Rgb;
  /** The rest at WORK: the subject's rough outline (null for a scene). */
  inside: Uint8Array | null;
  placement: Placement;
  /** The page smoothed, in Lab: what the areas' colours are clustered from. */
  lab: Rgb;
  /** The subject's outline snapped to the photo's colour areas (null for a scene). */
  outline: Uint8Array | null;
  strength: Float32Array;
  faces: FaceShape[];
}

/**
 * The photos last prepared in this process. Moving the Detail slider asks for the same photo
 * again: the subject, the smoothing, the outline, the edges and the faces (about half a trace)
 * are taken from here, and only the areas and lines are drawn again. A picture worker keeps two
 * (about 12 MB each at 1024 px).
 */
const PREPARED_KEPT = 2;
const prepared = new Map<string, Promise<Prepared>>();

function preparedPhoto(input: Buffer, maxPixels: number): Promise<Prepared> {
  const key = `${createHash('sha1').update(input).digest('hex')}:${maxPixels}`;
  let found = prepared.get(key);
  if (found) prepared.delete(key);
  else {
    found = prepare(input, maxPixels);
    found.catch(() => prepared.delete(key));
  }
  // Most recently used last: the first key is the one to drop.
  prepared.set(key, found);
  while (prepared.size > PREPARED_KEPT) prepared.delete(prepared.keys().next().value!);
  return found;
}

/** Forgets the prepared photos: for measuring a first trace (bench/colorability). */
export function forgetPreparedPhotos(): void {
  prepared.clear();
}

async function prepare(input: Buffer, maxPixels: number): Promise<Prepared> {
  const photo = await decode(input, maxPixels);
  const subject = await findSubject(photo, await findFaces(photo));
  const { rgb, inside, placement } = subject ? await centreSubject(photo, subject) : await coverSquare(photo);
  // The subject's outline is snapped with the same clusters at every Detail: Detail changes how
  // much is drawn inside, never what the subject is.
  const small = await scaleDown(rgb);
  const lab = await smoothLab(small);
  const outline = inside ? snapToColours(await clusterColours(lab, SNAP_CLUSTERS), inside, await nearOutline(inside)) : null;
  // A subject's edges are judged on the smoothed photo: its texture (fur, feathers) is no edge,
  // its outlines are. A scene's are judged on the photo itself: smoothed, its softer edges (a
  // lemon against an orange) would merge it into an empty page.
  const strength = await edgeStrength(inside ? lab : await toLab(small));
  const faces = await faceShapes(rgb, await findFaces(rgb));
  return { rgb, inside, placement, lab, outline, strength, faces };
}

async function decode(input: Buffer, maxPixels: number): Promise<Rgb> {
  const { data, info } = await sharp(input, { limitInputPixels: maxPixels, failOn: 'error' })
    .rotate()
    .flatten({ background: '#ffffff' })
    .resize(PAGE_SIZE, PAGE_SIZE, { fit: 'inside' })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height };
}

/** The subject cut out, centred on a square page with a margin; everything else is empty page. */
async function centreSubject(photo: Rgb, mask: Uint8Array): Promise<{ rgb: Rgb; inside: Uint8Array; placement: Placement }> {
  let x0 = photo.width;
  let y0 = photo.height;
  let x1 = 0;
  let y1 = 0;
  for (let y = 0; y < photo.height; y++) {
    for (let x = 0; x < photo.width; x++) {
      if (!mask[y * photo.width + x]) continue;
      x0 = Math.min(x0, x);
      y0 = Math.min(y0, y);
      x1 = Math.max(x1, x);
      y1 = Math.max(y1, y);
    }
  }
  const side = Math.round(Math.max(x1 - x0 + 1, y1 - y0 + 1) * (1 + 2 * SUBJECT_MARGIN));
  const left = Math.round((x0 + x1 - side) / 2);
  const top = Math.round((y0 + y1 - side) / 2);
  const rgb = await square(photo.data, photo, 3, left, top, side, 'lanczos3');
  const inside = await square(mask, photo, 1, left, top, side, 'nearest', WORK);
  return {
    rgb: { data: rgb, width: PAGE_SIZE, height: PAGE_SIZE },
    inside,
    placement: { left, top, side, width: photo.width, height: photo.height },
  };
}

/** The middle square of the photo, filling the page (no bands, no frame). */
async function coverSquare(photo: Rgb): Promise<{ rgb: Rgb; inside: null; placement: Placement }> {
  const side = Math.min(photo.width, photo.height);
  const left = Math.floor((photo.width - side) / 2);
  const top = Math.floor((photo.height - side) / 2);
  const rgb = await square(photo.data, photo, 3, left, top, side, 'lanczos3');
  return {
    rgb: { data: rgb, width: PAGE_SIZE, height: PAGE_SIZE },
    inside: null,
    placement: { left, top, side, width: photo.width, height: photo.height },
  };
}

/**
 * A square of a picture (left, top, side in its pixels; it may reach past the picture's edges,
 * which are then empty: white, or 0 for a mask) scaled to `scaledTo` px square (the page's size).
 */
async function square(
  data: Uint8Array,
  size: { width: number; height: number },
  channels: 1 | 3,
  left: number,
  top: number,
  side: number,
  kernel: 'lanczos3' | 'nearest',
  scaledTo = PAGE_SIZE,
): Promise<Uint8Array> {
  const pad = {
    left: Math.max(0, -left),
    top: Math.max(0, -top),
    right: Math.max(0, left + side - size.width),
    bottom: Math.max(0, top + side - size.height),
  };
  const empty = channels === 3 ? { r: 255, g: 255, b: 255 } : { r: 0, g: 0, b: 0 };
  // sharp extracts before it extends within one pipeline: padding is a pass of its own.
  const padded = await sharp(data, { raw: { width: size.width, height: size.height, channels } })
    .extend({ ...pad, background: empty })
    .raw()
    .toBuffer({ resolveWithObject: true });
  // (Extending a one-channel picture gives three channels: the first is kept.)
  const cut = sharp(padded.data, { raw: padded.info })
    .extract({ left: left + pad.left, top: top + pad.top, width: side, height: side })
    .resize(scaledTo, scaledTo, { kernel });
  if (channels === 1) cut.extractChannel(0);
  else cut.removeAlpha();
  const out = await cut.raw().toBuffer();
  return new Uint8Array(out.buffer, out.byteOffset, out.length);
}

/**
 * The subject's outline moved onto the photo's colour edges: an area of one colour that lies
 * mostly inside the rough outline joins the subject whole, one mostly outside leaves it; an area
 * split more evenly keeps the rough outline.
 */
function snapToColours(clusters: Uint8Array, rough: Uint8Array, near: Uint8Array): Uint8Array {
  const { ids, count } = labelAreas(clusters, WORK, WORK);
  const total = new Int32Array(count);
  const inside = new Int32Array(count);
  for (let i = 0; i < ids.length; i++) {
    total[ids[i] as number]! += 1;
    if (rough[i]) inside[ids[i] as number]! += 1;
  }
  const out = new Uint8Array(ids.length);
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i] as number;
    const share = (inside[id] as number) / (total[id] as number);
    out[i] = !near[i] ? (rough[i] as number) : share >= 0.75 ? 1 : share <= 0.25 ? 0 : (rough[i] as number);
  }
  return out;
}

/**
 * Pixels within SNAP_REACH of the rough outline (inside or out): the outline moves onto the
 * photo's colour edges there and nowhere else, so an area of one colour that runs from the
 * subject far into the background (white fur into a white sky) does not take the sky along.
 */
async function nearOutline(rough: Uint8Array): Promise<Uint8Array> {
  const { cv } = await loadCv();
  return withMats(cv, (track) => {
    // Distances to the other side, not a dilation and erosion by a disc SNAP_REACH wide: the
    // same pixels, found in one pass each instead of one per kernel row (2.8 s became 0.1 s).
    const inside = track(cv.matFromArray(WORK, WORK, cv.CV_8UC1, rough));
    const flipped = new Uint8Array(rough.length);
    for (let i = 0; i < rough.length; i++) flipped[i] = rough[i] ? 0 : 1;
    const outside = track(cv.matFromArray(WORK, WORK, cv.CV_8UC1, flipped));
    const toOutside = track(new cv.Mat());
    const toInside = track(new cv.Mat());
    cv.distanceTransform(inside, toOutside, cv.DIST_L2, cv.DIST_MASK_5);
    cv.distanceTransform(outside, toInside, cv.DIST_L2, cv.DIST_MASK_5);
    const a = toOutside.data32F;
    const b = toInside.data32F;
    const out = new Uint8Array(WORK * WORK);
    const reach = SNAP_REACH / UP;
    for (let i = 0; i < out.length; i++) out[i] = rough[i] ? ((a[i] as number) <= reach ? 1 : 0) : (b[i] as number) <= reach ? 1 : 0;
    return out;
  });
}

/**
 * Area borders smoothed: each pixel takes the commonest area around it (a median of labels),
 * which rounds off wiggles a few pixels deep; the slivers this leaves are merged away.
 */
async function smoothBorders(ids: Int32Array, bg: number): Promise<Int32Array> {
  const count = compact(ids);
  if (count > 255) return ids;
  const labels = Uint8Array.from(ids);
  const { cv } = await loadCv();
  const smoothed = withMats(cv, (track) => {
    const src = track(cv.matFromArray(WORK, WORK, cv.CV_8UC1, labels));
    const dst = track(new cv.Mat());
    cv.medianBlur(src, dst, BORDER_SMOOTHING);
    return new Uint8Array(dst.data);
  });
  const bgLabel = bg >= 0 ? (labels[ids.indexOf(bg)] ?? -1) : -1;
  const relabelled = labelAreas(smoothed, WORK, WORK);
  const out = relabelled.ids;
  const bgPixel = bgLabel >= 0 ? smoothed.indexOf(bgLabel) : -1;
  mergeSmallAreas(out, relabelled.count, WORK, WORK, SLIVER / (UP * UP), bgPixel >= 0 ? (out[bgPixel] as number) : -1);
  compact(out);
  return out;
}

/** The id most pixels where `where` equals `value` have. */
function commonest(ids: Int32Array, where: Uint8Array, value: number): number {
  const counts = new Map<number, number>();
  for (let i = 0; i < ids.length; i++) if (where[i] === value) counts.set(ids[i] as number, (counts.get(ids[i] as number) ?? 0) + 1);
  let best = -1;
  let most = 0;
  for (const [id, c] of counts) if (c > most) [best, most] = [id, c];
  return best;
}

/** The id of the empty background area (the one holding the page's corner). */
function backgroundId(ids: Int32Array, values: Uint8Array): number {
  for (let i = 0; i < values.length; i++) if (values[i] === BACKGROUND) return ids[i] as number;
  return -1;
}

/** The page scaled to WORK (each work pixel the mean of the page's four). */
async function scaleDown(page: Rgb): Promise<Rgb> {
  const out = await sharp(page.data, { raw: { width: page.width, height: page.height, channels: 3 } })
    .resize(WORK, WORK, { kernel: 'linear' })
    .raw()
    .toBuffer();
  return { data: new Uint8Array(out.buffer, out.byteOffset, out.length), width: WORK, height: WORK };
}

/** A map at WORK scaled to the page: each work pixel becomes UP by UP page pixels. */
function scaleUp<T extends Int32Array | Uint8Array>(map: T): T {
  const out = new (map.constructor as { new (n: number): T })(PAGE_SIZE * PAGE_SIZE);
  for (let y = 0; y < PAGE_SIZE; y++) {
    const row = ((y / UP) | 0) * WORK;
    for (let x = 0; x < PAGE_SIZE; x++) out[y * PAGE_SIZE + x] = map[row + ((x / UP) | 0)] as number;
  }
  return out;
}

/** Each pixel takes the commonest cluster around it (a median of labels): borders stop wobbling. */
async function majority(clusters: Uint8Array): Promise<Uint8Array> {
  const { cv } = await loadCv();
  return withMats(cv, (track) => {
    const src = track(cv.matFromArray(WORK, WORK, cv.CV_8UC1, clusters));
    const dst = track(new cv.Mat());
    cv.medianBlur(src, dst, CLUSTER_SMOOTHING);
    return new Uint8Array(dst.data);
  });
}

/** A photo in Lab, 3 bytes a pixel. */
async function toLab(rgb: Rgb): Promise<Rgb> {
  const { cv } = await loadCv();
  return withMats(cv, (track) => {
    const src = track(cv.matFromArray(rgb.height, rgb.width, cv.CV_8UC3, rgb.data));
    const lab = track(new cv.Mat());
    cv.cvtColor(src, lab, cv.COLOR_RGB2Lab);
    return { data: new Uint8Array(lab.data), width: rgb.width, height: rgb.height };
  });
}

/** Edge strength per pixel: Sobel magnitude of the lightly blurred Lab photo (max over channels). */
async function edgeStrength(labPhoto: Rgb): Promise<Float32Array> {
  const { cv } = await loadCv();
  return withMats(cv, (track) => {
    const src = track(cv.matFromArray(labPhoto.height, labPhoto.width, cv.CV_8UC3, labPhoto.data));
    const lab = track(new cv.Mat());
    cv.GaussianBlur(src, lab, new cv.Size(5, 5), 1.5);
    const gx = track(new cv.Mat());
    const gy = track(new cv.Mat());
    cv.Sobel(lab, gx, cv.CV_32F, 1, 0, 3);
    cv.Sobel(lab, gy, cv.CV_32F, 0, 1, 3);
    const x = gx.data32F;
    const y = gy.data32F;
    const mag = track(new cv.Mat(labPhoto.height, labPhoto.width, cv.CV_32F));
    const m = mag.data32F;
    // The strongest channel: the root of the largest sum of squares (one root, not three
    // Math.hypot calls a pixel, which took a fifth of a second).
    for (let i = 0, o = 0; i < m.length; i++, o += 3) {
      const v0 = x[o]! * x[o]! + y[o]! * y[o]!;
      const v1 = x[o + 1]! * x[o + 1]! + y[o + 1]! * y[o + 1]!;
      const v2 = x[o + 2]! * x[o + 2]! + y[o + 2]! * y[o + 2]!;
      m[i] = Math.sqrt(v0 > v1 ? (v0 > v2 ? v0 : v2) : v1 > v2 ? v1 : v2) / 4;
    }
    // A border a pixel or two (on the page) off the edge's crest still lies on the edge.
    const near = track(new cv.Mat());
    cv.dilate(mag, near, track(cv.getStructuringElement(cv.MORPH_RECT, new cv.Size(3, 3))));
    return Float32Array.from(near.data32F);
  });
}

// Per detail level: Canny's thresholds and the shortest edge kept as a detail line (px).
const DETAIL_EDGES = [null, null, [90, 180, 160], [70, 150, 110], [55, 120, 70], [40, 100, 45]] as const;

/**
 * Open lines inside areas where the photo has long, strong edges (an eye, a mouth, folds, fur):
 * they make the drawing read as its subject without cutting areas into pieces. Edges near an
 * area's border are left out (the border is drawn already) and so is the empty background.
 */
async function detailLines(rgb: Rgb, ids: Int32Array, bg: number, detail: Detail): Promise<Uint8Array> {
  const n = PAGE_SIZE * PAGE_SIZE;
  const setting = DETAIL_EDGES[detail];
  if (!setting) return new Uint8Array(n);
  const [low, high, minLength] = setting;
  const { cv } = await loadCv();
  const edges = withMats(cv, (track) => {
    const src = track(cv.matFromArray(rgb.height, rgb.width, cv.CV_8UC3, rgb.data));
    const grey = track(new cv.Mat());
    cv.cvtColor(src, grey, cv.COLOR_RGB2GRAY);
    const blurred = track(new cv.Mat());
    cv.GaussianBlur(grey, blurred, new cv.Size(7, 7), 2);
    const out = track(new cv.Mat());
    cv.Canny(blurred, out, low, high, 3, true);
    return new Uint8Array(out.data);
  });
  // Away from borders and the background: no border within 5 px (a square around each border
  // pixel, found by one dilation).
  const reach = 5;
  const source = new Uint8Array(n);
  for (let y = 0; y < PAGE_SIZE; y++) {
    for (let x = 0; x < PAGE_SIZE; x++) {
      const i = y * PAGE_SIZE + x;
      if (ids[i] === bg) continue;
      if ((x < PAGE_SIZE - 1 && ids[i] !== ids[i + 1]) || (y < PAGE_SIZE - 1 && ids[i] !== ids[i + PAGE_SIZE])) source[i] = 1;
    }
  }
  const near = withMats(cv, (track) => {
    const src = track(cv.matFromArray(PAGE_SIZE, PAGE_SIZE, cv.CV_8UC1, source));
    const out = track(new cv.Mat());
    const square = track(cv.getStructuringElement(cv.MORPH_RECT, new cv.Size(2 * reach + 1, 2 * reach + 1)));
    cv.dilate(src, out, square, new cv.Point(-1, -1), 1, cv.BORDER_CONSTANT, new cv.Scalar(0));
    return new Uint8Array(out.data);
  });
  for (let i = 0; i < n; i++) if (ids[i] === bg) near[i] = 1;
  for (let i = 0; i < n; i++) if (near[i]) edges[i] = 0;
  return (await dropSmallComponents({ data: edges, width: PAGE_SIZE, height: PAGE_SIZE }, minLength)).data;
}

/**
 * Merges the smallest areas until at most `max` are left: the smallest area kept grows from the
 * Detail's own by a quarter at a time. (Starting at Detail 1's, 5,200 px, a page 11 areas over
 * its cap lost two thirds of them: Detail 5 drew less than Detail 4.)
 */
function capAreas(ids: Int32Array, max: number, bg: number, minArea: number): void {
  const bgPixel = bg >= 0 ? ids.indexOf(bg) : -1;
  let count = compact(ids);
  const bgId = bgPixel >= 0 ? (ids[bgPixel] as number) : -1;
  for (let area = minArea * 1.25; count > max && area < WORK * WORK; area *= 1.25) {
    mergeSmallAreas(ids, count, WORK, WORK, area, bgId);
    count = compact(ids);
  }
}

/**
 * The borders between areas as smooth lines of one weight: 1 px borders blurred and cut, which
 * rounds off the pixel steps and gives every line the same width. The page's edge is no line.
 */
async function strokes(ids: Int32Array, details: Uint8Array): Promise<Mask> {
  const n = PAGE_SIZE * PAGE_SIZE;
  const border = new Uint8Array(details);
  for (let y = 0; y < PAGE_SIZE; y++) {
    for (let x = 0; x < PAGE_SIZE; x++) {
      const i = y * PAGE_SIZE + x;
      if ((x < PAGE_SIZE - 1 && ids[i] !== ids[i + 1]) || (y < PAGE_SIZE - 1 && ids[i] !== ids[i + PAGE_SIZE])) border[i] = 255;
    }
  }
  const soft = await sharp(border, { raw: { width: PAGE_SIZE, height: PAGE_SIZE, channels: 1 } })
    .blur(1.8)
    .extractChannel(0)
    .raw()
    .toBuffer();
  const line = new Uint8Array(n);
  for (let i = 0; i < n; i++) line[i] = (soft[i] as number) >= 34 ? 255 : 0;
  return dropSmallComponents({ data: line, width: PAGE_SIZE, height: PAGE_SIZE }, 20);
}
