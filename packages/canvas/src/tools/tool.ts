import type { FillOptions } from '../fill/fill-options';
import type { PaintSurface } from '../surface/paint-surface';
import type { Point, Rect, Rgba } from '../types';
import type { BrushStyle } from './brush-style';

/** Id of a registered tool ('brush', 'eraser', 'fill', …); the engine knows none by name. */
export type ToolId = string;

/** A tool is idle, or in the middle of an action (a stroke, a press of the fill tool). */
export type ToolPhase = 'idle' | 'drawing';

/** A pointer position handed to tools, in canvas px. */
export interface ToolPointer {
  readonly x: number;
  readonly y: number;
  /** 0..1; mice report 0.5 while pressed. */
  readonly pressure: number;
  /** 'mouse' | 'pen' | 'touch'; only pens scale the brush width by pressure. */
  readonly pointerType: string;
}

/** What a tool reads from the engine when an action starts. */
export interface ToolSettings {
  readonly brushSize: number;
  readonly color: Rgba;
  /** The second colour of two-colour tools (the gradient's end). */
  readonly secondColor: Rgba;
  /** The current brush's style. */
  readonly brush: BrushStyle;
  /** The current brush's opacity, 0..1. */
  readonly opacity: number;
  /** Clip strokes to the region under the point where they start. */
  readonly insideLines: boolean;
  readonly fill: FillOptions;
  /**
   * When set, decides what a fill tap at a point paints: the points whose regions to fill (as one
   * action), or null to paint nothing (color by number: a wrong colour).
   */
  readonly fillRule?: FillRule | null;
}

/** See ToolSettings.fillRule. */
export type FillRule = (at: Point) => readonly Point[] | null;

/** The outcome of a finished action, to commit to history and redraw. */
export interface ToolResult {
  /** Bounds of the pixels it changed, null when none. */
  readonly dirty: Rect | null;
  /** The same area as smaller disjoint rectangles when known (strokes), for a cheaper commit. */
  readonly parts?: readonly Rect[];
  /** A colour the action picked from the page (the eyedropper): it becomes the current colour. */
  readonly picked?: Rgba;
}

/** A small state machine: idle → drawing on down, drawing → idle on up or cancel. */
export interface Tool {
  readonly id: ToolId;
  readonly phase: ToolPhase;
  /**
   * True for tools that act on release at the press (fill, gradient, eyedropper): the pointer
   * leaving the canvas or the browser taking it over cancels rather than finishes the action.
   */
  readonly needsRelease?: boolean;
  /** Starts an action; returns pixels changed right away. */
  down(pointer: ToolPointer, surface: PaintSurface, settings: ToolSettings): Rect | null;
  /** Continues the action with the samples since the last event (coalesced ones included). */
  move(pointers: readonly ToolPointer[], surface: PaintSurface): Rect | null;
  /** Ends the action; null when the tool was idle. */
  up(surface: PaintSurface): ToolResult | null;
  /** Abandons the action, reverting its pixels; returns the rectangle restored. */
  cancel(surface: PaintSurface): Rect | null;
}
