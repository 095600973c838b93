// A starter page printed on a sheet of paper and photographed with a phone, made by the benchmark
// so every shortcoming of a real snapshot is there on purpose and the printed page is known:
// off-white paper with grain, a tilted camera (perspective), the table around the sheet in some
// (the sheet fills the frame in others), lamp light falling off across the page with a soft
// shadow, a little focus blur, sensor noise and JPEG compression. Some also have a hard-edged
// shadow across the sheet (a hand's or the phone's, under a lamp close by), and some are taken
// sideways (the frame turned a quarter, as a phone lying flat over the table, or a photo whose
// EXIF orientation was lost, stores it). Seeded: the same every run.
import sharp from 'sharp';
import { loadCv, seeded, withMats, type Cv } from './opencv.ts';

/** The printed sheet: US Letter at 200 dpi, half-inch margins, the art as large as fits. */
const SHEET = { width: 1700, height: 2200, margin: 100 };
const INK = 24;
const PAPER = [247, 245, 238] as const;
const TABLES = [
  [92, 66, 46], // wood
  [74, 77, 84], // grey desk
  [48, 62, 52], // green cloth
  [150, 130, 105], // light wood (paper edges are faint)
] as const;

export type SnapshotOptions = {
  seed: number;
  variant: 'table' | 'filled';
  width: number;
  height: number;
  /** A hard-edged shadow across part of the sheet. */
  shadow?: boolean;
  /** The frame turned by this many degrees clockwise (the photo is then `height` x `width`). */
  turn?: 90 | 270;
};

/** The page as printed: the art on a white Letter sheet (what the ground truth is measured on). */
export async function printedSheet(source: Buffer): Promise<Buffer> {
  const art = await sharp(source)
    .flatten({ background: '#ffffff' })
    .resize(SHEET.width - 2 * SHEET.margin, SHEET.height - 2 * SHEET.margin, { fit: 'contain', background: '#ffffff' })
    .png()
    .toBuffer();
  return sharp(art)
    .extend({ top: SHEET.margin, bottom: SHEET.margin, left: SHEET.margin, right: SHEET.margin, background: '#ffffff' })
    .removeAlpha()
    .png()
    .toBuffer();
}

/** Where the sheet's corners land in the frame (TL, TR, BR, BL), for a camera tilted by a few degrees. */
function sheetCorners(o: SnapshotOptions, random: () => number): number[] {
  const tilt = ((o.variant === 'table' ? 4 + random() * 11 : 2 + random() * 5) * Math.PI) / 180;
  const roll = ((random() - 0.5) * (o.variant === 'table' ? 10 : 4) * Math.PI) / 180;
  const keystone = Math.sin(tilt) * 0.6; // the far edge looks shorter
  const yaw = (random() - 0.5) * 0.08; // and one side a little shorter than the other
  // The sheet's height in the frame: with the table around it, or a little beyond the frame
  // (cut inside the margins: the whole drawing is still in the picture).
  const h = o.height * (o.variant === 'table' ? 0.74 + random() * 0.12 : 1.04 + random() * 0.03);
  const w = (h * SHEET.width) / SHEET.height;
  const flip = random() < 0.5 ? 1 : -1; // far edge at the top or the bottom
  const corners = [
    [-w / 2, -h / 2],
    [w / 2, -h / 2],
    [w / 2, h / 2],
    [-w / 2, h / 2],
  ].map(([x, y]) => {
    const depth = 1 - flip * keystone * (y! / h) * 2 * 0.5 + yaw * (x! / w) * 2;
    return [x! * depth, y! * (1 - flip * keystone * 0.15)];
  });
  const cx = o.width / 2 + (o.variant === 'table' ? (random() - 0.5) * 0.06 * o.width : 0);
  const cy = o.height / 2 + (o.variant === 'table' ? (random() - 0.5) * 0.06 * o.height : 0);
  const jitter = () => (random() - 0.5) * 0.006 * o.height;
  return corners.flatMap(([x, y]) => [
    cx + x! * Math.cos(roll) - y! * Math.sin(roll) + jitter(),
    cy + x! * Math.sin(roll) + y! * Math.cos(roll) + jitter(),
  ]);
}

