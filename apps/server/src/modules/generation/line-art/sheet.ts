import { otsu } from './ink.ts';
import { loadCv, withMats, type Cv } from './opencv.ts';

/** An RGB picture, 3 bytes a pixel. */
export interface Rgb {
  data: Uint8Array;
  width: number;
  height: number;
}

/** Corners of a sheet of paper in a photo: top-left, top-right, bottom-right, bottom-left. */
export type Quad = [[number, number], [number, number], [number, number], [number, number]];

// A sheet is a bright four-sided shape covering a good part of the photo but not all of it (then
// the photo is the page already, or cut inside it).
const MIN_SHEET = 0.2;
const MAX_SHEET = 0.93;
const FIND_SIZE = 512;
const MAX_BRIGHT_AROUND = 0.3;
// Across a sheet's edge (this many px each side of it, on the 512 px copy: the four corners found
// follow its edges only roughly), paper is at least this many grey levels brighter than the table.
const EDGE_OFFSET = 16;
const EDGE_SAMPLES = 24;
const MIN_EDGE_STEP = 25;
// Points this close to the photo's border (px, on the 512 px copy) lie on it; a corner off the
// photo is looked for at most this share of the photo's size beyond it, and corners restored
// (dim, or off the photo) make the sheet at most this much larger than the bright area was.
const BORDER = 3;
const MAX_CORNER_OFF = 0.25;
const MAX_GROWTH = 1.15;
// A pixel whose channels differ by more than this is coloured; a sheet is at most this share coloured.
const COLOURED = 50;
const MAX_COLOURED = 0.05;

/**
 * Finds a sheet of paper photographed on a darker surface: the largest bright area (Otsu on a
 * small grey copy), its outline simplified to a quadrilateral. A hard-edged shadow across the
 * sheet splits its paper into lit and shadowed, and Otsu may take the lit part alone: the level
 * between the table and the shadowed paper (Otsu again, under the first level, in the darkest
 * channel) is tried too, and the larger sheet found kept. Null when there is none, or when the picture is already all page.
 */
export async function findSheet(photo: Rgb): Promise<Quad | null> {
  const { cv } = await loadCv();
  return withMats(cv, (track) => {
    const src = track(cv.matFromArray(photo.height, photo.width, cv.CV_8UC3, photo.data));
    const scale = FIND_SIZE / Math.max(photo.width, photo.height);
    const small = track(new cv.Mat());
    cv.resize(src, small, new cv.Size(Math.round(photo.width * scale), Math.round(photo.height * scale)), 0, 0, cv.INTER_AREA);
    const grey = track(new cv.Mat());
    cv.cvtColor(small, grey, cv.COLOR_RGB2GRAY);
    const blurred = track(new cv.Mat());
    cv.GaussianBlur(grey, blurred, new cv.Size(5, 5), 0);
    const bright = track(new cv.Mat());
    cv.threshold(blurred, bright, 0, 255, cv.THRESH_BINARY + cv.THRESH_OTSU);
    let best = sheetIn(cv, track, blurred, bright);
    // Paper is grey, a table often is not (wood, cloth): in the darkest channel, shadowed paper
    // stands out from a lit table that in grey is as bright.
    const channels = track(new cv.MatVector());
    cv.split(small, channels);
    const darkest = track(new cv.Mat());
    cv.min(track(channels.get(0)), track(channels.get(1)), darkest);
    cv.min(darkest, track(channels.get(2)), darkest);
    cv.GaussianBlur(darkest, darkest, new cv.Size(5, 5), 0);
    const hist = new Uint32Array(256);
    for (const v of darkest.data) hist[v]! += 1;
    const lower = otsu(hist, 0, otsu(hist, 0, 256).t).t;
    const dimmer = track(new cv.Mat());
    cv.threshold(darkest, dimmer, lower - 1, 255, cv.THRESH_BINARY);
    const withShadow = sheetIn(cv, track, blurred, dimmer);
    // Paper in a shadow is as grey as paper: a sheet grown into colour (a red ball's white
    // highlight was as bright as a shadowed sheet) is not a sheet.
    // And a sheet shows at least two of its corners: three on the photo's border make a band of
    // the photo (a pale sky above a city) as bright as shadowed paper.
    const onBorder = ([x, y]: [number, number]) =>
      x <= BORDER || y <= BORDER || x >= small.cols - 1 - BORDER || y >= small.rows - 1 - BORDER;
    if (
      withShadow &&
      (!best || withShadow.area > best.area) &&
      withShadow.corners.filter(onBorder).length <= 2 &&
      colouredShare(small, withShadow.inside) <= MAX_COLOURED
    )
      best = withShadow;
    if (!best) return null;
    const pts = best.corners.map(([x, y]): [number, number] => [x / scale, y / scale]);
    // A sheet whose every corner sits on the photo's edge is the photo itself.
    const margin = 0.02 * Math.max(photo.width, photo.height);
    const onEdge = ([x, y]: [number, number]) => x < margin || y < margin || x > photo.width - margin || y > photo.height - margin;
    if (pts.every(onEdge)) return null;
    return orderCorners(pts);
  });
}

