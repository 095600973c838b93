import { describe, expect, it } from 'vitest';
import {
  canvasToScreen,
  clampPan,
  exportTransform,
  fitTransform,
  pinchTransform,
  screenToCanvas,
  wheelTransform,
  zoomAt,
  type ViewTransform,
} from './viewport';

const close = (a: { x: number; y: number }, b: { x: number; y: number }) => {
  expect(a.x).toBeCloseTo(b.x, 6);
  expect(a.y).toBeCloseTo(b.y, 6);
};

describe('viewport', () => {
  it('fits the 1024 px page to the container width, and export mode is zoom 1', () => {
    expect(fitTransform(800)).toEqual({ zoom: 800 / 1024, x: 0, y: 0 });
    expect(fitTransform(2048).zoom).toBe(2);
    expect(exportTransform()).toEqual({ zoom: 1, x: 0, y: 0 });
  });

  it('converts between screen and canvas coordinates both ways', () => {
    const t: ViewTransform = { zoom: 2.5, x: -40, y: 30 };
    expect(screenToCanvas(t, { x: 210, y: 280 })).toEqual({ x: 100, y: 100 });
    close(canvasToScreen(t, screenToCanvas(t, { x: 17, y: 923 })), { x: 17, y: 923 });
  });

  it('zooms around the anchor, which stays over the same canvas point', () => {
    const t: ViewTransform = { zoom: 1, x: 10, y: 20 };
    const anchor = { x: 300, y: 200 };
    const z = zoomAt(t, anchor, 2);
    expect(z.zoom).toBe(2);
    close(screenToCanvas(z, anchor), screenToCanvas(t, anchor));
    expect(zoomAt(t, anchor, 1000).zoom).toBe(8);
    expect(zoomAt(t, anchor, 0.0001).zoom).toBe(0.1);
  });

  it('zooms in on wheel-up and out on wheel-down around the pointer', () => {
    const t: ViewTransform = { zoom: 1, x: 0, y: 0 };
    const wheelIn = wheelTransform(t, { x: 500, y: 400, deltaY: -100 });
    const wheelOut = wheelTransform(t, { x: 500, y: 400, deltaY: 100 });
    expect(wheelIn.zoom).toBeGreaterThan(1);
    expect(wheelOut.zoom).toBeLessThan(1);
    close(screenToCanvas(wheelIn, { x: 500, y: 400 }), { x: 500, y: 400 });
    // A trackpad pinch sends small deltas with ctrlKey and must still zoom noticeably...
    expect(wheelTransform(t, { x: 0, y: 0, deltaY: -10, ctrlKey: true }).zoom).toBeGreaterThan(1.08);
    // ...while one notch of a mouse wheel, with or without Ctrl, is a moderate step.
    expect(wheelIn.zoom).toBeLessThan(1.4);
    expect(wheelTransform(t, { x: 0, y: 0, deltaY: -100, ctrlKey: true }).zoom).toBeLessThan(1.4);
    expect(wheelTransform(t, { x: 0, y: 0, deltaY: -3, deltaMode: 1 }).zoom).toBeCloseTo(
      wheelTransform(t, { x: 0, y: 0, deltaY: -48 }).zoom,
    );
  });

  it('pinch-zooms by the change of finger distance around their midpoint', () => {
    const t: ViewTransform = { zoom: 1, x: 0, y: 0 };
    const next = pinchTransform(
      t,
      [
        { x: 450, y: 500 },
        { x: 550, y: 500 },
      ],
      [
        { x: 400, y: 500 },
        { x: 600, y: 500 },
      ],
    );
    expect(next.zoom).toBeCloseTo(2);
    close(screenToCanvas(next, { x: 500, y: 500 }), { x: 500, y: 500 });
  });

  it('pans with two fingers moving together, without zooming', () => {
    const t: ViewTransform = { zoom: 1.5, x: 20, y: 20 };
    const next = pinchTransform(
      t,
      [
        { x: 100, y: 100 },
        { x: 200, y: 150 },
      ],
      [
        { x: 130, y: 80 },
        { x: 230, y: 130 },
      ],
    );
    expect(next.zoom).toBeCloseTo(1.5);
    expect(next.x).toBeCloseTo(50);
    expect(next.y).toBeCloseTo(0);
  });

  it('clamps pinch zoom to the allowed range', () => {
    const t: ViewTransform = { zoom: 6, x: 0, y: 0 };
    const next = pinchTransform(
      t,
      [
        { x: 0, y: 0 },
        { x: 10, y: 0 },
      ],
      [
        { x: 0, y: 0 },
        { x: 100, y: 0 },
      ],
    );
    expect(next.zoom).toBe(8);
  });

  it('keeps part of the page on screen when panned far away', () => {
    const c = { width: 800, height: 600 };
    const far = clampPan({ zoom: 1, x: 5000, y: -5000 }, c);
    expect(far.x).toBeLessThanOrEqual(800 - 48);
    expect(far.y + 1024).toBeGreaterThanOrEqual(48);
    expect(clampPan({ zoom: 1, x: -100, y: -100 }, c)).toEqual({ zoom: 1, x: -100, y: -100 });
  });
});