/**
 * A hard-edged shadow over part of the frame, 0 (lit) to 255 (in shadow): an arm's or a phone's,
 * a band with a rounded end reaching in from one side of the frame at a slant, its edge blurred
 * by a few px (a lamp close by is small: the penumbra is narrow). Its own random numbers, so the
 * snapshots without one are the same as before it existed.
 */
function hardShadow(cv: Cv, o: SnapshotOptions): { mask: Uint8Array; depth: number } {
  const random = seeded(o.seed * 7 + 3);
  const { width: W, height: H } = o;
  const short = Math.min(W, H);
  const side = Math.floor(random() * 4); // 0 bottom, 1 left, 2 top, 3 right
  const half = ((0.22 + random() * 0.16) * short) / 2;
  const reach = (side % 2 ? W : H) * (0.35 + random() * 0.3);
  const slant = ((random() - 0.5) * 60 * Math.PI) / 180;
  const along = 0.2 + random() * 0.6; // where along the side it comes in
  // The band's start (off the frame) and its end, in the frame.
  const [sx, sy, dx, dy] = [
    [along * W, H + half, 0, -1],
    [-half, along * H, 1, 0],
    [along * W, -half, 0, 1],
    [W + half, along * H, -1, 0],
  ][side]!;
  const [ux, uy] = [dx! * Math.cos(slant) - dy! * Math.sin(slant), dx! * Math.sin(slant) + dy! * Math.cos(slant)];
  const [ex, ey] = [sx! + ux * (reach + half), sy! + uy * (reach + half)];
  const [nx, ny] = [-uy * half, ux * half];
  const depth = 0.3 + random() * 0.2;
  const sigma = (0.0015 + random() * 0.0025) * Math.max(W, H);
  return withMats((track) => {
    const mask = track(cv.Mat.zeros(H, W, cv.CV_8UC1));
    const band = track(
      cv.matFromArray(4, 1, cv.CV_32SC2, [sx! + nx, sy! + ny, ex + nx, ey + ny, ex - nx, ey - ny, sx! - nx, sy! - ny].map(Math.round)),
    );
    const polys = track(new cv.MatVector());
    polys.push_back(band);
    cv.fillPoly(mask, polys, new cv.Scalar(255));
    cv.circle(mask, new cv.Point(Math.round(ex), Math.round(ey)), Math.round(half), new cv.Scalar(255), -1);
    const size = 2 * Math.ceil(sigma * 3) + 1;
    cv.GaussianBlur(mask, mask, new cv.Size(size, size), sigma);
    return { mask: new Uint8Array(mask.data), depth };
  });
}