type Track = <M extends { delete(): void }>(mat: M) => M;
type Mat = InstanceType<Cv['Mat']>;

/** The sheet that the bright pixels (`bright`, of the grey copy `blurred`) make, if they make one: its corners and area. */
function sheetIn(
  cv: Cv,
  track: Track,
  blurred: Mat,
  bright: Mat,
): { corners: Array<[number, number]>; area: number; inside: Uint8Array } | null {
  // Ink lines cut the sheet into pieces: close them so the sheet is one shape.
  const kernel = track(cv.getStructuringElement(cv.MORPH_RECT, new cv.Size(15, 15)));
  const closed = track(new cv.Mat());
  cv.morphologyEx(bright, closed, cv.MORPH_CLOSE, kernel);
  const contours = track(new cv.MatVector());
  const hierarchy = track(new cv.Mat());
  cv.findContours(closed, contours, hierarchy, cv.RETR_EXTERNAL, cv.CHAIN_APPROX_SIMPLE);
  const total = blurred.rows * blurred.cols;
  let best: Mat | null = null;
  let bestArea = 0;
  const count = contours.size() as unknown as number;
  for (let i = 0; i < count; i++) {
    const c = contours.get(i);
    track(c);
    const area = cv.contourArea(c);
    if (area > bestArea) {
      bestArea = area;
      best = c;
    }
  }
  if (!best || bestArea < total * MIN_SHEET || bestArea > total * MAX_SHEET) return null;
  const hull = track(new cv.Mat());
  cv.convexHull(best, hull, false, true);
  const approx = track(new cv.Mat());
  cv.approxPolyDP(hull, approx, 0.03 * cv.arcLength(hull, true), true);
  let found: Array<[number, number]> = [];
  for (let i = 0; i < approx.rows; i++) found.push([approx.data32S[i * 2]!, approx.data32S[i * 2 + 1]!]);
  if (found.length === 5 || found.length === 6) found = fourSides(found, blurred.cols, blurred.rows) ?? found;
  if (found.length !== 4) return null;
  const quad = track(cv.matFromArray(4, 1, cv.CV_32SC2, found.flat()));
  // Around a sheet lies the table, not more paper: a drawing's own frame line is no sheet.
  const inside = track(cv.Mat.zeros(blurred.rows, blurred.cols, cv.CV_8UC1));
  const polys = track(new cv.MatVector());
  polys.push_back(quad);
  cv.fillPoly(inside, polys, new cv.Scalar(255));
  let outside = 0;
  let brightOutside = 0;
  let area = 0;
  // (A Mat's data is a new view at every read: read once.)
  const [isInside, isBright] = [inside.data, bright.data];
  for (let i = 0; i < total; i++) {
    if (isInside[i]) {
      area++;
      continue;
    }
    outside++;
    if (isBright[i]) brightOutside++;
  }
  if (outside > 0 && brightOutside / outside > MAX_BRIGHT_AROUND) return null;
  // A sheet's edge is a step from paper to table; where a lamp's light falls off across paper
  // that fills the photo, Otsu splits lit paper from dim paper along a slope, which is no edge.
  if (!sharpEdges(blurred, quad.data32S)) return null;
  return { corners: found, area, inside: new Uint8Array(isInside) };
}

