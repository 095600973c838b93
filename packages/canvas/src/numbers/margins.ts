import type { RegionMap } from '../fill/region-map';

/** Ink this near a page edge (px at 1024) reaches it: a scene's ground line, a photo's frame. */
const REACHES_EDGE = 8;
/** A row or column with fewer line pixels than this is empty (a stray speck does not move the art's box). */
const SPECK = 2;
/** A region touching the page edge with at least this share of its pixels outside the art's box may be the paper around it. */
const OUTSIDE_SHARE = 0.5;
/** Share of a page edge such regions must cover, on both of two opposite edges, for them to be paper. */
const EDGE_SHARE = 0.9;

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
  const openTopBottom = box.y0 >= REACHES_EDGE && h - 1 - box.y1 >= REACHES_EDGE;
  const openLeftRight = box.x0 >= REACHES_EDGE && w - 1 - box.x1 >= REACHES_EDGE;
  if (!openTopBottom && !openLeftRight) return paper;

  // The page's four edges as pixel indices: top, bottom, left, right.
  const edges = [
    Array.from({ length: w }, (_, x) => x),
    Array.from({ length: w }, (_, x) => (h - 1) * w + x),
    Array.from({ length: h }, (_, y) => y * w),
    Array.from({ length: h }, (_, y) => y * w + w - 1),
  ];
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
  return paper;
}
