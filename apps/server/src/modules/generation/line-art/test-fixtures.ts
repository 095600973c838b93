import sharp from 'sharp';
import { madeUpPhoto } from '../../../pictures/warm-up.ts';

/** A coloring page: a cat's head (outline, ears, eyes, mouth) in black on white, 1024 px. */
export const PAGE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024">
  <rect width="1024" height="1024" fill="#fff"/>
  <circle cx="512" cy="560" r="300" fill="BODY" stroke="#111" stroke-width="10"/>
  <path d="M262 400 L300 150 L430 290 Z M762 400 L724 150 L594 290 Z" fill="BODY" stroke="#111" stroke-width="10" stroke-linejoin="round"/>
  <circle cx="410" cy="520" r="40" fill="#fff" stroke="#111" stroke-width="10"/>
  <circle cx="614" cy="520" r="40" fill="#fff" stroke="#111" stroke-width="10"/>
  <path d="M462 650 Q512 700 562 650" fill="none" stroke="#111" stroke-width="10"/>
</svg>`;

/** The page as a PNG, its body filled with `body` (white for plain line art, grey for a shaded drawing). */
export function buildPage(body = '#fff'): Promise<Buffer> {
  return sharp(Buffer.from(PAGE_SVG.replaceAll('BODY', body)))
    .png()
    .toBuffer();
}

/**
 * The cat's head as clip art colours it: airbrushed fills (orange shading to brown, a soft pink
 * blush on the cheek), dark outlines, on a transparent background, 600 px as such pictures come.
 */
export function buildColouredPage(): Promise<Buffer> {
  const svg = PAGE_SVG.replace('<rect width="1024" height="1024" fill="#fff"/>', '')
    .replace(
      '<circle cx="512" cy="560"',
      `<defs>
        <radialGradient id="fur" cx="0.4" cy="0.35" r="0.75"><stop offset="0" stop-color="#ffc04d"/><stop offset="1" stop-color="#b35400"/></radialGradient>
        <radialGradient id="blush"><stop offset="0" stop-color="#e0507a" stop-opacity="0.8"/><stop offset="1" stop-color="#e0507a" stop-opacity="0"/></radialGradient>
      </defs>
      <circle cx="512" cy="560"`,
    )
    .replaceAll('fill="BODY"', 'fill="url(#fur)"')
    .replaceAll('#111', '#1a1208')
    .replaceAll('stroke-width="10"', 'stroke-width="3"')
    .replace(
      '</svg>',
      `<ellipse cx="340" cy="640" rx="70" ry="45" fill="url(#blush)"/>
      <ellipse cx="660" cy="740" rx="90" ry="55" fill="#7a3d10" stroke="#1a1208" stroke-width="3"/></svg>`,
    );
  return sharp(Buffer.from(svg)).resize(600, 600).png().toBuffer();
}

/** Where a photographed sheet lies in the photo: its corners, clockwise from the top left. */
export type SheetCorners = ReadonlyArray<readonly [number, number]>;

/** The sheet on a brown table, tilted in perspective. */
const ON_TABLE: SheetCorners = [
  [260, 140],
  [980, 190],
  [940, 900],
  [210, 840],
];

/**
 * The page as a phone sees it printed: on a brown table, tilted in perspective, lit by a lamp
 * from one corner (the far paper half as bright), a little out of focus, noisy, JPEG-compressed.
 * `page` is what was printed (the cat by default), `corners` where the sheet lies (it may run off
 * the photo: the sheet fills the frame), `printed` the share of the sheet the page was printed on
 * (centred; the rest is paper), `blur` the focus blur, `shade` a soft shadow (a hand's, the
 * phone's) darkening the photo by up to `depth` around a point, `hardShadow` a hard-edged one
 * (a lamp close by) darkening the photo by `depth` right of the line `from` - `to` (seen from
 * `from`), its edge 3 px wide. A page that is not square fills the sheet all the same.
 */
export async function buildSnapshot(
  options: {
    page?: Buffer;
    corners?: SheetCorners;
    printed?: number;
    blur?: number;
    size?: [number, number];
    shade?: { x: number; y: number; r: number; depth: number };
    hardShadow?: { from: readonly [number, number]; to: readonly [number, number]; depth: number };
  } = {},
): Promise<Buffer> {
  const { corners: quad = ON_TABLE, printed = 1, blur = 1.1, size = [1200, 1000] } = options;
  const { data, info } = await sharp(options.page ?? (await buildPage()))
    .resize(700, 700, { fit: 'inside' })
    .flatten({ background: '#ffffff' })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const [W, H] = size;
  const out = Buffer.alloc(W * H * 3);
  const random = seededRandom(7);
  const noise = () => (random() - 0.5) * 16;
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      let light = 1 - 0.5 * Math.min(1, Math.hypot(x - 200, y - 100) / 1300);
      if (options.shade) {
        const d = Math.hypot(x - options.shade.x, y - options.shade.y) / options.shade.r;
        if (d < 1) light *= 1 - options.shade.depth * (1 - d * d) * (1 - d * d);
      }
      if (options.hardShadow) {
        const { from, to, depth } = options.hardShadow;
        const [dx, dy] = [to[0] - from[0], to[1] - from[1]];
        // Signed distance from the edge, positive on its right.
        const d = (dx * (y - from[1]) - dy * (x - from[0])) / Math.hypot(dx, dy);
        light *= 1 - depth * Math.min(1, Math.max(0, 0.5 + d / 3));
      }
      const [u0, v0] = inverseBilinear(quad, x, y);
      let rgb: [number, number, number] = [96, 74, 56];
      if (u0 >= 0 && u0 <= 1 && v0 >= 0 && v0 <= 1) {
        // The page printed on the middle `printed` of the sheet.
        const u = (u0 - 0.5) / printed + 0.5;
        const v = (v0 - 0.5) / printed + 0.5;
        const inside = u >= 0 && u < 1 && v >= 0 && v < 1;
        const g = inside ? data[Math.floor(v * info.height) * info.width + Math.floor(u * info.width)]! : 255;
        const paper = (g / 255) * 235 + 12;
        rgb = [paper, paper * 0.98, paper * 0.93];
      }
      const o = (y * W + x) * 3;
      const n = noise();
      for (let c = 0; c < 3; c++) out[o + c] = Math.max(0, Math.min(255, Math.round(rgb[c]! * light + n)));
    }
  }
  return sharp(out, { raw: { width: W, height: H, channels: 3 } })
    .blur(blur)
    .jpeg({ quality: 75 })
    .toBuffer();
}

/** Numbers in 0..1 from a seed: the same fixture every run. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return state / 0x7fffffff;
  };
}

/** (u, v) of point (x, y) inside a quadrilateral, by Newton steps on the bilinear map. */
function inverseBilinear(q: ReadonlyArray<readonly [number, number]>, x: number, y: number): [number, number] {
  let u = 0.5;
  let v = 0.5;
  for (let k = 0; k < 8; k++) {
    const px = (1 - u) * (1 - v) * q[0]![0] + u * (1 - v) * q[1]![0] + u * v * q[2]![0] + (1 - u) * v * q[3]![0];
    const py = (1 - u) * (1 - v) * q[0]![1] + u * (1 - v) * q[1]![1] + u * v * q[2]![1] + (1 - u) * v * q[3]![1];
    const dxu = (1 - v) * (q[1]![0] - q[0]![0]) + v * (q[2]![0] - q[3]![0]);
    const dyu = (1 - v) * (q[1]![1] - q[0]![1]) + v * (q[2]![1] - q[3]![1]);
    const dxv = (1 - u) * (q[3]![0] - q[0]![0]) + u * (q[2]![0] - q[1]![0]);
    const dyv = (1 - u) * (q[3]![1] - q[0]![1]) + u * (q[2]![1] - q[1]![1]);
    const det = dxu * dyv - dxv * dyu;
    const ex = x - px;
    const ey = y - py;
    u += (ex * dyv - ey * dxv) / det;
    v += (ey * dxu - ex * dyu) / det;
  }
  return [u, v];
}

/**
 * A photo: a red ball, sharp, in front of a blurred leafy background (green and brown blotches),
 * off-centre, 900x600: the one a picture worker warms up on.
 */
export const buildPhoto = madeUpPhoto;

/** Black (0) or white (255) per pixel of a black-and-white PNG, and its size. */
export async function readMask(png: Buffer) {
  const { data, info } = await sharp(png).extractChannel(0).raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, ink: (x: number, y: number) => (data[y * info.width + x] as number) < 128 };
}

/** How many separate runs of ink a horizontal line at row y crosses between x0 and x1. */
export function inkRuns(mask: { ink: (x: number, y: number) => boolean }, y: number, x0: number, x1: number): number {
  let runs = 0;
  let inside = false;
  for (let x = x0; x < x1; x++) {
    const ink = mask.ink(x, y);
    if (ink && !inside) runs++;
    inside = ink;
  }
  return runs;
}

/**
 * A photo: a brown pebble-shaped animal, softly shaded, on sharp grey gravel that fills the
 * frame (a busy background: every part of it as detailed as the subject), 900x600.
 */
export async function buildBusyPhoto(): Promise<Buffer> {
  let stones = '';
  const rnd = seededRandom(11);
  for (let i = 0; i < 2600; i++) {
    const grey = Math.round(70 + rnd() * 150);
    stones += `<ellipse cx="${Math.round(rnd() * 900)}" cy="${Math.round(rnd() * 600)}" rx="${Math.round(4 + rnd() * 9)}" ry="${Math.round(3 + rnd() * 7)}" fill="rgb(${grey},${grey},${grey - 6})"/>`;
  }
  return sharp(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="900" height="600">
    <defs><radialGradient id="g" cx="0.45" cy="0.35" r="0.75"><stop offset="0" stop-color="#b07a48"/><stop offset="1" stop-color="#5e3a1c"/></radialGradient></defs>
    <rect width="900" height="600" fill="#8c8c88"/>${stones}
    <ellipse cx="470" cy="320" rx="230" ry="140" fill="url(#g)"/>
    <circle cx="640" cy="270" r="70" fill="url(#g)"/>
  </svg>`),
  )
    .jpeg({ quality: 88 })
    .toBuffer();
}

