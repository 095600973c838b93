import { filterComponents, type Mask } from './binary.ts';
import type { Grey } from './lighting.ts';
import { loadCv, withMats } from './opencv.ts';

// Ink wider than this (px at 1024 on the long side) is a solid area, not a line: a silhouette, a
// black or dark grey fill. A child cannot color a black blot, so it becomes an outline. The
// heaviest marker lines of printed pages stay under it.
const SOLID_WIDTH = 24;
// A small, round solid stays black, as drawn: a pupil, a nostril, a button. A larger one (this
// share of the picture), or a long one (a leg, a tail), becomes an area to color.
const MIN_SOLID_SHARE = 0.02;
const MAX_ROUND_ASPECT = 2;
const MIN_ROUND_FILL = 0.6;
// Inside a grey fill, lines drawn darker than the fill by this much stay lines.
const LINE_BELOW_FILL = 45;

/** What turning solids into outlines found. */
export interface Solids {
  mask: Mask;
  /** Share of the picture that was solid ink and is now an area to color. */
  share: number;
}

/**
 * Turns solid areas of ink (silhouettes, black or dark grey fills) into outlines at the page's
 * own line weight, keeping the darker lines drawn on a grey fill and any holes in it (eyes,
 * buttons) as their own outlined areas.
 */
export async function outlineSolids(ink: Mask, grey: Grey): Promise<Solids> {
  const { width, height } = ink;
  const scale = Math.sqrt((width * height) / (1024 * 1024));
  const radius = (SOLID_WIDTH / 2) * Math.max(1, scale);
  const { cv } = await loadCv();
  // Morphology by distance transforms: linear time whatever the disk's size (a 3000 px snapshot
  // needs a disk 70 px across).
  const distanceTo = (mask: Uint8Array) =>
    withMats(cv, (track) => {
      const src = track(cv.matFromArray(height, width, cv.CV_8UC1, mask));
      const dist = track(new cv.Mat());
      cv.distanceTransform(src, dist, cv.DIST_L2, 3);
      return new Float32Array(dist.data32F);
    });
  // Distance from each ink pixel to paper: a solid's middle is farther than a line's half width.
  const d = distanceTo(ink.data);
  const notCore = new Uint8Array(d.length);
  // The page's line weight: twice the median distance to paper inside its lines.
  const ridge: number[] = [];
  for (let i = 0; i < d.length; i++) {
    const v = d[i] as number;
    if (v <= radius) notCore[i] = 255;
    if (v >= 1 && v <= radius && i % 7 === 0) ridge.push(v);
  }
  // The solid parts: ink within the disk's radius of a core pixel (a morphological opening).
  const fromCore = distanceTo(notCore);
  const opened = new Uint8Array(d.length);
  for (let i = 0; i < opened.length; i++) opened[i] = (fromCore[i] as number) <= radius && ink.data[i] ? 255 : 0;
  const large = width * height * MIN_SOLID_SHARE;
  const solid = (
    await filterComponents({ data: opened, width, height }, (stat) => {
      const [w, h, area] = [stat('width'), stat('height'), stat('area')];
      const round = Math.max(w, h) <= MAX_ROUND_ASPECT * Math.min(w, h) && area >= MIN_ROUND_FILL * w * h;
      return area >= large || !round;
    })
  ).data;
  ridge.sort((a, b) => a - b);
  const median = ridge.length ? (ridge[ridge.length >> 1] as number) : 2;
  const lineWeight = Math.max(2 * scale, Math.min(2 * median, 6 * Math.max(1, scale)));

  let count = 0;
  for (const v of solid) if (v) count++;
  const share = count / solid.length;
  if (!count) return { mask: ink, share: 0 };

  // The fill's own tone: lines darker than it stay.
  const hist = new Uint32Array(256);
  for (let i = 0; i < solid.length; i++) if (solid[i]) hist[grey.data[i] as number]! += 1;
  let seen = 0;
  let tone = 0;
  while (tone < 255 && (seen += hist[tone] as number) < count / 2) tone++;
  const lineBelow = tone - LINE_BELOW_FILL;

  // What stays inside the rim: solid pixels farther than the line weight from anything else.
  const inner = distanceTo(solid);
  const out = new Uint8Array(ink.data);
  for (let i = 0; i < out.length; i++) {
    if ((inner[i] as number) <= lineWeight) continue; // the rim stays ink
    out[i] = (grey.data[i] as number) < lineBelow ? 255 : 0;
  }
  return { mask: { data: out, width, height }, share };
}
