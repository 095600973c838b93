import type { Rect } from '../types';
import { unionRect } from '../rect';
import type { PaintSurface } from '../surface/paint-surface';
import type { BrushStyle } from './brush-style';
import { insideLinesClip } from './inside-lines';
import { createStrokePath, type StrokePath } from './stroke-path';
import type { Tool, ToolPhase, ToolPointer, ToolSettings } from './tool';

/** What a stroke tool is: its id, whether it lays colour or takes it away, and the brush it uses. */
export interface StrokeToolSpec {
  readonly id: string;
  readonly mode: 'paint' | 'erase';
  /** The brush style a stroke uses, read when it starts (the brush tool: the current brush). */
  style(settings: ToolSettings): BrushStyle;
}

/**
 * A tool that strokes along the smoothed pointer path with a brush style: the brush (any brush,
 * 'paint') or the eraser ('erase'). The eraser removes coloring only; the line art lives on a
 * layer strokes never touch.
 */
export function createStrokeTool(spec: StrokeToolSpec): Tool {
  const { id, mode } = spec;
  let phase: ToolPhase = 'idle';
  let path: StrokePath | null = null;
  let size = 0;
  let pointerType = 'mouse';
  let style: BrushStyle | null = null;
  let frameDirty: Rect | null = null;
  let surfaceRef: PaintSurface | null = null;

  const sink = (x: number, y: number, pressure: number) => {
    const s = surfaceRef;
    const b = style;
    if (s && b) frameDirty = unionRect(frameDirty, s.dab(x, y, b.radius(size, pressure, pointerType), b.strength(pressure, pointerType)));
  };

  const flush = (): Rect | null => {
    const d = frameDirty;
    frameDirty = null;
    return d;
  };

  return {
    id,
    get phase() {
      return phase;
    },
    down(p: ToolPointer, surface: PaintSurface, settings: ToolSettings) {
      if (phase === 'drawing') this.cancel(surface);
      const brush = spec.style(settings);
      style = brush;
      size = settings.brushSize;
      pointerType = p.pointerType;
      const clip = settings.insideLines ? insideLinesClip(surface, p, settings.fill) : null;
      surface.beginStroke({
        mode,
        color: settings.color,
        clip,
        opacity: mode === 'erase' ? 1 : settings.opacity,
        ...brush.paint,
      });
      surfaceRef = surface;
      phase = 'drawing';
      path = createStrokePath((pressure) => brush.spacing(brush.radius(size, pressure, pointerType)), sink);
      path.add({ x: p.x, y: p.y, pressure: p.pressure });
      return flush();
    },
    move(pointers: readonly ToolPointer[]) {
      if (phase !== 'drawing' || !path) return null;
      for (const p of pointers) path.add({ x: p.x, y: p.y, pressure: p.pressure });
      return flush();
    },
    up(surface: PaintSurface) {
      if (phase !== 'drawing' || !path) return null;
      path.finish();
      flush();
      const done = surface.endStroke();
      phase = 'idle';
      path = null;
      surfaceRef = null;
      style = null;
      return done ? { dirty: done.bounds, parts: done.parts } : { dirty: null };
    },
    cancel(surface: PaintSurface) {
      if (phase !== 'drawing') return null;
      phase = 'idle';
      path = null;
      surfaceRef = null;
      style = null;
      frameDirty = null;
      return surface.cancelStroke();
    },
  };
}
