// The engine's public shapes: its options, its inputs and the interface createColoringEngine
// returns (engine.ts builds it).
import type { EngineState, PanelId } from './engine-state';
import type { RegionMap } from './fill/region-map';
import type { TileHistoryOptions } from './history/tile-history';
import type { MemorySurface } from './surface/memory-surface';
import type { BrushSize } from './tools/brush-settings';
import type { BrushStyle } from './tools/brush-style';
import type { FillRule, ToolId } from './tools/tool';
import type { ToolDefinition } from './tools/tool-registry';
import type { Point, Rect, RgbaImage } from './types';
import type { ViewTransform, WheelInput, ZoomLimits } from './viewport';

/** A pointer event as the engine needs it; positions in container (CSS) px. */
export interface PointerInput {
  readonly pointerId: number;
  readonly x: number;
  readonly y: number;
  /** 'mouse' | 'pen' | 'touch' (default 'mouse'). */
  readonly pointerType?: string;
  /** 0..1 (default 0.5). */
  readonly pressure?: number;
  /** PointerEvent.button on down: only the primary button (0) draws. */
  readonly button?: number;
  /** Samples the browser coalesced into this move (getCoalescedEvents), oldest first. */
  readonly coalesced?: readonly { readonly x: number; readonly y: number; readonly pressure?: number }[];
}

/** Turns an RGBA image into an encoded file (PNG in the browser). */
export type ImageEncoder = (image: RgbaImage) => Promise<Blob>;

/** Options of createColoringEngine. */
export interface ColoringEngineOptions {
  /** Page size in px (default 1024x1024). */
  readonly width?: number;
  readonly height?: number;
  /** The page's line art; can be set later with loadLineArt. */
  readonly lineArt?: RgbaImage;
  /** A saved coloring to start from; can be set later with loadColoring. */
  readonly coloring?: RgbaImage;
  readonly history?: TileHistoryOptions;
  readonly zoomLimits?: ZoomLimits;
  /** PNG encoder used by the exports (default: a DOM canvas). */
  readonly encode?: ImageEncoder;
  /** The tools offered (default DEFAULT_TOOLS); the first is the starting tool unless 'brush' is among them. */
  readonly tools?: readonly ToolDefinition[];
  /** The brushes the brush tool draws with (default DEFAULT_BRUSHES); the first is the starting brush. */
  readonly brushes?: readonly BrushStyle[];
}

/** The coloring engine behind the coloring screen; framework-free, observable. */
export interface ColoringEngine {
  /** The current state; the same object until something changes (for useSyncExternalStore). */
  getState(): EngineState;
  /** Calls `listener` after each state change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Calls `listener` with the rectangle of coloring pixels that changed; returns unsubscribe. */
  onPixels(listener: (dirty: Rect) => void): () => void;
  /** The layers (coloring changes in place; redraw on onPixels). */
  readonly surface: MemorySurface;

  /** The registered tools and brushes, in toolbar order. */
  readonly tools: readonly ToolDefinition[];
  readonly brushes: readonly BrushStyle[];

  setTool(tool: ToolId): void;
  /** Chooses the style the brush tool draws with (one of `brushes`). */
  setBrush(brush: string): void;
  /** Sets the current brush's opacity (0.05..1); each brush keeps its own. Ignored for brushes whose opacity is fixed. */
  setOpacity(opacity: number): void;
  setBrushSize(size: BrushSize): void;
  /** Accepts '#rgb' or '#rrggbb'. */
  setColor(color: string): void;
  /** The second colour of two-colour tools (the gradient's end); '#rgb' or '#rrggbb'. */
  setSecondColor(color: string): void;
  /** Makes the page's colour at a canvas point the current colour (eyedropper, long press); returns it. */
  pickColorAt(x: number, y: number): string;
  /** Abandons the running action, reverting its pixels (a long press that turned into a colour pick). */
  abortAction(): void;
  setInsideLines(on: boolean): void;
  setFillOptions(options: { tolerance?: number; gapClose?: number }): void;
  /** Lets a mode decide what each fill tap paints (see FillRule); null restores plain fills. */
  setFillRule(rule: FillRule | null): void;
  /** The page's fill regions under the current gap setting (computed now if need be). */
  regionMap(): RegionMap;
  /** Opens or closes a toolbar popover; opening one closes the other. */
  togglePanel(panel: PanelId, open?: boolean): void;

  pointerDown(e: PointerInput): void;
  pointerMove(e: PointerInput): void;
  pointerUp(e: PointerInput): void;
  /** The pointer left the canvas: like a release (SPEC: drawing ends when the pointer leaves). */
  pointerLeave(e: PointerInput): void;
  /** The browser took the pointer over: the action ends as on release. */
  pointerCancel(e: PointerInput): void;
  /** Wheel or trackpad pinch: zooms around the pointer. */
  wheel(e: WheelInput): void;

  /** Size of the element holding the canvas, in CSS px; fit mode follows its width. */
  setContainerSize(width: number, height: number): void;
  zoomIn(): void;
  zoomOut(): void;
  /** SPEC fit mode: zoom = container width / 1024. */
  zoomFit(): void;
  /** SPEC export mode: zoom 1. */
  zoomActual(): void;
  setView(view: ViewTransform): void;
  /** Container px to canvas px under the current view. */
  toCanvas(point: Point): Point;

  /** Fills at a canvas point with the current colour, as a click of the fill tool would. */
  fillAt(x: number, y: number): boolean;
  undo(): void;
  redo(): void;
  /** Wipes the coloring (never the line art), adds a history state, marks unsaved. */
  clear(): void;
  markSaved(): void;

  /**
   * Replaces the line art (same size) and, unless `prepare` is false, computes its fill regions
   * now (pass false when a worker computes them and hands them over with adoptRegionMap).
   */
  loadLineArt(image: RgbaImage, options?: { prepare?: boolean }): void;
  /**
   * Uses fill regions computed off the main thread for `lineArt` at gap radius `gapClose`;
   * ignored when the page's line art has changed since.
   */
  adoptRegionMap(lineArt: RgbaImage, map: RegionMap, gapClose: number): void;
  /** Restores a saved coloring (or a blank one for null); it becomes the only history state, saved. */
  loadColoring(image: RgbaImage | null): void;
  /** The coloring layer alone as PNG, for saving. */
  exportColoring(): Promise<Blob>;
  /**
   * Line art over coloring as an opaque PNG, for download and print: at the canvas size, or at
   * the size of `printLineArt` (the page's print-resolution illustration) when given.
   */
  exportComposite(printLineArt?: Blob): Promise<Blob>;
  /** Line art over coloring as pixels. */
  composite(): RgbaImage;
  /** Drops listeners and ends any action. */
  destroy(): void;
}
