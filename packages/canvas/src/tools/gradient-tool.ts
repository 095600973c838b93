import type { Point, Rgba } from '../types';
import type { PaintSurface } from '../surface/paint-surface';
import type { Tool, ToolPhase, ToolPointer, ToolSettings } from './tool';

// A press that moves less than this (canvas px) is a tap: a radial gradient around it.
const TAP_REACH = 12;

function mix(a: Rgba, b: Rgba, t: number): Rgba {
  return { r: a.r + (b.r - a.r) * t, g: a.g + (b.g - a.g) * t, b: a.b + (b.b - a.b) * t, a: 255 };
}

/**
 * The colour per pixel of a gradient from `from` (colour a) to `to` (colour b): linear along
 * the drag, or for a tap radial from the tap out to `reach` px.
 */
export function gradientAt(from: Point, to: Point | null, reach: number, a: Rgba, b: Rgba): (x: number, y: number) => Rgba {
  if (to) {
    const dx = to.x - from.x;
    const dy = to.y - from.y;
    const len2 = dx * dx + dy * dy;
    return (x, y) => mix(a, b, Math.min(1, Math.max(0, ((x + 0.5 - from.x) * dx + (y + 0.5 - from.y) * dy) / len2)));
  }
  return (x, y) => mix(a, b, Math.min(1, Math.hypot(x + 0.5 - from.x, y + 0.5 - from.y) / Math.max(1, reach)));
}

/**
 * The gradient fill: fills the region under the press (the fill's region, so the tapped pixel is
 * always coloured) with a blend of the current colour into the second one. Dragging sets a
 * linear gradient from the press to the release; a tap blends radially from the tap out to the
 * region's farthest corner. Like the fill it acts on release, so a pinch never paints.
 */
export function createGradientTool(): Tool {
  let phase: ToolPhase = 'idle';
  let start: Point | null = null;
  let end: Point | null = null;
  let settings: ToolSettings | null = null;
  const reset = () => {
    phase = 'idle';
    start = end = null;
    settings = null;
  };
  return {
    id: 'gradient',
    needsRelease: true,
    get phase() {
      return phase;
    },
    down(p: ToolPointer, _surface: PaintSurface, s: ToolSettings) {
      phase = 'drawing';
      start = { x: p.x, y: p.y };
      end = null;
      settings = s;
      return null;
    },
    move(pointers: readonly ToolPointer[]) {
      const last = pointers[pointers.length - 1];
      if (phase === 'drawing' && last) end = { x: last.x, y: last.y };
      return null;
    },
    up(surface: PaintSurface) {
      if (phase !== 'drawing' || !start || !settings) return null;
      const s = settings;
      const from = start;
      const to = end && Math.hypot(end.x - from.x, end.y - from.y) >= TAP_REACH ? end : null;
      reset();
      const region = surface.regionAt(from.x, from.y, s.fill);
      if (!region) return { dirty: null };
      const { rect } = region;
      const reach = Math.max(
        ...[rect.x, rect.x + rect.width].flatMap((x) => [rect.y, rect.y + rect.height].map((y) => Math.hypot(x - from.x, y - from.y))),
      );
      return { dirty: surface.paintRegionWith(region, gradientAt(from, to, reach, s.color, s.secondColor)) };
    },
    cancel() {
      reset();
      return null;
    },
  };
}
