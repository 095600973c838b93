import type { RegionMap } from '../fill/region-map';

/** Ink this near a page edge (px at 1024) reaches it: a scene's ground line, a photo's frame. */
const REACHES_EDGE = 8;
/** A row or column with fewer line pixels than this is empty (a stray speck does not move the art's box). */
const SPECK = 2;
/** A region touching the page edge with at least this share of its pixels outside the art's box may be the paper around it. */
const OUTSIDE_SHARE = 0.5;
/** Share of a page edge such regions must cover, on both of two opposite edges, for them to be paper. */
const EDGE_SHARE = 0.9;
/** Share of the whole page border one region must run along, touching all four edges, to be the paper around a drawing that fills its page. */
const AROUND_SHARE = 0.6;
/**
 * Paper around a drawing lies outside it: at most this share of it has the drawing on all four
 * sides (the gap between a cow's legs, a panda's arm and its bamboo: 0.01-0.17 on ten cartoons).
 * A scene's water or sky lies among its things (a manatee's sea between the seaweed: 0.40; a
 * woodpecker's sky and open-lined trunk: 0.24) and keeps its number.
 */
const ENCLOSED_SHARE = 0.2;

/** The box of the art: first and last rows and columns with line pixels in them. */
function artBox(map: RegionMap) {
  const { width: w, height: h, labels } = map;
  const rows = new Int32Array(h);
  const cols = new Int32Array(w);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      if (labels[y * w + x] === 0) {
        rows[y] = (rows[y] as number) + 1;
        cols[x] = (cols[x] as number) + 1;
      }
    }
  }
  const first = (counts: Int32Array) => counts.findIndex((c) => c >= SPECK);
  const last = (counts: Int32Array) => counts.findLastIndex((c) => c >= SPECK);
  return { x0: first(cols), x1: last(cols), y0: first(rows), y1: last(rows) };
}

/**
 * The regions that are the paper around the picture rather than part of it: the white bands
 * around a non-square photo, the empty page around a drawing of one thing. They get no number,
 * no colour in the key and no place in the progress.
 *
 * Paper lies outside the art on two opposite sides: the bands above and below a wide photo, the
 * page around an apple. So the art must stop short of two opposite page edges (top and bottom,
 * or left and right), and both of those edges must run along regions that lie mostly (half or
 * more) outside the art's box. A scene that fills the page fails this: its ground runs edge to
 * edge, or its sky covers the top edge while lying mostly inside the box, among the trees and
 * roofs that reach up into it; then its sky, and a blank ground under a horizon, are part of the
 * picture and keep their numbers.
 */
export function paperAround(map: RegionMap): Set<number> {
  const { width: w, height: h, labels, size, count } = map;
  const paper = new Set<number>();
  const box = artBox(map);
  if (box.x0 < 0) return paper;
  // The page's four edges as pixel indices: top, bottom, left, right.
  const edges = [
    Array.from({ length: w }, (_, x) => x),
    Array.from({ length: w }, (_, x) => (h - 1) * w + x),
    Array.from({ length: h }, (_, y) => y * w),
    Array.from({ length: h }, (_, y) => y * w + w - 1),
  ];
  const openTopBottom = box.y0 >= REACHES_EDGE && h - 1 - box.y1 >= REACHES_EDGE;
  const openLeftRight = box.x0 >= REACHES_EDGE && w - 1 - box.x1 >= REACHES_EDGE;
  if (!openTopBottom && !openLeftRight) {
    const around = surroundingRegion(labels, edges, count, w, h);
    return around ? new Set([around]) : paper;
  }

  const touches = new Uint8Array(count + 1);
  for (const edge of edges) for (const i of edge) touches[labels[i] as number] = 1;
  const outside = new Int32Array(count + 1);
  for (let y = 0; y < h; y++) {
    const rowOut = y < box.y0 || y > box.y1;
    for (let x = 0; x < w; x++) {
      const lab = labels[y * w + x] as number;
      if (lab !== 0 && touches[lab] && (rowOut || x < box.x0 || x > box.x1)) outside[lab] = (outside[lab] as number) + 1;
    }
  }
  const candidate = (r: number) => r !== 0 && touches[r] === 1 && (outside[r] as number) >= OUTSIDE_SHARE * (size[r] as number);
  const paperEdge = (edge: number[]) => {
    const open = edge.filter((i) => labels[i] !== 0);
    return open.length > 0 && open.filter((i) => candidate(labels[i] as number)).length >= EDGE_SHARE * open.length;
  };
  const [top, bottom, left, right] = edges as [number[], number[], number[], number[]];
  const sides: number[][] = [];
  if (openTopBottom && paperEdge(top) && paperEdge(bottom)) sides.push(top, bottom);
  if (openLeftRight && paperEdge(left) && paperEdge(right)) sides.push(left, right);
  for (const edge of sides) for (const i of edge) if (candidate(labels[i] as number)) paper.add(labels[i] as number);
  const around = surroundingRegion(labels, edges, count, w, h);
  if (around) paper.add(around);
  return paper;
}

/**
 * The paper around a drawing that fills its page: a duck as wide as it is tall leaves most of the
 * paper around it inside its own box, or reaches the page edge with a foot, so the sides test of
 * paperAround misses it (a bear, a duck, a snail kept from an upload had the page around them
 * numbered). Such paper runs along all four edges and most of the border, and lies outside the
 * drawing. A scene's sky stops at the ground, off the bottom edge; a sea among seaweed lies
 * inside the picture (ENCLOSED_SHARE).
 */
function surroundingRegion(labels: RegionMap['labels'], edges: number[][], count: number, w: number, h: number): number {
  const along = new Int32Array(count + 1);
  const onEdges = new Uint8Array(count + 1);
  let open = 0;
  edges.forEach((edge, e) => {
    for (const i of edge) {
      const lab = labels[i] as number;
      if (lab === 0) continue;
      open += 1;
      along[lab] = (along[lab] as number) + 1;
      onEdges[lab] = (onEdges[lab] as number) | (1 << e);
    }
  });
  for (let r = 1; r <= count; r++)
    if (onEdges[r] === 0b1111 && (along[r] as number) >= AROUND_SHARE * open && enclosedShare(labels, w, h, r) < ENCLOSED_SHARE) return r;
  return 0;
}

/** Share of region r's pixels that have something else (ink or another region) on all four sides, along their row and column. */
function enclosedShare(labels: RegionMap['labels'], w: number, h: number, r: number): number {
  const rowFirst = new Int32Array(h).fill(w);
  const rowLast = new Int32Array(h).fill(-1);
  const colFirst = new Int32Array(w).fill(h);
  const colLast = new Int32Array(w).fill(-1);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      if (labels[y * w + x] === r) continue;
      if (x < (rowFirst[y] as number)) rowFirst[y] = x;
      rowLast[y] = x;
      if (y < (colFirst[x] as number)) colFirst[x] = y;
      colLast[x] = y;
    }
  let own = 0;
  let enclosed = 0;
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      if (labels[y * w + x] !== r) continue;
      own++;
      if (x > (rowFirst[y] as number) && x < (rowLast[y] as number) && y > (colFirst[x] as number) && y < (colLast[x] as number))
        enclosed++;
    }
  return own ? enclosed / own : 0;
}
