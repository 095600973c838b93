import { describe, expect, it, vi } from 'vitest';
import { createColoringEngine, type PointerInput } from './engine';
import { DEFAULT_FILL_OPTIONS } from './fill/fill-options';
import { computeRegionMap } from './fill/region-map';
import type * as RegionMapModule from './fill/region-map';

// Counted, not replaced: to see when the engine computes regions itself.
vi.mock('./fill/region-map', async (importOriginal) => {
  const actual = await importOriginal<typeof RegionMapModule>();
  return { ...actual, computeRegionMap: vi.fn(actual.computeRegionMap) };
});
import { cloneImage, createImage } from './image';
import { drawRing } from './test/line-art';
import { isColor, pixelAt, sameImage } from './test/pixels';
import type { RgbaImage } from './types';

const ptr = (x: number, y: number, over: Partial<PointerInput> = {}): PointerInput => ({
  pointerId: 1,
  x,
  y,
  pointerType: 'mouse',
  pressure: 0.5,
  button: 0,
  ...over,
});
const BLACK = { r: 0, g: 0, b: 0, a: 255 };

function setup() {
  const lineArt = drawRing(createImage(256, 256), 128, 128, 60, 4);
  const encoded: RgbaImage[] = [];
  const engine = createColoringEngine({
    lineArt,
    encode: async (img) => {
      encoded.push(cloneImage(img));
      return new Blob(['png']);
    },
  });
  return { engine, lineArt, encoded };
}

function drag(engine: ReturnType<typeof setup>['engine'], points: [number, number][], end: 'up' | 'leave' = 'up') {
  const [[x0, y0], ...rest] = points as [[number, number], ...[number, number][]];
  engine.pointerDown(ptr(x0, y0));
  for (const [x, y] of rest) engine.pointerMove(ptr(x, y));
  const [xl, yl] = points[points.length - 1] as [number, number];
  if (end === 'up') engine.pointerUp(ptr(xl, yl));
  else engine.pointerLeave(ptr(xl, yl));
}

