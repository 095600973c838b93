// Browser-only: presents the engine's coloring layer on a <canvas>. The engine's pixels are the
// source of truth; this only copies changed rectangles, at most once per animation frame.
import type { ColoringEngine } from '../engine';
import type { Rect } from '../types';
import { unionRect } from '../rect';
import { toImageData } from './png';

/** Stops rendering. */
export type Unmount = () => void;

/**
 * Keeps `canvas` (sized to the page) showing the coloring layer. Put the line art above it, e.g.
 * an <img> with CSS mix-blend-mode: multiply, which matches the engine's composite.
 */
export function mountCanvasRenderer(engine: ColoringEngine, canvas: HTMLCanvasElement): Unmount {
  const { coloring } = engine.surface;
  canvas.width = coloring.width;
  canvas.height = coloring.height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('Could not create canvas context');
  const image = toImageData(coloring);
  let pending: Rect | null = { x: 0, y: 0, width: coloring.width, height: coloring.height };
  let frame = 0;
  const draw = () => {
    frame = 0;
    const r = pending;
    pending = null;
    if (r) ctx.putImageData(image, 0, 0, r.x, r.y, r.width, r.height);
  };
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(draw);
  };
  const off = engine.onPixels((dirty) => {
    pending = unionRect(pending, dirty);
    schedule();
  });
  schedule();
  return () => {
    off();
    if (frame) cancelAnimationFrame(frame);
  };
}
