import { createHash } from 'node:crypto';
import type { Mask } from './binary.ts';
import { drawFaceShapes, faceShapes, type FaceShape } from './face-shapes.ts';
import { faceFeatures, findFaces } from './faces.ts';
import { compact, mergeWeakBorders } from './borders.ts';
import { loadCv, withMats } from './opencv.ts';
import {
  centreSubject,
  coverSquare,
  decode,
  PAGE_SIZE,
  scaleDown,
  scaleUp,
  UP,
  WORK,
  type Detail,
  type Placement,
} from './page-geometry.ts';
import { detailLines, strokes } from './page-lines.ts';
import { labelAreas, mergeSmallAreas } from './regions.ts';
import { clusterColours, smoothLab } from './segment.ts';
import type { Rgb } from './sheet.ts';
import { mergeSimilarAreas } from './similar-areas.ts';
import { findSubject } from './subject.ts';
import { giveAwayThinParts } from './thin-parts.ts';

export type { Detail } from './page-geometry.ts';

// Per detail level (index 1..5): colour clusters; the smallest area kept (px on the page, found
// at WORK: a quarter as many there); the edge strength a border needs to stay a line; the most
// areas a page may have (under 256: the borders are smoothed as 8-bit labels, and a page with
// more kept its wiggles).
const CLUSTERS = [0, 4, 5, 6, 8, 10] as const;
const MIN_AREA = [0, 5200, 2600, 1400, 800, 450] as const;
const MIN_EDGE = [0, 24, 19, 15, 11, 8] as const;
const MAX_AREAS = [0, 30, 60, 110, 180, 250] as const;
// Per detail level: how alike two neighbouring areas' mean colours must be to be one area (Lab
// distance, lightness weighed half): the bands shading and texture split a material into (wool
// lit from one side, an owl's feathers) are merged however sharp their borders.
const SIMILAR = [0, 14, 11, 8, 5, 3] as const;
// The fewest areas to color (besides the empty page around a subject) a page should have, and
// how the thresholds relax (each step, down to a floor) until it has them.
const MIN_AREAS = [0, 3, 5, 8, 10, 12] as const;
const RELAX = 0.7;
const MIN_RELAX = 0.2;
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
// The narrowest an area may be (px on the page): a band thinner than this along an edge (a dark
// rim, a shadow's edge) would be drawn as two lines with no room to color between them.
const THIN_BAND = 12;

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
  let minArea = 0;
  for (let relax = 0; relax < MIN_EDGE.length; relax++) {
    const labelled = labelAreas(majorities, WORK, WORK);
    ids = labelled.ids;
    bg = inside ? backgroundId(ids, majorities) : -1;
    // Never past the next Detail's thresholds: more Detail always draws at least as much.
    const k = Math.pow(RELAX, relax);
    const next = Math.min(5, detail + 1) as Detail;
    const floor = detail === 5 ? MIN_RELAX : 1;
    minArea = Math.max(MIN_AREA[detail] * k, MIN_AREA[next] * floor) / pageArea;
    const minEdge = Math.max(MIN_EDGE[detail] * k, MIN_EDGE[next] * floor);
    mergeSmallAreas(ids, labelled.count, WORK, WORK, minArea, bg);
    mergeWeakBorders(ids, WORK, WORK, strength, minEdge, bg);
    // Relaxed without a floor: held at the next Detail's, a street scene kept 2 areas at Detail 1.
    mergeSimilarAreas(ids, WORK, WORK, lab.data, SIMILAR[detail] * k, bg);
    capAreas(ids, MAX_AREAS[detail], bg, minArea);
    if (compact(ids) - (bg >= 0 ? 1 : 0) >= MIN_AREAS[detail]) break;
    if (minArea === (MIN_AREA[next] * floor) / pageArea && minEdge === MIN_EDGE[next] * floor) break;
  }
  // Thin parts handed over can leave an area in pieces: each piece is an area of its own, and a
  // piece too small to color is merged like any other.
  await giveAwayThinParts(ids, WORK, WORK, THIN_BAND / UP, bg);
  const pieces = labelAreas(ids, WORK, WORK);
  ids = pieces.ids;
  if (bg >= 0) bg = backgroundId(ids, majorities);
  mergeSmallAreas(ids, pieces.count, WORK, WORK, minArea, bg);
  capAreas(ids, MAX_AREAS[detail], bg, minArea);

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
