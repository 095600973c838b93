// What a traced photo's lines are worth, on the 1024 px screen view of the page:
// - on edges: the share of line pixels (grey < 128) within EDGE_TOLERANCE px of a strong edge of
//   the photo. Strong edges: Canny (thresholds 50 and 100 on a Sobel 3x3 gradient, after a 5x5
//   Gaussian blur) on each of R, G and B of the photo at EDGE_SCALE px on its long side, any
//   channel counting (a red-green border is an edge even at one grey), then placed like the page
//   (through the trace's placement: the subject zoomed and centred, or the scene cropped). At that fixed scale the edges are what one would draw (an apple's
//   outline, a cat's eyes, a dog against a blurred street) whatever the upload's size: at 1024 a
//   small photo upscaled has almost none. A background blurred by a phone keeps only its
//   strongest steps (a white window grid), a busy one keeps many. A line elsewhere follows no edge
//   of the photo (shading contours, k-means noise). Edge cover, the share of the photo's pixels
//   that near a strong edge, is what lines drawn anywhere would score: on a busy background it
//   is high, and on-edges means little there.
// - background ink: ink per pixel outside the subject against ink per pixel on it (the subject's
//   mask grown by SUBJECT_MARGIN px, so its outline counts as the subject's). A density, not a
//   total: the subject fills 30-70% of the frame, and the budget asks that the background be much
//   emptier than the subject whatever their sizes. Only pixels of the photo count (not the white
//   bars around a picture that is not square).
import sharp from 'sharp';
import { loadCv, withMats } from './opencv.ts';
import type { Placement } from './pipeline.ts';

const N = 1024;
const EDGE_TOLERANCE = 4;
const EDGE_SCALE = 512;
const CANNY = { low: 50, high: 100 };
const SUBJECT_MARGIN = 6;

type Img = { width: number; height: number; data: Uint8ClampedArray };

const isInk = (art: Img, i: number) => art.data[i * 4]! < 128;

async function disk(mask: Uint8Array, radius: number): Promise<Uint8Array> {
  const { cv } = await loadCv();
  return withMats((track) => {
    const m = track(cv.matFromArray(N, N, cv.CV_8UC1, mask));
    const kernel = track(cv.getStructuringElement(cv.MORPH_ELLIPSE, new cv.Size(2 * radius + 1, 2 * radius + 1)));
    cv.dilate(m, m, kernel);
    return new Uint8Array(m.data);
  });
}

/** Share of line pixels within EDGE_TOLERANCE px of one of the photo's strong edges, and of all pixels (0..1). */
export async function edgeShare(art: Img, photo: Buffer, placement: Placement | null): Promise<{ onEdges: number; edgeCover: number }> {
  const { width = N, height = N } = await sharp(photo).metadata();
  const { data, info } = await sharp(photo)
    .flatten({ background: '#ffffff' })
    .resize(EDGE_SCALE, EDGE_SCALE, { fit: 'inside' })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { cv } = await loadCv();
  const small = withMats((track) => {
    const rgb = track(cv.matFromArray(info.height, info.width, cv.CV_8UC3, data));
    const channels = new cv.MatVector();
    cv.split(rgb, channels);
    const any = track(cv.Mat.zeros(info.height, info.width, cv.CV_8UC1));
    const edge = track(new cv.Mat());
    for (let c = 0; c < 3; c++) {
      const channel = track(channels.get(c));
      cv.GaussianBlur(channel, channel, new cv.Size(5, 5), 1.4);
      cv.Canny(channel, edge, CANNY.low, CANNY.high, 3, false);
      cv.bitwise_or(any, edge, any);
    }
    channels.delete();
    return Buffer.from(any.data);
  });
  const placed = await onScreen(small, info.width, info.height, placement, 128);
  const edges = Uint8Array.from(placed, (v) => v * 255);
  const near = await disk(edges, EDGE_TOLERANCE);
  const frame = await onScreen(new Uint8Array(width * height).fill(1), width, height, placement);
  let lines = 0;
  let onEdge = 0;
  let framePx = 0;
  let covered = 0;
  for (let i = 0; i < N * N; i++) {
    if (frame[i]) {
      framePx++;
      if (near[i]) covered++;
    }
    if (!isInk(art, i)) continue;
    lines++;
    if (near[i]) onEdge++;
  }
  return { onEdges: lines ? onEdge / lines : 0, edgeCover: framePx ? covered / framePx : 0 };
}

/**
 * A mask of the photo (1 or `on` = set, `width` by `height`) placed like the page: through the
 * trace's placement (the square of the photo the page shows, the subject zoomed and centred or
 * the scene cropped) when the pipeline tells it, else fit inside 1024 and centred. 0 outside the photo.
 */
async function onScreen(mask: Uint8Array, width: number, height: number, placement: Placement | null, on = 1): Promise<Uint8Array> {
  const image = sharp(Buffer.from(mask.map((v) => (v >= on ? 255 : 0))), { raw: { width, height, channels: 1 } });
  let data: Buffer;
  if (!placement) {
    data = await image.resize(N, N, { fit: 'contain', background: '#000000' }).extractChannel(0).raw().toBuffer();
  } else {
    // The photo at the trace's decoded size, padded where the page's square reaches past it.
    const { left, top, side } = placement;
    const decoded = await image.resize(placement.width, placement.height, { fit: 'fill', kernel: 'nearest' }).png().toBuffer();
    const pad = {
      left: Math.max(0, -left),
      top: Math.max(0, -top),
      right: Math.max(0, left + side - placement.width),
      bottom: Math.max(0, top + side - placement.height),
    };
    // extend and extract in separate pipelines: sharp runs an extract before an extend in one.
    const padded = await sharp(decoded)
      .extend({ ...pad, background: '#000000' })
      .png()
      .toBuffer();
    data = await sharp(padded)
      .extract({ left: left + pad.left, top: top + pad.top, width: side, height: side })
      .resize(N, N, { fit: 'fill', kernel: 'nearest' })
      .extractChannel(0)
      .raw()
      .toBuffer();
  }
  return Uint8Array.from(data, (v) => (v >= 128 ? 1 : 0));
}

/** Ink per pixel in the background over ink per pixel on the subject, and both densities. */
export async function backgroundInk(art: Img, mask: Uint8Array, width: number, height: number, placement: Placement | null) {
  const subject = await disk(await onScreen(mask, width, height, placement), SUBJECT_MARGIN);
  const photo = await onScreen(new Uint8Array(width * height).fill(1), width, height, placement);
  let subjectPx = 0;
  let subjectInk = 0;
  let backPx = 0;
  let backInk = 0;
  for (let i = 0; i < N * N; i++) {
    if (subject[i]) {
      subjectPx++;
      if (isInk(art, i)) subjectInk++;
    } else if (photo[i]) {
      backPx++;
      if (isInk(art, i)) backInk++;
    }
  }
  const subjectDensity = subjectPx ? subjectInk / subjectPx : 0;
  const backgroundDensity = backPx ? backInk / backPx : 0;
  return { subjectDensity, backgroundDensity, ratio: subjectDensity ? backgroundDensity / subjectDensity : Infinity };
}
