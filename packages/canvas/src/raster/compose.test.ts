import { describe, expect, it } from 'vitest';
import { createImage } from '../image';
import { fillRect, pixelAt } from '../test/pixels';
import { composeLayers } from './compose';

describe('composeLayers', () => {
  it('shows white paper, the coloring, and the line art on top, always opaque', () => {
    const line = createImage(4, 1);
    const coloring = createImage(4, 1);
    fillRect(coloring, 1, 0, 3, 1, { r: 200, g: 40, b: 10, a: 255 });
    fillRect(line, 2, 0, 1, 1, { r: 0, g: 0, b: 0, a: 255 }); // a line pixel
    fillRect(line, 3, 0, 1, 1, { r: 0, g: 0, b: 0, a: 128 }); // its soft edge
    const out = composeLayers(line, coloring);
    expect(pixelAt(out, 0, 0)).toEqual({ r: 255, g: 255, b: 255, a: 255 });
    expect(pixelAt(out, 1, 0)).toEqual({ r: 200, g: 40, b: 10, a: 255 });
    expect(pixelAt(out, 2, 0)).toEqual({ r: 0, g: 0, b: 0, a: 255 });
    expect(pixelAt(out, 3, 0)).toEqual({ r: 100, g: 20, b: 5, a: 255 });
  });

  it('keeps the coloring visible under line art drawn on opaque white', () => {
    const line = fillRect(createImage(2, 1), 0, 0, 2, 1, { r: 255, g: 255, b: 255, a: 255 });
    fillRect(line, 1, 0, 1, 1, { r: 0, g: 0, b: 0, a: 255 });
    const coloring = fillRect(createImage(2, 1), 0, 0, 2, 1, { r: 10, g: 120, b: 250, a: 255 });
    const out = composeLayers(line, coloring);
    expect(pixelAt(out, 0, 0)).toEqual({ r: 10, g: 120, b: 250, a: 255 });
    expect(pixelAt(out, 1, 0)).toEqual({ r: 0, g: 0, b: 0, a: 255 });
  });

  it('blends half-transparent coloring with the paper', () => {
    const coloring = fillRect(createImage(1, 1), 0, 0, 1, 1, { r: 0, g: 0, b: 255, a: 51 });
    expect(pixelAt(composeLayers(createImage(1, 1), coloring), 0, 0)).toEqual({ r: 204, g: 204, b: 255, a: 255 });
  });
});