/**
 * A page with close lines: a heavy square frame (14 px of 1024), ten lines 16 px apart (4 px
 * wide) across its lower half, and a faint grey line (3 px, #9a9a9a) down its top part, from the
 * frame to the first hatching line.
 */
export function hatchedPage(): Promise<Buffer> {
  let hatching = '';
  for (let k = 0; k < 10; k++) hatching += `<path d="M180 ${520 + 16 * k} H844" stroke="#111" stroke-width="4"/>`;
  return sharp(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024">
      <rect width="1024" height="1024" fill="#fff"/>
      <rect x="112" y="112" width="800" height="800" fill="none" stroke="#111" stroke-width="14"/>
      ${hatching}
      <path d="M640 119 V520" stroke="#9a9a9a" stroke-width="3"/>
    </svg>`),
  )
    .png()
    .toBuffer();
}

/** How many separate runs of ink a vertical line at column x crosses between y0 and y1 (the whole height by default). */
export function inkRunsDown(mask: { ink: (x: number, y: number) => boolean; height: number }, x: number, y0 = 0, y1 = mask.height): number {
  let runs = 0;
  let inside = false;
  for (let y = y0; y < y1; y++) {
    const ink = mask.ink(x, y);
    if (ink && !inside) runs++;
    inside = ink;
  }
  return runs;
}

/** The first and last ink pixel along a row (or a column). */
export function inkSpan(
  mask: { ink: (x: number, y: number) => boolean; width: number; height: number },
  at: number,
  along: 'row' | 'column',
): [number, number] {
  const length = along === 'row' ? mask.width : mask.height;
  const ink = (i: number) => (along === 'row' ? mask.ink(i, at) : mask.ink(at, i));
  let first = 0;
  while (first < length && !ink(first)) first++;
  let last = length - 1;
  while (last > 0 && !ink(last)) last--;
  return [first, last];
}
