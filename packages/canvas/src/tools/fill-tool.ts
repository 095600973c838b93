import { unionRect } from '../rect';
import type { Point, Rect } from '../types';
import type { PaintSurface } from '../surface/paint-surface';
import type { Tool, ToolPhase, ToolPointer, ToolSettings } from './tool';

/**
 * Fills at a point as the fill tool does: the tapped region, or the regions the fill rule names
 * (none when it refuses). Returns everything painted.
 */
export function fillAtPoint(surface: PaintSurface, at: Point, settings: Pick<ToolSettings, 'color' | 'fill' | 'fillRule'>): Rect | null {
  const targets = settings.fillRule ? settings.fillRule(at) : [at];
  let dirty: Rect | null = null;
  for (const p of targets ?? []) {
    const region = surface.regionAt(p.x, p.y, settings.fill);
    if (region) dirty = unionRect(dirty, surface.paintRegion(region, settings.color));
  }
  return dirty;
}

/**
 * The fill tool. It fills on release, at the point pressed: a second finger landing in between
 * (a pinch) cancels it, so zooming never fills by accident.
 */
export function createFillTool(): Tool {
  let phase: ToolPhase = 'idle';
  let at: Point | null = null;
  let settings: ToolSettings | null = null;
  return {
    id: 'fill',
    needsRelease: true,
    get phase() {
      return phase;
    },
    down(p: ToolPointer, _surface: PaintSurface, s: ToolSettings) {
      phase = 'drawing';
      at = { x: p.x, y: p.y };
      settings = s;
      return null;
    },
    move() {
      return null;
    },
    up(surface: PaintSurface) {
      if (phase !== 'drawing' || !at || !settings) return null;
      phase = 'idle';
      const dirty = fillAtPoint(surface, at, settings);
      at = null;
      return { dirty };
    },
    cancel() {
      phase = 'idle';
      at = null;
      settings = null;
      return null;
    },
  };
}
