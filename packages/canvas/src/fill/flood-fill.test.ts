import { describe, expect, it } from 'vitest';
import { createImage } from '../image';
import { drawFrame, drawRing, drawSegment, flattenOnWhite, samplePage } from '../test/line-art';
import { fillRect, isColor, pixelAt, pixelsWhere } from '../test/pixels';
import type { Rgba, RgbaImage } from '../types';
import { createFloodFiller } from './flood-fill';
import type { FillOptions } from './fill-options';
import { paintRegion } from './paint-region';

const SIZE = 256;
const RED: Rgba = { r: 230, g: 30, b: 40, a: 255 };
const BLUE: Rgba = { r: 20, g: 60, b: 220, a: 255 };
const C = 128; // ring centre
const R = 80; // ring radius (centre of the line)
const T = 4; // line thickness

const dist = (x: number, y: number) => Math.hypot(x + 0.5 - C, y + 0.5 - C);

function ring(gap = 0): RgbaImage {
  return drawRing(createImage(SIZE, SIZE), C, C, R, T, gap);
}

/** Fills at (x, y) and paints the coloring layer; returns the painted pixel count (0 if none). */
function fillAt(lineArt: RgbaImage, coloring: RgbaImage, x: number, y: number, color: Rgba, options?: FillOptions) {
  const filler = createFloodFiller(lineArt.width, lineArt.height);
  const region = filler.region(lineArt, coloring, x, y, options);
  if (region) paintRegion(coloring, region, color);
  return region?.count ?? 0;
}

