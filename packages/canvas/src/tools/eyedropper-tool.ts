import type { Point } from '../types';
import type { PaintSurface } from '../surface/paint-surface';
import type { Tool, ToolPhase, ToolPointer } from './tool';

/**
 * The eyedropper: picks the colour under the pointer on release (the press can slide to the
 * right spot first). It changes no pixel; the engine makes the picked colour the current one.
 */
export function createEyedropperTool(): Tool {
  let phase: ToolPhase = 'idle';
  let at: Point | null = null;
  return {
    id: 'eyedropper',
    needsRelease: true,
    get phase() {
      return phase;
    },
    down(p: ToolPointer) {
      phase = 'drawing';
      at = { x: p.x, y: p.y };
      return null;
    },
    move(pointers: readonly ToolPointer[]) {
      const last = pointers[pointers.length - 1];
      if (phase === 'drawing' && last) at = { x: last.x, y: last.y };
      return null;
    },
    up(surface: PaintSurface) {
      if (phase !== 'drawing' || !at) return null;
      const { x, y } = at;
      phase = 'idle';
      at = null;
      return { dirty: null, picked: surface.colorAt(x, y) };
    },
    cancel() {
      phase = 'idle';
      at = null;
      return null;
    },
  };
}