/** A phone's JPEG of the printed sheet. */
export async function phoneSnapshot(sheet: Buffer, o: SnapshotOptions): Promise<Buffer> {
  const random = seeded(o.seed);
  const noise = () => random() + random() - 1; // triangular, -1..1
  const corners = sheetCorners(o, random);
  // Printed at about the size it has in the frame (a lens blurs before the sensor samples; a
  // warp straight from 200 dpi would alias thin lines away).
  const inFrame = Math.hypot(corners[4]! - corners[0]!, corners[5]! - corners[1]!) / Math.hypot(SHEET.width, SHEET.height);
  const scale = Math.min(1, inFrame * 1.1);
  const sw = Math.round(SHEET.width * scale);
  const sh = Math.round(SHEET.height * scale);
  const { data: printed } = await sharp(sheet).resize(sw, sh, { fit: 'fill' }).removeAlpha().raw().toBuffer({ resolveWithObject: true });

  // Paper: off-white with grain (per pixel, and blotches a few millimetres wide), the art multiplied in.
  const paper = Buffer.alloc(sw * sh * 4);
  for (let y = 0; y < sh; y++) {
    for (let x = 0; x < sw; x++) {
      const i = y * sw + x;
      const grain = noise() * 3 + Math.sin(x * 0.21 + Math.sin(y * 0.05) * 3) * Math.sin(y * 0.17) * 1.5;
      for (let c = 0; c < 3; c++) paper[i * 4 + c] = INK + ((PAPER[c]! - INK + grain) * printed[i * 3 + c]!) / 255;
      paper[i * 4 + 3] = 255;
    }
  }

  const { cv } = await loadCv();
  const table = TABLES[Math.floor(random() * TABLES.length)]!;
  const frame = withMats((track) => {
    const src = track(cv.matFromArray(sh, sw, cv.CV_8UC4, paper));
    const from = track(cv.matFromArray(4, 1, cv.CV_32FC2, [0, 0, sw, 0, sw, sh, 0, sh]));
    const to = track(cv.matFromArray(4, 1, cv.CV_32FC2, corners));
    const m = track(cv.getPerspectiveTransform(from, to));
    const warped = track(new cv.Mat());
    cv.warpPerspective(src, warped, m, new cv.Size(o.width, o.height), cv.INTER_LINEAR, cv.BORDER_CONSTANT, new cv.Scalar(0, 0, 0, 0));
    // The sheet's soft shadow on the table: its alpha, shifted and blurred.
    const planes = new cv.MatVector();
    cv.split(warped, planes);
    for (let c = 0; c < 3; c++) planes.get(c).delete();
    const alpha = track(planes.get(3));
    planes.delete();
    const shadow = track(new cv.Mat());
    const shift = track(cv.matFromArray(2, 3, cv.CV_64FC1, [1, 0, o.width * 0.008, 0, 1, o.height * 0.01]));
    cv.warpAffine(alpha, shadow, shift, new cv.Size(o.width, o.height));
    const soft = Math.round(o.width * 0.012) * 2 + 1;
    cv.GaussianBlur(shadow, shadow, new cv.Size(soft, soft), 0);
    return { rgba: Buffer.from(warped.data), shadow: Buffer.from(shadow.data) };
  });

  // Light: a lamp to one side (the far side of the page falls to 60-75%), a vignette, and a soft
  // shadow (a hand or the phone) over part of the page; a warm cast.
  const angle = random() * Math.PI * 2;
  const fall = 0.25 + random() * 0.15;
  const blob = { x: random() * o.width, y: random() < 0.5 ? o.height * 0.1 : o.height * 0.9, r: o.height * (0.25 + random() * 0.15) };
  const blobDepth = 0.2 + random() * 0.15;
  const hardShade = o.shadow ? hardShadow(cv, o) : null;
  const out = Buffer.alloc(o.width * o.height * 3);
  const diag = Math.hypot(o.width, o.height) / 2;
  for (let y = 0; y < o.height; y++) {
    for (let x = 0; x < o.width; x++) {
      const i = y * o.width + x;
      const dx = (x - o.width / 2) / diag;
      const dy = (y - o.height / 2) / diag;
      const along = dx * Math.cos(angle) + dy * Math.sin(angle); // -1..1 across the frame
      const d = Math.hypot(x - blob.x, y - blob.y) / blob.r;
      const shade = d >= 1 ? 0 : blobDepth * (1 - d * d) * (1 - d * d);
      const hard = hardShade ? 1 - hardShade.depth * (hardShade.mask[i]! / 255) : 1;
      const light = (1.04 - fall * (along + 1) * 0.5) * (1 - 0.18 * (dx * dx + dy * dy)) * (1 - shade) * hard;
      const a = frame.rgba[i * 4 + 3]! / 255;
      const tableShade = 1 - 0.45 * (frame.shadow[i]! / 255) * (1 - a);
      for (let c = 0; c < 3; c++) {
        const grain = (table[c]! + noise() * 6) * tableShade;
        // The warp mixed the sheet's colour with the transparent border: it is premultiplied.
        const v = (frame.rgba[i * 4 + c]! + grain * (1 - a)) * light * (c === 0 ? 1.03 : c === 2 ? 0.94 : 1);
        out[i * 3 + c] = Math.max(0, Math.min(255, v));
      }
    }
  }
  // Focus blur, then sensor noise (stronger where darker), then the phone's JPEG.
  const { data: blurred } = await sharp(out, { raw: { width: o.width, height: o.height, channels: 3 } })
    .blur(0.6 + random() * 0.8 * (o.width / 1200))
    .raw()
    .toBuffer({ resolveWithObject: true });
  for (let i = 0; i < blurred.length; i++) blurred[i] = Math.max(0, Math.min(255, blurred[i]! + noise() * (3 + (255 - blurred[i]!) / 60)));
  const taken = sharp(blurred, { raw: { width: o.width, height: o.height, channels: 3 } });
  return (o.turn ? taken.rotate(o.turn) : taken).jpeg({ quality: 70 + Math.floor(random() * 16) }).toBuffer();
}
