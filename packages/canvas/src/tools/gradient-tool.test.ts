import { describe, expect, it } from 'vitest';
import { createImage } from '../image';
import { createMemorySurface } from '../surface/memory-surface';
import { drawFrame, drawRing } from '../test/line-art';
import { pixelAt } from '../test/pixels';
import { RED, WHITE, brushStyle, buildToolSettings, createTool, pt, stroke } from '../test/tools';

const lineArt = () => drawFrame(createImage(200, 200), 20, 20, 180, 180, 4);

describe('gradient fill', () => {
  it('blends the colour into the second one along a drag, only inside the tapped area', () => {
    const s = createMemorySurface({ width: 200, height: 200, lineArt: lineArt() });
    const result = stroke(createTool('gradient'), s, [pt(40, 100), pt(100, 100), pt(160, 100)]);
    expect(result?.dirty).not.toBeNull();
    const left = pixelAt(s.coloring, 35, 60);
    const middle = pixelAt(s.coloring, 100, 60);
    const right = pixelAt(s.coloring, 170, 60);
    expect(left).toMatchObject({ r: RED.r, g: RED.g, b: RED.b, a: 255 }); // before the drag's start: the first colour
    expect(right).toMatchObject({ r: 255, g: 255, b: 255, a: 255 }); // past its end: the second
    expect(middle.g).toBeGreaterThan(100);
    expect(middle.g).toBeLessThan(180);
    // Along the drag only: the same column is the same colour at any height.
    expect(pixelAt(s.coloring, 100, 150)).toEqual(middle);
    expect(pixelAt(s.coloring, 10, 10).a).toBe(0); // outside the frame
  });

  it('blends radially from a tap, the tapped pixel in the first colour', () => {
    const s = createMemorySurface({ width: 200, height: 200, lineArt: lineArt() });
    stroke(createTool('gradient'), s, [pt(100.5, 100.5)], buildToolSettings({ secondColor: { r: 0, g: 0, b: 255, a: 255 } }));
    expect(pixelAt(s.coloring, 100, 100)).toMatchObject({ r: RED.r, g: RED.g, a: 255 });
    const near = pixelAt(s.coloring, 120, 100);
    const far = pixelAt(s.coloring, 170, 100);
    expect(near.b).toBeLessThan(far.b);
    // Symmetric around the tap.
    expect(pixelAt(s.coloring, 100, 120)).toEqual(near);
    expect(pixelAt(s.coloring, 80, 100)).toEqual(near);
  });

  it('colours the tapped pixel even in a strip thinner than a line', () => {
    const art = drawRing(createImage(120, 120), 60, 60, 30, 3);
    const s = createMemorySurface({ width: 120, height: 120, lineArt: art });
    stroke(createTool('gradient'), s, [pt(60.5, 60.5), pt(70, 60)], buildToolSettings({ secondColor: WHITE }));
    expect(pixelAt(s.coloring, 60, 60).a).toBe(255);
  });

  it('paints nothing when the pointer leaves (cancel) or when pressed deep inside a line', () => {
    const s = createMemorySurface({ width: 200, height: 200, lineArt: drawFrame(createImage(200, 200), 20, 20, 180, 180, 16) });
    const tool = createTool('gradient');
    tool.down(pt(100, 100), s, buildToolSettings());
    tool.cancel(s);
    expect(pixelAt(s.coloring, 100, 100).a).toBe(0);
    expect(stroke(tool, s, [pt(20, 100)])?.dirty).toBeNull();
  });
});

describe('eyedropper', () => {
  it('picks the paint colour, the paper or the line, and changes no pixel', () => {
    const s = createMemorySurface({ width: 200, height: 200, lineArt: lineArt() });
    stroke(createTool('brush'), s, [pt(60, 60), pt(120, 60)]);
    const before = s.coloring.data.slice();
    expect(stroke(createTool('eyedropper'), s, [pt(90, 60)])?.picked).toMatchObject({ r: RED.r, g: RED.g, b: RED.b });
    expect(stroke(createTool('eyedropper'), s, [pt(100, 150)])?.picked).toMatchObject(WHITE);
    expect(stroke(createTool('eyedropper'), s, [pt(21, 100)])?.picked).toMatchObject({ r: 0, g: 0, b: 0 });
    expect(s.coloring.data).toEqual(before);
  });

  it('finds a crayon its own colour even between grains', () => {
    const s = createMemorySurface({ width: 200, height: 200 });
    const crayon = buildToolSettings({ brush: brushStyle('crayon') });
    stroke(createTool('brush'), s, [pt(40, 100), pt(160, 100)], crayon);
    for (const x of [60, 80, 100, 120]) expect(s.colorAt(x, 100)).toMatchObject({ r: RED.r, g: RED.g, b: RED.b });
  });
});