/**
 * Whether the quadrilateral's sides (those not lying along the photo's border) are steps: the
 * grey level some px inside a side is well above the level as far outside, at most of its
 * points, for at least half of the sides (a corner found off in a dim corner of the sheet
 * misplaces a side or two; a lamp's slope has no step anywhere).
 */
function sharpEdges(grey: { data: Uint8Array; cols: number; rows: number }, corners: Int32Array): boolean {
  const { cols: width, rows: height } = grey;
  const at = (x: number, y: number) =>
    grey.data[Math.min(height - 1, Math.max(0, Math.round(y))) * width + Math.min(width - 1, Math.max(0, Math.round(x)))] as number;
  const cx = (corners[0]! + corners[2]! + corners[4]! + corners[6]!) / 4;
  const cy = (corners[1]! + corners[3]! + corners[5]! + corners[7]!) / 4;
  const border = EDGE_OFFSET + 2;
  let checked = 0;
  let edges = 0;
  for (let s = 0; s < 4; s++) {
    const [x0, y0] = [corners[s * 2]!, corners[s * 2 + 1]!];
    const [x1, y1] = [corners[((s + 1) % 4) * 2]!, corners[((s + 1) % 4) * 2 + 1]!];
    const length = Math.hypot(x1 - x0, y1 - y0);
    if (!length) continue;
    // The outward normal: away from the middle.
    let [nx, ny] = [(y1 - y0) / length, -(x1 - x0) / length];
    if (nx * ((x0 + x1) / 2 - cx) + ny * ((y0 + y1) / 2 - cy) < 0) [nx, ny] = [-nx, -ny];
    const steps: number[] = [];
    for (let i = 1; i < EDGE_SAMPLES; i++) {
      const x = x0 + ((x1 - x0) * i) / EDGE_SAMPLES;
      const y = y0 + ((y1 - y0) * i) / EDGE_SAMPLES;
      const ox = x + nx * EDGE_OFFSET;
      const oy = y + ny * EDGE_OFFSET;
      // Points whose outside lies off the photo: the sheet runs off it there.
      if (ox < border || oy < border || ox > width - 1 - border || oy > height - 1 - border) continue;
      steps.push(at(x - nx * EDGE_OFFSET, y - ny * EDGE_OFFSET) - at(ox, oy));
    }
    if (steps.length < EDGE_SAMPLES / 3) continue;
    checked++;
    steps.sort((a, b) => a - b);
    if ((steps[steps.length >> 1] as number) >= MIN_EDGE_STEP) edges++;
  }
  return checked > 0 && edges * 2 >= checked;
}

/**
 * Four corners from an outline of five or six points: a sheet with a corner off the photo (two
 * points where its edges leave the photo, joined along the photo's border), or with a corner so
 * dim (the lamp's far corner, the sheet's own shadow) that the bright area cuts it off. Its four
 * longest sides not along the photo's border are the sheet's edges; the corners are where they
 * meet. Null when they do not make a sheet (a corner far off the photo, or a shape much larger
 * than the outline).
 */
