import sharp from 'sharp';
import { dropSmallComponents, type Mask } from './binary.ts';
import { loadCv, withMats } from './opencv.ts';
import { PAGE_SIZE, type Detail } from './page-geometry.ts';
import type { Rgb } from './sheet.ts';

// Per detail level: Canny's thresholds and the shortest edge kept as a detail line (px).
const DETAIL_EDGES = [null, null, [90, 180, 160], [70, 150, 110], [55, 120, 70], [40, 100, 45]] as const;

/**
 * Open lines inside areas where the photo has long, strong edges (an eye, a mouth, folds, fur):
 * they make the drawing read as its subject without cutting areas into pieces. Edges near an
 * area's border are left out (the border is drawn already) and so is the empty background.
 */
export async function detailLines(rgb: Rgb, ids: Int32Array, bg: number, detail: Detail): Promise<Uint8Array> {
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
 * The borders between areas as smooth lines of one weight: 1 px borders blurred and cut, which
 * rounds off the pixel steps and gives every line the same width. The page's edge is no line.
 */
export async function strokes(ids: Int32Array, details: Uint8Array): Promise<Mask> {
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
