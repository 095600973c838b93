import type { Rect } from '../types';
import { unionRect } from '../rect';
import type { PaintSurface } from '../surface/paint-surface';
import { brushRadius, dabSpacing } from './brush-settings';
import { createStrokePath, type StrokePath } from './stroke-path';
import type { Tool, ToolPhase, ToolPointer, ToolSettings } from './tool';

// Tolerance that makes every non-line pixel "similar": the clip region of "stay inside the
// lines" is bounded by the line art only, never by colours already painted.
const INSIDE_LINES_TOLERANCE = 255;

/**
 * The brush ('paint') or the eraser ('erase'): a stroke along the smoothed pointer path. The
 * eraser removes coloring only; the line art lives on a layer strokes never touch.
 */
export function createStrokeTool(id: 'brush' | 'eraser'): Tool {
  const mode = id === 'brush' ? 'paint' : 'erase';
  let phase: ToolPhase = 'idle';
  let path: StrokePath | null = null;
  let size = 0;
  let pointerType = 'mouse';
  let frameDirty: Rect | null = null;
  let surfaceRef: PaintSurface | null = null;

  const sink = (x: number, y: number, pressure: number) => {
    const s = surfaceRef;
    if (s) frameDirty = unionRect(frameDirty, s.dab(x, y, brushRadius(size, pressure, pointerType)));
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
      size = settings.brushSize;
      pointerType = p.pointerType;
      const clip = settings.insideLines
        ? surface.regionAt(p.x, p.y, { ...settings.fill, tolerance: INSIDE_LINES_TOLERANCE, maxSpeckArea: 0 })
        : null;
      // A stroke starting on a line has no region to stay in and is left unclipped.
      surface.beginStroke({ mode, color: settings.color, clip: clip?.mask ?? null });
      surfaceRef = surface;
      phase = 'drawing';
      path = createStrokePath((pressure) => dabSpacing(brushRadius(size, pressure, pointerType)), sink);
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
      return done ? { dirty: done.bounds, parts: done.parts } : { dirty: null };
    },
    cancel(surface: PaintSurface) {
      if (phase !== 'drawing') return null;
      phase = 'idle';
      path = null;
      surfaceRef = null;
      frameDirty = null;
      return surface.cancelStroke();
    },
  };
}