describe('coloring engine', () => {
  it('starts with the SPEC canvas defaults', () => {
    const s = setup().engine.getState();
    expect(s).toMatchObject({
      zoom: 1,
      isDrawing: false,
      isSaved: true,
      brushSize: 20,
      color: '#000000',
      tool: 'brush',
      canUndo: false,
      canRedo: false,
      snapshotCount: 1,
      isExporting: false,
    });
  });

  it('draws a stroke between down and up, then records it and marks the work unsaved', () => {
    const { engine } = setup();
    const states: boolean[] = [];
    engine.subscribe(() => states.push(engine.getState().isDrawing));
    engine.pointerDown(ptr(20, 20));
    expect(engine.getState().isDrawing).toBe(true);
    engine.pointerMove(ptr(40, 20));
    engine.pointerMove(ptr(60, 20));
    // The smoothing curve needs one sample of look-ahead: paint trails the pointer by one sample.
    expect(isColor(engine.surface.coloring, 30, 20, BLACK)).toBe(true);
    expect(pixelAt(engine.surface.coloring, 55, 20).a).toBe(0);
    engine.pointerUp(ptr(60, 20));
    expect(engine.getState()).toMatchObject({ isDrawing: false, isSaved: false, canUndo: true, snapshotCount: 2 });
    expect(states).toContain(true);
    engine.undo();
    expect(pixelAt(engine.surface.coloring, 30, 20).a).toBe(0);
    expect(engine.getState()).toMatchObject({ canUndo: false, canRedo: true });
  });

  it('ends the stroke when the pointer leaves the canvas', () => {
    const { engine } = setup();
    drag(
      engine,
      [
        [20, 20],
        [40, 30],
      ],
      'leave',
    );
    expect(engine.getState()).toMatchObject({ isDrawing: false, canUndo: true });
    // Moving back in without a new press draws nothing.
    engine.pointerMove(ptr(100, 240));
    expect(pixelAt(engine.surface.coloring, 100, 240).a).toBe(0);
  });

  it('draws with every coalesced sample of a move', () => {
    const { engine } = setup();
    engine.setBrushSize(5);
    engine.pointerDown(ptr(10, 200));
    // The V's tip at (40, 240) exists only as a coalesced sample.
    engine.pointerMove(
      ptr(70, 200, {
        coalesced: [
          { x: 25, y: 220 },
          { x: 40, y: 240 },
          { x: 55, y: 220 },
          { x: 70, y: 200 },
        ],
      }),
    );
    engine.pointerUp(ptr(70, 200));
    expect(isColor(engine.surface.coloring, 40, 239, BLACK)).toBe(true);
  });

  it("turns a second finger into a pinch: the first finger's stroke is reverted and the view zooms", () => {
    const { engine } = setup();
    engine.pointerDown(ptr(100, 100, { pointerId: 1, pointerType: 'touch' }));
    engine.pointerMove(ptr(110, 100, { pointerId: 1, pointerType: 'touch' }));
    engine.pointerMove(ptr(120, 100, { pointerId: 1, pointerType: 'touch' }));
    expect(pixelAt(engine.surface.coloring, 105, 100).a).toBe(255);
    engine.pointerDown(ptr(200, 100, { pointerId: 2, pointerType: 'touch' }));
    expect(pixelAt(engine.surface.coloring, 105, 100).a).toBe(0);
    engine.pointerMove(ptr(280, 100, { pointerId: 2, pointerType: 'touch' }));
    expect(engine.getState().zoom).toBeCloseTo(2);
    expect(engine.getState().viewMode).toBe('free');
    engine.pointerUp(ptr(280, 100, { pointerId: 2 }));
    engine.pointerUp(ptr(120, 100, { pointerId: 1 }));
    expect(engine.getState()).toMatchObject({ canUndo: false, isDrawing: false });
  });

  it('keeps a pen stroke going when a palm touches the screen', () => {
    const { engine } = setup();
    engine.pointerDown(ptr(20, 200, { pointerId: 7, pointerType: 'pen' }));
    engine.pointerDown(ptr(150, 150, { pointerId: 8, pointerType: 'touch' }));
    engine.pointerMove(ptr(150, 160, { pointerId: 8, pointerType: 'touch' }));
    engine.pointerMove(ptr(50, 200, { pointerId: 7, pointerType: 'pen' }));
    engine.pointerMove(ptr(80, 200, { pointerId: 7, pointerType: 'pen' }));
    engine.pointerUp(ptr(80, 200, { pointerId: 7, pointerType: 'pen' }));
    expect(isColor(engine.surface.coloring, 60, 200, BLACK)).toBe(true);
    expect(pixelAt(engine.surface.coloring, 150, 155).a).toBe(0);
    expect(engine.getState()).toMatchObject({ zoom: 1, canUndo: true });
  });

  it('fills on click with the fill tool, but not when the press leaves the canvas', () => {
    const { engine } = setup();
    engine.setTool('fill');
    engine.setColor('#FF0000');
    engine.pointerDown(ptr(128, 128));
    engine.pointerLeave(ptr(128, 128));
    expect(pixelAt(engine.surface.coloring, 128, 128).a).toBe(0);
    engine.pointerDown(ptr(128, 128));
    engine.pointerUp(ptr(128, 128));
    expect(isColor(engine.surface.coloring, 128, 128, { r: 255, g: 0, b: 0, a: 255 })).toBe(true);
    expect(pixelAt(engine.surface.coloring, 5, 5).a).toBe(0);
    expect(engine.getState()).toMatchObject({ canUndo: true, isSaved: false, color: '#ff0000' });
  });

  it('lets a fill rule refuse a tap or fill several regions as one action (color by number)', () => {
    const { engine } = setup();
    engine.setTool('fill');
    engine.setColor('#00ff00');
    const map = engine.regionMap();
    const inside = map.labels[128 * 256 + 128];
    const outside = map.labels[10 * 256 + 10];
    expect(inside).not.toBe(outside);
    // Refused: nothing painted, nothing to undo.
    engine.setFillRule(() => null);
    engine.pointerDown(ptr(128, 128));
    engine.pointerUp(ptr(128, 128));
    expect(pixelAt(engine.surface.coloring, 128, 128).a).toBe(0);
    expect(engine.getState().canUndo).toBe(false);
    // The tapped region and another one, in one step of history.
    engine.setFillRule((at) => [at, { x: 10, y: 10 }]);
    engine.pointerDown(ptr(128, 128));
    engine.pointerUp(ptr(128, 128));
    const green = { r: 0, g: 255, b: 0, a: 255 };
    expect(isColor(engine.surface.coloring, 128, 128, green)).toBe(true);
    expect(isColor(engine.surface.coloring, 10, 10, green)).toBe(true);
    engine.undo();
    expect(pixelAt(engine.surface.coloring, 128, 128).a).toBe(0);
    expect(pixelAt(engine.surface.coloring, 10, 10).a).toBe(0);
    // Without a rule, a tap fills its own region only.
    engine.setFillRule(null);
    engine.pointerDown(ptr(128, 128));
    engine.pointerUp(ptr(128, 128));
    expect(isColor(engine.surface.coloring, 128, 128, green)).toBe(true);
    expect(pixelAt(engine.surface.coloring, 10, 10).a).toBe(0);
  });

  it('fills with regions handed over from a worker without computing them again', () => {
    const lineArt = drawRing(createImage(256, 256), 128, 128, 60, 4);
    const engine = createColoringEngine({ width: 256, height: 256 });
    engine.loadLineArt(lineArt, { prepare: false });
    const { lineThreshold, gapClose } = DEFAULT_FILL_OPTIONS;
    engine.adoptRegionMap(lineArt, computeRegionMap(lineArt, lineThreshold, gapClose), gapClose);
    const computed = vi.mocked(computeRegionMap).mock.calls.length;
    engine.setTool('fill');
    engine.setColor('#ff0000');
    expect(engine.fillAt(128, 128)).toBe(true);
    expect(isColor(engine.surface.coloring, 128, 128, { r: 255, g: 0, b: 0, a: 255 })).toBe(true);
    expect(pixelAt(engine.surface.coloring, 10, 10).a).toBe(0);
    expect(vi.mocked(computeRegionMap).mock.calls.length).toBe(computed);
  });

  it('ignores regions that arrive for a page no longer shown', () => {
    const lineArt = drawRing(createImage(256, 256), 128, 128, 60, 4);
    const earlier = drawRing(createImage(256, 256), 60, 60, 30, 4);
    const engine = createColoringEngine({ width: 256, height: 256 });
    engine.loadLineArt(lineArt, { prepare: false });
    const { lineThreshold, gapClose } = DEFAULT_FILL_OPTIONS;
    engine.adoptRegionMap(earlier, computeRegionMap(earlier, lineThreshold, gapClose), gapClose);
    engine.setTool('fill');
    engine.setColor('#ff0000');
    // (60, 60) is outside this page's ring: the whole outside fills, corner included. With the
    // earlier page's regions only the inside of its small ring would.
    expect(engine.fillAt(60, 60)).toBe(true);
    expect(isColor(engine.surface.coloring, 5, 5, { r: 255, g: 0, b: 0, a: 255 })).toBe(true);
    expect(pixelAt(engine.surface.coloring, 128, 128).a).toBe(0);
  });

  it('maps pointer positions through the zoom and pan', () => {
    const { engine } = setup();
    engine.setView({ zoom: 2, x: -100, y: -100 });
    engine.setTool('fill');
    // Container (156, 156) is canvas (128, 128).
    engine.pointerDown(ptr(156, 156));
    engine.pointerUp(ptr(156, 156));
    expect(pixelAt(engine.surface.coloring, 128, 128).a).toBe(255);
    expect(engine.toCanvas({ x: 156, y: 156 })).toEqual({ x: 128, y: 128 });
  });

  it('clears the coloring only, adding a state and marking unsaved', () => {
    const { engine, lineArt } = setup();
    const lineBefore = cloneImage(lineArt);
    engine.fillAt(128, 128);
    engine.markSaved();
    expect(engine.getState().isSaved).toBe(true);
    engine.clear();
    expect(pixelAt(engine.surface.coloring, 128, 128).a).toBe(0);
    expect(sameImage(engine.surface.lineArt, lineBefore)).toBe(true);
    expect(engine.getState()).toMatchObject({ isSaved: false, snapshotCount: 3, canUndo: true });
    engine.undo();
    expect(pixelAt(engine.surface.coloring, 128, 128).a).toBe(255);
  });

  it('erases coloring with the eraser without touching the line art', () => {
    const { engine, lineArt } = setup();
    const lineBefore = cloneImage(lineArt);
    engine.fillAt(128, 128);
    engine.setTool('eraser');
    engine.setBrushSize(30);
    drag(engine, [
      [100, 128],
      [200, 128],
    ]);
    expect(pixelAt(engine.surface.coloring, 150, 128).a).toBe(0);
    expect(sameImage(engine.surface.lineArt, lineBefore)).toBe(true);
  });

  it('restores a saved coloring as the single, saved history state', () => {
    const { engine } = setup();
    engine.fillAt(10, 10);
    const saved = createImage(256, 256);
    saved.data.fill(200);
    const onPixels = vi.fn();
    engine.onPixels(onPixels);
    engine.loadColoring(saved);
    expect(sameImage(engine.surface.coloring, saved)).toBe(true);
    expect(engine.getState()).toMatchObject({ snapshotCount: 1, canUndo: false, isSaved: true });
    expect(onPixels).toHaveBeenCalledWith({ x: 0, y: 0, width: 256, height: 256 });
  });

  it('exports the coloring alone and the composite, flagging isExporting meanwhile', async () => {
    const { engine, encoded } = setup();
    engine.fillAt(128, 128);
    const flags: boolean[] = [];
    engine.subscribe(() => flags.push(engine.getState().isExporting));
    await engine.exportColoring();
    await engine.exportComposite();
    expect(flags).toEqual([true, false, true, false]);
    const [coloring, composite] = encoded as [RgbaImage, RgbaImage];
    expect(pixelAt(coloring, 5, 5).a).toBe(0); // transparent where nothing is coloured
    expect(pixelAt(composite, 5, 5)).toEqual({ r: 255, g: 255, b: 255, a: 255 }); // paper
    expect(pixelAt(composite, 188, 128)).toEqual({ r: 0, g: 0, b: 0, a: 255 }); // the line
    expect(pixelAt(composite, 128, 128)).toEqual({ r: 0, g: 0, b: 0, a: 255 }); // black fill
  });

  it('fits the page to the container width and follows resizes in fit mode', () => {
    const { engine } = setup();
    engine.setContainerSize(512, 400);
    engine.zoomFit();
    expect(engine.getState()).toMatchObject({ zoom: 2, viewMode: 'fit' });
    engine.setContainerSize(128, 400);
    expect(engine.getState().zoom).toBe(0.5);
    engine.zoomActual();
    expect(engine.getState()).toMatchObject({ zoom: 1, viewMode: 'export' });
    engine.zoomIn();
    expect(engine.getState().zoom).toBeCloseTo(1.25);
    engine.wheel({ x: 10, y: 10, deltaY: 200 });
    expect(engine.getState().zoom).toBeLessThan(1.25);
  });

  it('keeps the same state object until something changes', () => {
    const { engine } = setup();
    const listener = vi.fn();
    engine.subscribe(listener);
    const before = engine.getState();
    engine.setTool('brush');
    engine.setBrushSize(20);
    expect(engine.getState()).toBe(before);
    expect(listener).not.toHaveBeenCalled();
    engine.setBrushSize(5);
    expect(engine.getState()).not.toBe(before);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(() => engine.setBrushSize(7 as never)).toThrow(RangeError);
    expect(() => engine.setColor('red')).toThrow(TypeError);
  });
});
