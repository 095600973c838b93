import type { BrushSize } from './tools/brush-settings';
import type { ToolId } from './tools/tool';
import type { ViewTransform } from './viewport';

/** SPEC "scale" toggle: fit to the container width, the 1:1 export size, or zoomed by hand. */
export type ViewMode = 'fit' | 'export' | 'free';

/** Popovers of the toolbar (SPEC "brush" and "palette" toggles). */
export type PanelId = 'brush' | 'palette';

/** The engine's observable state (SPEC section 3 "Canvas state"); a new object on every change. */
export interface EngineState {
  readonly tool: ToolId;
  /** Id of the brush style the brush tool draws with. */
  readonly brush: string;
  /** The current brush's opacity, 0..1. */
  readonly opacity: number;
  readonly brushSize: BrushSize;
  /** Lowercase '#rrggbb'. */
  readonly color: string;
  /** The second colour of two-colour tools (the gradient's end), lowercase '#rrggbb'. */
  readonly secondColor: string;
  /** Strokes stay inside the region where they start. */
  readonly insideLines: boolean;
  /** Fill tolerance, 0..255. */
  readonly tolerance: number;
  /** Fill gap closing radius, 0..8 px. */
  readonly gapClose: number;
  readonly zoom: number;
  readonly view: ViewTransform;
  readonly viewMode: ViewMode;
  readonly minZoom: number;
  readonly maxZoom: number;
  /** Which toolbar popover is open, if any. */
  readonly openPanel: PanelId | null;
  readonly isDrawing: boolean;
  readonly isSaved: boolean;
  readonly isExporting: boolean;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  /** Number of history states (SPEC snapshots), at least 1 once a page is loaded. */
  readonly snapshotCount: number;
  /** Index of the current history state. */
  readonly snapshotCursor: number;
}
