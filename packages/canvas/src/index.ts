// Public API of @crayonbox/canvas, the framework-free coloring engine.

export type { Point, Rect, Rgba, RgbaImage } from './types';
export { CANVAS_SIZE } from './constants';
export { createImage, cloneImage } from './image';
export { parseHexColor, toHexColor, isHexColor } from './color';

// Engine facade
export { createColoringEngine } from './engine';
export type { ColoringEngine, ColoringEngineOptions, ImageEncoder, PointerInput } from './engine';
export type { EngineState, PanelId, ViewMode } from './engine-state';

// Commands and shortcuts
export { CANVAS_COMMANDS, brushCommandId, createCommandRegistry, matchShortcut, toolCommands } from './commands';
export type { CanvasCommandId, Command, CommandRegistry } from './commands';
export { formatShortcut, isTypingTarget, shortcutMatches } from './shortcut';
export type { KeyInput, Shortcut } from './shortcut';

// Viewport math
export {
  DEFAULT_ZOOM_LIMITS,
  ZOOM_STEP,
  canvasToScreen,
  clampPan,
  clampZoom,
  exportTransform,
  fitTransform,
  panBy,
  pinchTransform,
  screenToCanvas,
  wheelTransform,
  zoomAt,
} from './viewport';
export type { ViewTransform, WheelInput, ZoomLimits } from './viewport';

// Tools
export { BRUSH_SIZES, DEFAULT_BRUSH_SIZE, DEFAULT_COLOR, brushRadius, isBrushSize } from './tools/brush-settings';
export type { BrushSize } from './tools/brush-settings';
export { createStrokeTool } from './tools/stroke-tool';
export type { StrokeToolSpec } from './tools/stroke-tool';
export { createFillTool } from './tools/fill-tool';
export { createGradientTool } from './tools/gradient-tool';
export { createEyedropperTool } from './tools/eyedropper-tool';
export { BRUSH_TOOL_ID, DEFAULT_TOOLS, DEFAULT_TOOL_ID } from './tools/tool-registry';
export type { ToolDefinition } from './tools/tool-registry';
export { DEFAULT_BRUSHES, DEFAULT_BRUSH_ID } from './tools/brushes/default-brushes';
export type { BrushStyle } from './tools/brush-style';
export { createStrokePath } from './tools/stroke-path';
export type { StrokePath, StrokeSample } from './tools/stroke-path';
export type { FillRule, Tool, ToolId, ToolPhase, ToolPointer, ToolResult, ToolSettings } from './tools/tool';

// Surfaces and rasterising
export { createMemorySurface } from './surface/memory-surface';
export type { MemorySurface } from './surface/memory-surface';
export type { PaintSurface } from './surface/paint-surface';
export { createStrokeRaster } from './raster/stroke-raster';
export type { StrokePaint, StrokeRaster } from './raster/stroke-raster';
export { composeLayers } from './raster/compose';

// Flood fill
export { createFloodFiller } from './fill/flood-fill';
export type { FillRegion, FloodFiller } from './fill/flood-fill';
export { DEFAULT_FILL_OPTIONS, MAX_GAP_CLOSE, resolveFillOptions } from './fill/fill-options';
export type { FillOptions } from './fill/fill-options';
export { paintRegion } from './fill/paint-region';
export { computeRegionMap, regionMapTransferables } from './fill/region-map';
export type { RegionMap } from './fill/region-map';

// Color by number
export { planNumbers } from './numbers/plan-numbers';
export { MIN_AREA, MIN_FONT, MIN_RADIUS } from './numbers/colorable';
export type { NumberColor, NumberedRegion, NumbersPlan, NumbersSource } from './numbers/plan-numbers';
export { PALETTES } from './numbers/palettes';
export type { NamedColor, PaletteStyle } from './numbers/palettes';
export { DIGIT_HEIGHT, DIGIT_WIDTH } from './numbers/place-labels';

// History
export { DEFAULT_HISTORY_BYTES, HISTORY_TILE_SIZE, createTileHistory } from './history/tile-history';
export type { TileHistory, TileHistoryOptions } from './history/tile-history';

// Browser adapters (touch the DOM only when called)
export { decodeImage, encodePng, toImageData } from './dom/png';
export { composePrintResolution } from './dom/print-composite';
export { mountCanvasRenderer } from './dom/canvas-renderer';
export type { Unmount } from './dom/canvas-renderer';
export { toPointerInput, toWheelInput } from './dom/pointer';
