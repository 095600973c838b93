import type { Shortcut } from '../shortcut';
import { paintBrush } from './brushes/paint-brush';
import { createEyedropperTool } from './eyedropper-tool';
import { createFillTool } from './fill-tool';
import { createGradientTool } from './gradient-tool';
import { createStrokeTool } from './stroke-tool';
import type { Tool, ToolId } from './tool';

/** A tool the engine offers: its command (label, shortcut) and how to make its state machine. */
export interface ToolDefinition {
  readonly id: ToolId;
  /** Name for buttons and screen readers. */
  readonly label: string;
  readonly shortcut: Shortcut | null;
  /** Whether the brush size applies (the size picker shows for it). */
  readonly sized: boolean;
  create(): Tool;
}

/** The tool that draws with the current brush style: the brush commands switch to it. */
export const BRUSH_TOOL_ID: ToolId = 'brush';

/**
 * The tools of the coloring screen, in toolbar order. A new tool is a module in tools/ and an
 * entry here; the engine and the command list read this list and name no tool.
 */
export const DEFAULT_TOOLS: readonly ToolDefinition[] = [
  {
    id: BRUSH_TOOL_ID,
    label: 'Brush',
    shortcut: { key: 'b', shift: false },
    sized: true,
    create: () => createStrokeTool({ id: BRUSH_TOOL_ID, mode: 'paint', style: (s) => s.brush }),
  },
  {
    id: 'eraser',
    label: 'Eraser',
    shortcut: { key: 'e', shift: false },
    sized: true,
    // The eraser keeps the round brush's crisp edge whichever brush is current.
    create: () => createStrokeTool({ id: 'eraser', mode: 'erase', style: () => paintBrush }),
  },
  { id: 'fill', label: 'Fill', shortcut: { key: 'f', shift: false }, sized: false, create: createFillTool },
  { id: 'gradient', label: 'Gradient fill', shortcut: { key: 'g', shift: false }, sized: false, create: createGradientTool },
  { id: 'eyedropper', label: 'Pick a color', shortcut: { key: 'i', shift: false }, sized: false, create: createEyedropperTool },
];

/** The tool a fresh canvas starts with (SPEC section 4: the brush). */
export const DEFAULT_TOOL_ID: ToolId = BRUSH_TOOL_ID;