describe('flood fill', () => {
  it('fills exactly the enclosed region, and nothing outside it', () => {
    const line = ring();
    const coloring = createImage(SIZE, SIZE);
    fillAt(line, coloring, C, C, RED);
    // Everything inside the inner edge of the line is red...
    expect(pixelsWhere(coloring, (x, y) => dist(x, y) < R - T / 2 && !isColor(coloring, x, y, RED))).toEqual([]);
    // ...and nothing beyond the outer edge of the line is touched.
    expect(pixelsWhere(coloring, (x, y) => dist(x, y) > R + T / 2 && pixelAt(coloring, x, y).a !== 0)).toEqual([]);
  });

  it('leaves no white fringe next to anti-aliased line edges', () => {
    for (const line of [ring(), flattenOnWhite(ring())]) {
      const coloring = createImage(SIZE, SIZE);
      fillAt(line, coloring, C, C, RED);
      // Every inner pixel the line only partly covers shows colour beneath the line's soft edge.
      const softEdge = pixelsWhere(line, (x, y) => {
        const p = pixelAt(line, x, y);
        const ink = p.a === 255 ? 255 - p.r : p.a; // both line-art forms
        return dist(x, y) < R && ink > 0 && ink < 255;
      });
      expect(softEdge.length).toBeGreaterThan(100);
      expect(softEdge.filter(([x, y]) => !isColor(coloring, x, y, RED))).toEqual([]);
    }
  });

  it('does not leak through a 2 px gap with gapClose 3, but does with gapClose 0', () => {
    const line = ring(2);
    const closed = createImage(SIZE, SIZE);
    fillAt(line, closed, C, C, RED, { gapClose: 3 });
    expect(isColor(closed, C, C, RED)).toBe(true);
    // No colour more than a couple of px outside the ring, even right at the gap.
    expect(pixelsWhere(closed, (x, y) => dist(x, y) > R + T / 2 + 2 && pixelAt(closed, x, y).a !== 0)).toEqual([]);

    const open = createImage(SIZE, SIZE);
    fillAt(line, open, C, C, RED, { gapClose: 0 });
    expect(isColor(open, 5, 5, RED)).toBe(true);
    expect(isColor(open, SIZE - 5, SIZE - 5, RED)).toBe(true);
  });

  it('refills an already filled area with a new colour', () => {
    const line = ring();
    const coloring = createImage(SIZE, SIZE);
    const first = fillAt(line, coloring, C, C, RED);
    const second = fillAt(line, coloring, C + 10, C - 20, BLUE);
    expect(second).toBeGreaterThanOrEqual(first);
    expect(pixelsWhere(coloring, (x, y) => isColor(coloring, x, y, RED))).toEqual([]);
    expect(isColor(coloring, C, C, BLUE)).toBe(true);
    expect(isColor(coloring, 3, 3, BLUE)).toBe(false);
  });

  it('stops at other colours beyond the tolerance and passes through those within it', () => {
    const line = ring();
    const grey: Rgba = { r: 225, g: 225, b: 225, a: 255 };
    // Right half of the disc already painted light grey (30 levels from white).
    const paint = () => fillRect(createImage(SIZE, SIZE), C, C - R, R, 2 * R, grey);
    const strict = paint();
    fillAt(line, strict, C - 30, C, RED, { tolerance: 10 });
    expect(isColor(strict, C - 30, C, RED)).toBe(true);
    expect(isColor(strict, C + 30, C, grey)).toBe(true);

    const loose = paint();
    fillAt(line, loose, C - 30, C, RED, { tolerance: 40 });
    expect(isColor(loose, C + 30, C, RED)).toBe(true);
    expect(isColor(loose, C - 30, C, RED)).toBe(true);
  });

  it('fills small specks of another colour inside the region, but keeps larger shapes', () => {
    const line = ring();
    const coloring = createImage(SIZE, SIZE);
    fillRect(coloring, C - 40, C - 40, 1, 1, BLUE); // 1 px
    fillRect(coloring, C + 20, C - 10, 2, 2, BLUE); // 4 px
    fillRect(coloring, C - 10, C + 30, 3, 1, BLUE); // 3 px
    fillRect(coloring, C + 10, C + 10, 12, 12, BLUE); // 144 px: a deliberate shape
    fillAt(line, coloring, C - 20, C - 20, RED);
    expect(isColor(coloring, C - 40, C - 40, RED)).toBe(true);
    expect(isColor(coloring, C + 21, C - 9, RED)).toBe(true);
    expect(isColor(coloring, C - 9, C + 30, RED)).toBe(true);
    expect(isColor(coloring, C + 15, C + 15, BLUE)).toBe(true);
  });

  it('does nothing outside the page or deep inside a thick line', () => {
    const line = ring();
    const blob = drawRing(createImage(SIZE, SIZE), C, C, 6, 14); // a solid disc of ink, like an eye
    const filler = createFloodFiller(SIZE, SIZE);
    const coloring = createImage(SIZE, SIZE);
    expect(filler.region(line, coloring, -1, 10)).toBeNull();
    expect(filler.region(line, coloring, 10, SIZE)).toBeNull();
    expect(filler.region(blob, coloring, C, C)).toBeNull();
  });

  it('fills the nearer side when the tap lands on a line', () => {
    const line = ring();
    const filler = createFloodFiller(SIZE, SIZE);
    const coloring = createImage(SIZE, SIZE);
    const inside = filler.region(line, coloring, C, C);
    // On the line's core, a pixel inside its centre: the inside is nearer.
    const onLine = filler.region(line, coloring, C + R - 1, C);
    expect(onLine?.count).toBe(inside?.count);
    expect(onLine?.mask[C * SIZE + C]).toBe(1);
  });

  it('fills the area beside a line when the click lands on its soft edge', () => {
    const line = ring();
    const filler = createFloodFiller(SIZE, SIZE);
    const coloring = createImage(SIZE, SIZE);
    const centre = filler.region(line, coloring, C, C);
    // Just inside the inner edge, on the light part of the line's anti-aliased ramp.
    const [ex, ey] = pixelsWhere(line, (x, y) => dist(x, y) < R && pixelAt(line, x, y).a > 0 && pixelAt(line, x, y).a < 90)[0] ?? [0, 0];
    const edge = filler.region(line, coloring, ex, ey);
    expect(centre?.count).toBeGreaterThan(15_000);
    expect(edge?.count).toBe(centre?.count);
  });

  it('still fills a channel thinner than the closed gaps, without crossing its walls', () => {
    const line = createImage(SIZE, SIZE);
    drawFrame(line, 20, 20, 236, 236, 3);
    // A 4 px wide channel between two long walls.
    drawSegment(line, 40, 120, 200, 120, 3);
    drawSegment(line, 40, 127, 200, 127, 3);
    drawSegment(line, 40, 120, 40, 127, 3);
    drawSegment(line, 200, 120, 200, 127, 3);
    const coloring = createImage(SIZE, SIZE);
    const count = fillAt(line, coloring, 120, 123.5, RED, { gapClose: 4 });
    expect(count).toBeGreaterThan(150 * 3);
    expect(isColor(coloring, 120, 123, RED)).toBe(true);
    expect(pixelAt(coloring, 120, 110).a).toBe(0);
    expect(pixelAt(coloring, 120, 140).a).toBe(0);
  });

  it('never bleeds across a thin line, diagonal ones included', () => {
    for (const thickness of [1, 1.5, 2]) {
      const line = createImage(SIZE, SIZE);
      drawSegment(line, -10, -10, SIZE + 10, SIZE + 10, thickness);
      const coloring = createImage(SIZE, SIZE);
      fillAt(line, coloring, 200, 50, RED);
      expect(isColor(coloring, 200, 50, RED)).toBe(true);
      // Pixel centres on the far side of the line's centre stay blank.
      expect(pixelsWhere(coloring, (x, y) => y - x > 0.5 && pixelAt(coloring, x, y).a !== 0)).toEqual([]);
    }
  });

  it('fills outside a shape without touching its inside', () => {
    const line = ring();
    const coloring = createImage(SIZE, SIZE);
    fillAt(line, coloring, 4, 4, BLUE);
    expect(isColor(coloring, SIZE - 4, SIZE - 4, BLUE)).toBe(true);
    expect(pixelsWhere(coloring, (x, y) => dist(x, y) < R - T / 2 && pixelAt(coloring, x, y).a !== 0)).toEqual([]);
  });

  it('fills the background of a full page and reports its bounding box', () => {
    const line = samplePage();
    const coloring = createImage(1024, 1024);
    const region = createFloodFiller(1024, 1024).region(line, coloring, 40, 40);
    expect(region).not.toBeNull();
    expect(region!.count).toBeGreaterThan(1024 * 1024 * 0.6);
    expect(region!.rect.x).toBeLessThan(24);
    expect(region!.rect.x + region!.rect.width).toBeGreaterThan(1000);
    // Inside the big ring of the sample page stays untouched.
    expect(region!.mask[300 * 1024 + 300]).toBe(0);
  });
});
