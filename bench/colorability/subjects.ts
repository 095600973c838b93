// The subjects group's measure: a composite (composite.ts) through the subject search alone, its
// mask compared with the stamp's, the subject the photo was made with. Overlap is intersection
// over union; a photo taken for a scene (no subject) overlaps 0.
import sharp from 'sharp';
import { paperFromEdges } from '../../apps/server/src/modules/generation/line-art/silhouette.ts';
import { compositePhoto, type CompositeSpec } from './composite.ts';
import type { Pipeline } from './pipeline.ts';

export type SubjectRow = {
  name: string;
  group: 'subjects';
  kind: string;
  stamp: string;
  background: string;
  overlap: number | null;
  scene: boolean;
  ms: number;
};

/**
 * Stamps left out of the figures: too small or without a cut-out (under MIN_SUBJECT of the photo),
 * or hollow (an outlined letter, a ring: under MIN_SOLID of its silhouette is stamp), where the
 * subject a person sees is the shape, holes and all, and the stamp's mask is only its strokes.
 */
const MIN_SUBJECT = 0.03;
const MIN_SOLID = 0.7;

/**
 * Measures one composite; `thumb` saves a tile for the contact sheet. The tiles: the composite,
 * and the subject found, lit on the dimmed photo.
 */
export async function subjectRow(
  pipe: Pipeline,
  p: CompositeSpec & { kind: string },
  thumb: (name: string, image: Buffer) => Promise<string>,
): Promise<{ row: SubjectRow; tiles: { file: string; caption: string }[] }> {
  const base = {
    name: p.name,
    group: 'subjects' as const,
    kind: p.kind,
    stamp: p.stamp.split('/stamps/')[1] ?? p.stamp,
    background: p.background.split('/').pop()!,
  };
  const composite = await compositePhoto(p).catch(() => null);
  const truthShare = composite ? composite.mask.reduce((a, v) => a + v, 0) / composite.mask.length : 0;
  if (
    !composite ||
    truthShare < MIN_SUBJECT ||
    solidity(composite.mask, composite.width, composite.height) < MIN_SOLID ||
    !pipe.findSubject
  )
    return { row: { ...base, overlap: null, scene: false, ms: 0 }, tiles: [] };
  const started = performance.now();
  const found = await pipe.findSubject(composite.image);
  const ms = performance.now() - started;
  const truth = await sameSize(composite.mask, composite.width, composite.height, found.width, found.height);
  let both = 0;
  let either = 0;
  for (let i = 0; i < truth.length; i++) {
    const a = truth[i]! > 0;
    const b = found.mask ? found.mask[i]! > 0 : false;
    if (a && b) both++;
    if (a || b) either++;
  }
  const overlap = found.mask ? both / either : 0;
  const lit = Buffer.alloc(found.width * found.height * 3);
  const { data: rgb } = await sharp(composite.image)
    .resize(found.width, found.height)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  for (let i = 0; i < found.width * found.height; i++) {
    const on = found.mask?.[i] ? 1 : 0.25;
    for (let c = 0; c < 3; c++) lit[i * 3 + c] = Math.round(rgb[i * 3 + c]! * on);
  }
  const litPng = await sharp(lit, { raw: { width: found.width, height: found.height, channels: 3 } })
    .png()
    .toBuffer();
  const tiles = [
    { file: await thumb(`${p.name}-photo`, composite.image), caption: `${p.kind}: ${base.background}` },
    {
      file: await thumb(`${p.name}-subject`, litPng),
      caption: found.mask ? `subject found: overlap ${overlap.toFixed(2)}` : 'taken for a scene',
    },
  ];
  return { row: { ...base, overlap, scene: !found.mask, ms }, tiles };
}

/** The true mask at the size the photo was decoded at (the same, unless the photo was larger than the page). */
async function sameSize(mask: Uint8Array, w: number, h: number, width: number, height: number): Promise<Uint8Array> {
  if (w === width && h === height) return mask;
  const { data } = await sharp(Buffer.from(mask), { raw: { width: w, height: h, channels: 1 } })
    .resize(width, height, { kernel: 'nearest' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return new Uint8Array(data);
}

/** The share of a mask's silhouette (the mask with its holes filled) that the mask covers. */
function solidity(mask: Uint8Array, w: number, h: number): number {
  // The silhouette: all but what is not mask and joins the border (4-connected).
  const outside = paperFromEdges({ data: mask, width: w, height: h });
  let on = 0;
  let silhouette = 0;
  for (let i = 0; i < mask.length; i++) {
    if (mask[i]) on++;
    if (!outside[i]) silhouette++;
  }
  return silhouette ? on / silhouette : 0;
}
