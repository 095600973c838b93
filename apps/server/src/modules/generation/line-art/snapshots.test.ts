import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { cleanLineArt, inkShare } from '../line-art.ts';
import { detectKind } from './detect.ts';
import { buildSnapshot, inkRuns, readMask, type SheetCorners } from './test-fixtures.ts';

// Phone snapshots of printed pages taken as people take them: a hand or the phone casting a
// hard-edged shadow across the sheet, or the phone held flat over the table, which stores the
// picture sideways.

/** The rows through the cat's head (ears' tips at 145, chin at 865 on the printed page) at `y`. */
function headRow(page: Awaited<ReturnType<typeof readMask>>, y: number): number {
  const rows = [...Array(page.height).keys()].filter((r) => inkRuns(page, r, 0, page.width) > 0);
  const top = rows[0] as number;
  const bottom = rows[rows.length - 1] as number;
  return Math.round(top + ((y - 145) / (865 - 145)) * (bottom - top));
}

/**
 * A portrait page (Letter's shape): a frame, a sun in its top left corner and a house on the
 * ground. Rows through the sun cross four lines; rows under the roof's eaves and over the house's
 * floor cross the frame and the walls: four; rows below the house only the frame: two.
 */
function portraitPage(): Promise<Buffer> {
  return sharp(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="850" height="1100">
      <rect width="850" height="1100" fill="#fff"/>
      <rect x="60" y="60" width="730" height="980" fill="none" stroke="#111" stroke-width="10"/>
      <circle cx="220" cy="220" r="90" fill="none" stroke="#111" stroke-width="10"/>
      <path d="M230 640 L425 470 L620 640 Z M270 640 V880 H580 V640" fill="none" stroke="#111" stroke-width="10" stroke-linejoin="round"/>
    </svg>`),
  )
    .png()
    .toBuffer();
}

/**
 * A portrait page with a line of text in lower case under its title: a kite over a hill, "the
 * little kite flies high over the hill" written across it.
 */
function captionedPage(): Promise<Buffer> {
  return sharp(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="850" height="1100">
      <rect width="850" height="1100" fill="#fff"/>
      <rect x="60" y="60" width="730" height="980" fill="none" stroke="#111" stroke-width="10"/>
      <text x="425" y="170" font-family="DejaVu Sans" font-size="40" text-anchor="middle" fill="#111">the little kite flies high over the hill</text>
      <path d="M560 260 L660 380 L560 560 L460 380 Z M560 560 Q520 700 600 820" fill="none" stroke="#111" stroke-width="10"/>
      <path d="M66 900 Q300 760 560 880 T784 860" fill="none" stroke="#111" stroke-width="10"/>
    </svg>`),
  )
    .png()
    .toBuffer();
}

/** How unlike two pages look, small and blurred (0 alike .. 255 opposite). */
async function unlike(a: Buffer, b: Buffer): Promise<number> {
  const small = (p: Buffer) => sharp(p).resize(60, 80, { fit: 'fill' }).greyscale().blur(1.5).raw().toBuffer();
  const [x, y] = await Promise.all([small(a), small(b)]);
  let sum = 0;
  for (let i = 0; i < x.length; i++) sum += Math.abs((x[i] as number) - (y[i] as number));
  return sum / x.length;
}

/** The corners of a sheet lying on its side in a 1200 x 1000 photo, its top to the photo's left or right. */
function sideways(top: 'left' | 'right'): SheetCorners {
  const [topLeft, topRight, bottomRight, bottomLeft] = [
    [150, 130],
    [1060, 160],
    [1030, 880],
    [170, 850],
  ] as const;
  // Clockwise from the sheet's own top left.
  return top === 'left' ? [bottomLeft, topLeft, topRight, bottomRight] : [topRight, bottomRight, bottomLeft, topLeft];
}

