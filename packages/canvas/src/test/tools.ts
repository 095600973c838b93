// Tools and their settings as the engine hands them over, for tests and the benchmark.
import { DEFAULT_BRUSHES } from '../tools/brushes/default-brushes';
import type { BrushStyle } from '../tools/brush-style';
import type { Tool, ToolPointer, ToolSettings } from '../tools/tool';
import { DEFAULT_TOOLS } from '../tools/tool-registry';
import type { PaintSurface } from '../surface/paint-surface';
import type { Rgba } from '../types';

export const RED: Rgba = { r: 220, g: 20, b: 30, a: 255 };
export const WHITE: Rgba = { r: 255, g: 255, b: 255, a: 255 };

/** A fresh state machine of a registered tool ('brush', 'eraser', 'fill', 'gradient', 'eyedropper'). */
export function createTool(id: string): Tool {
  const def = DEFAULT_TOOLS.find((t) => t.id === id);
  if (!def) throw new Error(`no tool ${id}`);
  return def.create();
}

/** A registered brush style by id. */
export function brushStyle(id: string): BrushStyle {
  const brush = DEFAULT_BRUSHES.find((b) => b.id === id);
  if (!brush) throw new Error(`no brush ${id}`);
  return brush;
}

/** Settings with a red round brush of size 20, plain strokes; override what a test is about. */
export function buildToolSettings(over: Partial<ToolSettings> = {}): ToolSettings {
  const brush = over.brush ?? brushStyle('paint');
  return {
    brushSize: 20,
    color: RED,
    secondColor: WHITE,
    brush,
    opacity: brush.opacity.initial,
    insideLines: false,
    fill: {},
    ...over,
  };
}

/** A pointer sample; a mouse at medium pressure unless told. */
export const pt = (x: number, y: number, pressure = 0.5, pointerType = 'mouse'): ToolPointer => ({ x, y, pressure, pointerType });

/** Runs one action: down at the first point, a move per further point, up. */
export function stroke(tool: Tool, surface: PaintSurface, points: readonly ToolPointer[], settings = buildToolSettings()) {
  const [first, ...rest] = points;
  tool.down(first as ToolPointer, surface, settings);
  for (const p of rest) tool.move([p], surface);
  return tool.up(surface);
}
