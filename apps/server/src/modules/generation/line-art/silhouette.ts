import { dropSmallComponents, morph, type Mask } from './binary.ts';
import { PAPER } from './ink.ts';
import type { Grey } from './lighting.ts';

/** A colour this strong is a fill, not paper (as in keep.ts's tone classes). */
const FILL_CHROMA = 40;
/**
 * Marks on the paper smaller than this share of the picture are no figure with a fill to close:
 * dust, a whisker, the loose grey hairs around a rhinoceros (their outlines became little rings).
 */
const FIGURE_SHARE = 0.001;
/** Grey levels across two pixels at a figure's edge: a fill's edge is sharp, a shadow's soft. */
const MIN_EDGE = 12;
/**
 * Ink this near (px at 1024) already bounds the figure: no line is added beside it. At 2 px, the
 * fill's edge in an 8 px gap between dashes was drawn only in its middle and the gap stayed open;
 * at 1 px the line added along an inked outline only thickens it by a pixel or two on the paper's
 * side (the ink's soft rim), never a second line.
 */
const INK_REACH = 1;

/**
 * Closes the outline of a figure drawn on white paper where the artist left it open: a rhinoceros
 * or a whale drawn with a dashed outline over a grey body, a rabbit's fur drawn as loose strokes.
 * Its fill meets the paper in the gaps, so the paper and the body were one area and a child's
 * fill flooded the page. The paper is what is white and connected to the picture's edge; where
 * it meets the figure with no ink within a couple of pixels, the border becomes a line at the
 * page's thin weight. Only the border with the paper is drawn, so nothing changes inside the
 * figure, and along an inked outline the ink is already there (no second line beside it).
 */
export async function closeSilhouette(ink: Mask, grey: Grey, chroma: Uint8Array): Promise<Mask> {
  const { width, height } = grey;
  const scale = Math.sqrt((width * height) / (1024 * 1024));
  const marked = new Uint8Array(width * height);
  for (let i = 0; i < marked.length; i++)
    marked[i] = ink.data[i] || (grey.data[i] as number) < PAPER || (chroma[i] as number) >= FILL_CHROMA ? 255 : 0;
  const figure = await dropSmallComponents({ data: marked, width, height }, Math.round(FIGURE_SHARE * width * height));
  const paper = paperFromEdges(figure);
  const nearInk = (await morph(ink, 'dilate', 2 * Math.max(INK_REACH, Math.round(INK_REACH * scale)) + 1)).data;
  const border = new Uint8Array(width * height);
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      if (!paper[i] || nearInk[i]) continue;
      if (paper[i - 1] && paper[i + 1] && paper[i - width] && paper[i + width]) continue;
      const gx = (grey.data[i + 1] as number) - (grey.data[i - 1] as number);
      const gy = (grey.data[i + width] as number) - (grey.data[i - width] as number);
      const cx = (chroma[i + 1] as number) - (chroma[i - 1] as number);
      const cy = (chroma[i + width] as number) - (chroma[i - width] as number);
      if (Math.abs(gx) + Math.abs(gy) >= MIN_EDGE || Math.abs(cx) + Math.abs(cy) >= MIN_EDGE) border[i] = 255;
    }
  }
  const line = await morph({ data: border, width, height }, 'dilate', Math.max(2, Math.round(2 * scale)));
  const out = new Uint8Array(ink.data);
  for (let i = 0; i < out.length; i++) if (line.data[i]) out[i] = 255;
  return { data: out, width, height };
}

/**
 * The unmarked pixels connected to the picture's edge, 4-connected: the components of binary.ts
 * are 8-connected, and there the paper would slip into the figure between two of its pixels that
 * touch only at a corner, drawing a border inside it.
 */
export function paperFromEdges(figure: Mask): Uint8Array {
  const { width: w, height: h, data } = figure;
  const paper = new Uint8Array(w * h);
  const stack: number[] = [];
  const push = (i: number) => {
    if (!paper[i] && !data[i]) {
      paper[i] = 1;
      stack.push(i);
    }
  };
  for (let x = 0; x < w; x++) {
    push(x);
    push((h - 1) * w + x);
  }
  for (let y = 0; y < h; y++) {
    push(y * w);
    push(y * w + w - 1);
  }
  while (stack.length) {
    const i = stack.pop() as number;
    const x = i % w;
    if (x > 0) push(i - 1);
    if (x < w - 1) push(i + 1);
    if (i >= w) push(i - w);
    if (i < (h - 1) * w) push(i + w);
  }
  return paper;
}