describe('phone snapshots taken badly', () => {
  it('keeps a snapshot with a hard-edged shadow across it as the page: white paper, no line along the shadow edge', async () => {
    // A phone's shadow over the right of the sheet, its edge slanting down through the cat's head;
    // the paper there at 55% of the lit paper beside it.
    const hardShadow = { from: [420, 1000], to: [700, 0], depth: 0.45 } as const;
    const shaded = await buildSnapshot({ hardShadow });
    expect(await detectKind(shaded)).toBe('snapshot');
    const art = await cleanLineArt(shaded);
    const page = await readMask(art);
    // Through the eyes: the head's outline and each eye's, once each. Above the eyes and below
    // the mouth only the head's outline: the shadow's edge, crossing these rows, is no line.
    expect(inkRuns(page, headRow(page, 520), 0, page.width)).toBe(6);
    expect(inkRuns(page, headRow(page, 440), 0, page.width)).toBe(2);
    expect(inkRuns(page, headRow(page, 760), 0, page.width)).toBe(2);
    // The shadowed paper is white: the page holds no more ink than the same snapshot unshaded.
    const plain = await inkShare(await cleanLineArt(await buildSnapshot()));
    expect(await inkShare(art)).toBeLessThan(plain * 1.25);
  });

  it('keeps a snapshot whose sheet fills the photo and has a hard shadow over a corner', async () => {
    const corners = [
      [-60, -120],
      [1260, -130],
      [1270, 1130],
      [-70, 1120],
    ] as const;
    const hardShadow = { from: [0, 520], to: [640, 1000], depth: 0.4 } as const;
    const shaded = await buildSnapshot({ corners, printed: 0.8, hardShadow });
    expect(await detectKind(shaded)).toBe('snapshot');
    const page = await readMask(await cleanLineArt(shaded));
    expect(inkRuns(page, headRow(page, 520), 0, page.width)).toBe(6);
    expect(inkRuns(page, headRow(page, 760), 0, page.width)).toBe(2);
  });

  it('turns a portrait sheet photographed sideways upright', async () => {
    // Its top to the photo's left: the picture a phone's portrait photo is when its orientation is lost.
    const page = await readMask(await cleanLineArt(await buildSnapshot({ page: await portraitPage(), corners: sideways('left') })));
    expect(page.height).toBeGreaterThan(page.width * 1.15);
    // The sun is at the top: rows through it cross four lines, rows under the house two.
    expect(inkRuns(page, Math.round(page.height * 0.18), 0, page.width)).toBe(4);
    expect(inkRuns(page, Math.round(page.height * 0.9), 0, page.width)).toBe(2);
  });

  it('turns a sheet lying on its side the other way, or filling a landscape photo, portrait too', async () => {
    // Which quarter turn is right cannot be told from a drawing: this one comes out upside down, but portrait.
    const other = await readMask(await cleanLineArt(await buildSnapshot({ page: await portraitPage(), corners: sideways('right') })));
    expect(other.height).toBeGreaterThan(other.width * 1.15);
    // The sheet running off the photo on every side, its top to the photo's left.
    const corners = [
      [-40, 1070],
      [-50, -60],
      [1250, -70],
      [1240, 1060],
    ] as const;
    const filled = await readMask(await cleanLineArt(await buildSnapshot({ page: await portraitPage(), corners, printed: 0.9 })));
    expect(filled.height).toBeGreaterThan(filled.width * 1.15);
    expect(inkRuns(filled, Math.round(filled.height * 0.18), 0, filled.width)).toBe(4);
  });

  it('turns a page with text upright by its letters, sideways either way or upside down', async () => {
    const page = await captionedPage();
    const upright = await cleanLineArt(
      await buildSnapshot({
        page,
        corners: [
          [300, 60],
          [1000, 80],
          [990, 960],
          [290, 940],
        ],
        size: [1200, 1000],
      }),
    );
    const flipped = await sharp(upright).rotate(180).png().toBuffer();
    // Its top to the photo's right (without the text, it would come out upside down), and the
    // sheet upside down on the table.
    const right = await cleanLineArt(await buildSnapshot({ page, corners: sideways('right') }));
    const down = await cleanLineArt(
      await buildSnapshot({
        page,
        corners: [
          [990, 960],
          [290, 940],
          [300, 60],
          [1000, 80],
        ],
      }),
    );
    for (const kept of [right, down]) expect(await unlike(kept, upright)).toBeLessThan((await unlike(kept, flipped)) * 0.7);
  });

  it('straightens a sheet turned half a quarter on the table, its corners towards the sides of the photo', async () => {
    // A diamond: picked by their smallest and largest x + y and x - y, two of its corners were
    // the same one, and reading the photo failed.
    const corners = [
      [600, 40],
      [1130, 500],
      [600, 960],
      [70, 500],
    ] as const;
    const turned = await buildSnapshot({ page: await portraitPage(), corners });
    expect(await detectKind(turned)).toBe('snapshot');
    const page = await readMask(await cleanLineArt(turned));
    // The sheet straightened: the frame, and the sun inside it, as drawn.
    expect(inkRuns(page, Math.round(page.height * 0.18), 0, page.width)).toBe(4);
    expect(inkRuns(page, Math.round(page.height * 0.9), 0, page.width)).toBe(2);
  });

  it('keeps a page printed with a wide black area (a night sky) as a snapshot when its sheet is on the table', async () => {
    // Its dark pixels are mostly wide, as a photo's dark things are; the sheet found says it is a page.
    const page = await sharp(
      Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="850" height="1100"><rect width="850" height="1100" fill="#fff"/>
        <rect x="60" y="60" width="730" height="165" fill="#111"/><rect x="60" y="60" width="730" height="980" fill="none" stroke="#111" stroke-width="10"/>
        <circle cx="425" cy="700" r="200" fill="none" stroke="#111" stroke-width="10"/></svg>`),
    )
      .png()
      .toBuffer();
    expect(await detectKind(await buildSnapshot({ page }))).toBe('snapshot');
  });

  it('leaves a landscape drawing uploaded as a file as it is', async () => {
    const drawing = await sharp(await portraitPage())
      .rotate(90)
      .png()
      .toBuffer();
    const page = await readMask(await cleanLineArt(drawing));
    expect(page.width).toBeGreaterThan(page.height);
  });
});