function fourSides(points: Array<[number, number]>, width: number, height: number): Array<[number, number]> | null {
  const n = points.length;
  const along = (a: [number, number], b: [number, number]) =>
    (a[0] <= BORDER && b[0] <= BORDER) ||
    (a[1] <= BORDER && b[1] <= BORDER) ||
    (a[0] >= width - 1 - BORDER && b[0] >= width - 1 - BORDER) ||
    (a[1] >= height - 1 - BORDER && b[1] >= height - 1 - BORDER);
  const sides: Array<{ a: [number, number]; b: [number, number]; k: number }> = [];
  for (let k = 0; k < n; k++) {
    const a = points[k]!;
    const b = points[(k + 1) % n]!;
    if (!along(a, b)) sides.push({ a, b, k });
  }
  if (sides.length < 4) return null;
  const length = (s: { a: [number, number]; b: [number, number] }) => Math.hypot(s.b[0] - s.a[0], s.b[1] - s.a[1]);
  const edges = [...sides]
    .sort((s, t) => length(t) - length(s))
    .slice(0, 4)
    .sort((s, t) => s.k - t.k);
  const reach = MAX_CORNER_OFF * Math.max(width, height);
  const corners: Array<[number, number]> = [];
  for (let e = 0; e < 4; e++) {
    const { a: p, b: p2 } = edges[e]!;
    const { a: q, b: q2 } = edges[(e + 1) % 4]!;
    const [dx1, dy1, dx2, dy2] = [p2[0] - p[0], p2[1] - p[1], q2[0] - q[0], q2[1] - q[1]];
    const det = dx1 * dy2 - dy1 * dx2;
    if (Math.abs(det) < 1e-6) return null;
    const t = ((q[0] - p[0]) * dy2 - (q[1] - p[1]) * dx2) / det;
    const corner: [number, number] = [Math.round(p[0] + t * dx1), Math.round(p[1] + t * dy1)];
    if (corner[0] < -reach || corner[1] < -reach || corner[0] > width + reach || corner[1] > height + reach) return null;
    corners.push(corner);
  }
  const area = (pts: Array<[number, number]>) =>
    Math.abs(pts.reduce((sum, [x, y], i) => sum + x * pts[(i + 1) % pts.length]![1] - pts[(i + 1) % pts.length]![0] * y, 0)) / 2;
  return area(corners) <= MAX_GROWTH * area(points) ? corners : null;
}

/** The share of the pixels inside (non-zero in `inside`) of an RGB Mat that are coloured. */
function colouredShare(rgb: Mat, inside: Uint8Array): number {
  const data = rgb.data;
  let n = 0;
  let coloured = 0;
  for (let i = 0; i < inside.length; i++) {
    if (!inside[i]) continue;
    n++;
    const [r, g, b] = [data[i * 3] as number, data[i * 3 + 1] as number, data[i * 3 + 2] as number];
    if (Math.max(r, g, b) - Math.min(r, g, b) > COLOURED) coloured++;
  }
  return n ? coloured / n : 0;
}

/**
 * Corners clockwise from the top-left (the one with the smallest x + y). Taken in turn round their
 * middle: picked by the smallest and largest x + y and x - y, a sheet turned about 45 degrees (or a
 * pale fish on black, taken for one) had one corner twice, and straightening it failed.
 */
function orderCorners(pts: Array<[number, number]>): Quad {
  const cx = pts.reduce((a, p) => a + p[0], 0) / pts.length;
  const cy = pts.reduce((a, p) => a + p[1], 0) / pts.length;
  const round = [...pts].sort((a, b) => Math.atan2(a[1] - cy, a[0] - cx) - Math.atan2(b[1] - cy, b[0] - cx));
  let first = 0;
  for (let i = 1; i < round.length; i++) if (round[i]![0] + round[i]![1] < round[first]![0] + round[first]![1]) first = i;
  return [0, 1, 2, 3].map((k) => round[(first + k) % 4]!) as unknown as Quad;
}

/** The sheet cut out and straightened to a rectangle (the mean of its opposite sides). */
export async function straighten(photo: Rgb, quad: Quad): Promise<Rgb> {
  const { cv } = await loadCv();
  const dist = (a: [number, number], b: [number, number]) => Math.hypot(a[0] - b[0], a[1] - b[1]);
  const width = Math.round((dist(quad[0], quad[1]) + dist(quad[3], quad[2])) / 2);
  const height = Math.round((dist(quad[0], quad[3]) + dist(quad[1], quad[2])) / 2);
  return withMats(cv, (track) => {
    const src = track(cv.matFromArray(photo.height, photo.width, cv.CV_8UC3, photo.data));
    const from = track(cv.matFromArray(4, 1, cv.CV_32FC2, quad.flat()));
    const to = track(cv.matFromArray(4, 1, cv.CV_32FC2, [0, 0, width - 1, 0, width - 1, height - 1, 0, height - 1]));
    const m = track(cv.getPerspectiveTransform(from, to));
    const out = track(new cv.Mat());
    cv.warpPerspective(src, out, m, new cv.Size(width, height), cv.INTER_LINEAR, cv.BORDER_REPLICATE, new cv.Scalar());
    return { data: new Uint8Array(out.data), width, height };
  });
}
