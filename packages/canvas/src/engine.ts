import { isHexColor, parseHexColor, toHexColor } from './color';
import { CANVAS_SIZE } from './constants';
import { encodePng } from './dom/png';
import { composePrintResolution } from './dom/print-composite';
import { createEmitter } from './emitter';
import type { EngineState } from './engine-state';
import type { ColoringEngine, ColoringEngineOptions, PointerInput } from './engine-types';
import { DEFAULT_FILL_OPTIONS, MAX_GAP_CLOSE } from './fill/fill-options';
import { createTileHistory } from './history/tile-history';
import { assertSize, cloneImage } from './image';
import { composeLayers } from './raster/compose';
import { fullRect } from './rect';
import { createMemorySurface } from './surface/memory-surface';
import { DEFAULT_BRUSH_SIZE, DEFAULT_COLOR, isBrushSize } from './tools/brush-settings';
import type { BrushStyle } from './tools/brush-style';
import { DEFAULT_BRUSHES, DEFAULT_BRUSH_ID } from './tools/brushes/default-brushes';
import { fillAtPoint } from './tools/fill-tool';
import type { FillRule, Tool, ToolId, ToolPointer } from './tools/tool';
import { DEFAULT_TOOLS, DEFAULT_TOOL_ID, type ToolDefinition } from './tools/tool-registry';
import type { Point, Rect, RgbaImage } from './types';
import {
  DEFAULT_ZOOM_LIMITS,
  ZOOM_STEP,
  clampPan,
  exportTransform,
  fitTransform,
  pinchTransform,
  screenToCanvas,
  wheelTransform,
  zoomAt,
  type ViewTransform,
} from './viewport';

export type { ColoringEngine, ColoringEngineOptions, ImageEncoder, PointerInput } from './engine-types';

/** Creates the engine with SPEC section 4 defaults: zoom 1, not drawing, saved, size 20, #000000, brush. */
export function createColoringEngine(options: ColoringEngineOptions = {}): ColoringEngine {
  const width = options.width ?? options.lineArt?.width ?? CANVAS_SIZE;
  const height = options.height ?? options.lineArt?.height ?? CANVAS_SIZE;
  const limits = options.zoomLimits ?? DEFAULT_ZOOM_LIMITS;
  const encode = options.encode ?? encodePng;
  const surface = createMemorySurface({
    width,
    height,
    ...(options.lineArt ? { lineArt: options.lineArt } : {}),
    ...(options.coloring ? { coloring: cloneImage(options.coloring) } : {}),
  });
  if (options.lineArt) surface.prepareFill();
  const history = createTileHistory(surface.coloring, options.history);
  const toolList = options.tools ?? DEFAULT_TOOLS;
  const brushList = options.brushes ?? DEFAULT_BRUSHES;
  if (toolList.length === 0 || brushList.length === 0) throw new RangeError('the engine needs at least one tool and one brush');
  const tools = new Map<ToolId, Tool>(toolList.map((t) => [t.id, t.create()]));
  const brushes = new Map(brushList.map((b) => [b.id, b]));
  // Each brush keeps its own opacity, so a see-through marker does not make the crayon faint.
  const opacities = new Map(brushList.map((b) => [b.id, b.opacity.initial]));
  const firstTool = tools.has(DEFAULT_TOOL_ID) ? DEFAULT_TOOL_ID : (toolList[0] as ToolDefinition).id;
  const firstBrush = brushes.get(DEFAULT_BRUSH_ID) ?? (brushList[0] as BrushStyle);
  const stateEvents = createEmitter<void>();
  const pixelEvents = createEmitter<Rect>();
  // Fingers on the canvas (container px): two of them pinch and pan.
  const touches = new Map<number, Point>();
  let container = { width: 0, height: 0 };
  // The pointer whose action the active tool is running, or null.
  let actionPointer: number | null = null;
  let exporting = 0;
  let fillRule: FillRule | null = null;

  let state: EngineState = {
    tool: firstTool,
    brush: firstBrush.id,
    opacity: firstBrush.opacity.initial,
    brushSize: DEFAULT_BRUSH_SIZE,
    color: DEFAULT_COLOR,
    secondColor: '#ffffff',
    insideLines: false,
    tolerance: DEFAULT_FILL_OPTIONS.tolerance,
    gapClose: DEFAULT_FILL_OPTIONS.gapClose,
    zoom: 1,
    view: exportTransform(),
    viewMode: 'export',
    minZoom: limits.minZoom,
    maxZoom: limits.maxZoom,
    openPanel: null,
    isDrawing: false,
    isSaved: true,
    isExporting: false,
    canUndo: false,
    canRedo: false,
    snapshotCount: history.length,
    snapshotCursor: history.cursor,
  };

  /** Merges a patch into the state and notifies only when something really changed. */
  function update(patch: Partial<EngineState>): void {
    const next: EngineState = {
      ...state,
      ...patch,
      zoom: (patch.view ?? state.view).zoom,
      isDrawing: actionPointer !== null,
      isSaved: history.isSaved,
      isExporting: exporting > 0,
      canUndo: history.canUndo,
      canRedo: history.canRedo,
      snapshotCount: history.length,
      snapshotCursor: history.cursor,
    };
    const changed = (Object.keys(next) as (keyof EngineState)[]).some((k) => next[k] !== state[k]);
    if (!changed) return;
    state = next;
    stateEvents.emit();
  }

  function pixels(dirty: Rect | null): void {
    if (dirty) pixelEvents.emit(dirty);
  }

  function toolPointer(e: { x: number; y: number; pressure?: number }, type: string): ToolPointer {
    const c = screenToCanvas(state.view, e);
    return { x: c.x, y: c.y, pressure: e.pressure ?? 0.5, pointerType: type };
  }

  function activeTool(): Tool {
    return tools.get(state.tool) as Tool;
  }

  function currentBrush(): BrushStyle {
    return brushes.get(state.brush) ?? firstBrush;
  }

  function normalHex(color: string): string {
    if (!isHexColor(color)) throw new TypeError(`not a hex colour: ${color}`);
    return toHexColor(parseHexColor(color));
  }

  /** Ends the running action: commits its pixels as a history state (SPEC: marks unsaved). */
  function finishAction(): void {
    if (actionPointer === null) return;
    const tool = activeTool();
    actionPointer = null;
    const result = tool.up(surface);
    if (result?.dirty) {
      history.commit(result.parts ?? result.dirty);
      pixels(result.dirty);
    }
    update(result?.picked ? { color: toHexColor(result.picked) } : {});
  }

  function cancelAction(): void {
    if (actionPointer === null) return;
    actionPointer = null;
    pixels(activeTool().cancel(surface));
    update({});
  }

  function setView(view: ViewTransform, viewMode: EngineState['viewMode'] = 'free'): void {
    const zoomed = { ...view, zoom: Math.min(limits.maxZoom, Math.max(limits.minZoom, view.zoom)) };
    const clamped = container.width > 0 && viewMode === 'free' ? clampPan(zoomed, container, 48, width) : zoomed;
    update({ view: clamped, viewMode });
  }

  /** A pointer went up (`release`) or away: a release ends the action, a fill needs a real release. */
  function pointerEnd(e: PointerInput, release: boolean): void {
    touches.delete(e.pointerId);
    if (actionPointer !== e.pointerId) return;
    if (!release && activeTool().needsRelease) cancelAction();
    else finishAction();
  }

  function viewCenter(): Point {
    return container.width > 0
      ? { x: container.width / 2, y: container.height / 2 }
      : { x: (width * state.view.zoom) / 2 + state.view.x, y: (height * state.view.zoom) / 2 + state.view.y };
  }

  const engine: ColoringEngine = {
    getState: () => state,
    subscribe: (listener) => stateEvents.subscribe(listener),
    onPixels: (listener) => pixelEvents.subscribe(listener),
    surface,
    tools: toolList,
    brushes: brushList,

    setTool(tool) {
      if (!tools.has(tool)) throw new RangeError(`unknown tool ${tool}`);
      if (tool === state.tool) return;
      finishAction();
      update({ tool, openPanel: null });
    },
    setBrush(id) {
      const brush = brushes.get(id);
      if (!brush) throw new RangeError(`unknown brush ${id}`);
      if (id === state.brush) return;
      finishAction();
      update({ brush: id, opacity: opacities.get(id) ?? brush.opacity.initial });
    },
    setOpacity(opacity) {
      const brush = currentBrush();
      if (!brush.opacity.adjustable || !Number.isFinite(opacity)) return;
      const value = Math.min(1, Math.max(0.05, opacity));
      opacities.set(brush.id, value);
      update({ opacity: value });
    },
    setSecondColor(color) {
      update({ secondColor: normalHex(color) });
    },
    abortAction() {
      cancelAction();
    },
    pickColorAt(x, y) {
      const hex = toHexColor(surface.colorAt(x, y));
      update({ color: hex });
      return hex;
    },
    setBrushSize(size) {
      if (!isBrushSize(size)) throw new RangeError(`unsupported brush size ${size}`);
      update({ brushSize: size });
    },
    setColor(color) {
      update({ color: normalHex(color) });
    },
    setInsideLines(on) {
      update({ insideLines: on });
    },
    setFillOptions({ tolerance, gapClose }) {
      update({
        tolerance: tolerance === undefined ? state.tolerance : Math.min(255, Math.max(0, Math.round(tolerance))),
        gapClose: gapClose === undefined ? state.gapClose : Math.min(MAX_GAP_CLOSE, Math.max(0, Math.round(gapClose))),
      });
    },
    setFillRule(rule) {
      fillRule = rule;
    },
    regionMap: () => surface.prepareFill({ gapClose: state.gapClose }),
    togglePanel(panel, open) {
      const isOpen = state.openPanel === panel;
      const want = open ?? !isOpen;
      update({ openPanel: want ? panel : isOpen ? null : state.openPanel });
    },

    pointerDown(e) {
      if (e.button !== undefined && e.button !== 0) return;
      const type = e.pointerType ?? 'mouse';
      if (type === 'touch') {
        touches.set(e.pointerId, { x: e.x, y: e.y });
        if (touches.size === 2 && (actionPointer === null || touches.has(actionPointer))) {
          // A second finger turns the gesture into pinch/pan: the stroke the first finger
          // began was the start of a zoom, not a drawing.
          cancelAction();
          return;
        }
        if (touches.size > 1) return;
      }
      // One action at a time; a palm touching down while a pen draws is ignored.
      if (actionPointer !== null || exporting > 0) return;
      actionPointer = e.pointerId;
      pixels(
        activeTool().down(toolPointer(e, type), surface, {
          brushSize: state.brushSize,
          color: parseHexColor(state.color),
          secondColor: parseHexColor(state.secondColor),
          brush: currentBrush(),
          opacity: state.opacity,
          insideLines: state.insideLines,
          fill: { tolerance: state.tolerance, gapClose: state.gapClose },
          fillRule,
        }),
      );
      update({ openPanel: null });
    },
    pointerMove(e) {
      if (touches.has(e.pointerId) && touches.size === 2) {
        const ids = [...touches.keys()];
        const before = ids.map((id) => touches.get(id) as Point) as [Point, Point];
        touches.set(e.pointerId, { x: e.x, y: e.y });
        const after = ids.map((id) => touches.get(id) as Point) as [Point, Point];
        setView(pinchTransform(state.view, before, after, limits));
        return;
      }
      if (touches.has(e.pointerId)) touches.set(e.pointerId, { x: e.x, y: e.y });
      if (actionPointer !== e.pointerId) return;
      const type = e.pointerType ?? 'mouse';
      const samples = e.coalesced && e.coalesced.length > 0 ? e.coalesced : [e];
      pixels(
        activeTool().move(
          samples.map((s) => toolPointer(s, type)),
          surface,
        ),
      );
    },
    pointerUp(e) {
      pointerEnd(e, true);
    },
    pointerLeave(e) {
      pointerEnd(e, false);
    },
    pointerCancel(e) {
      pointerEnd(e, false);
    },
    wheel(e) {
      setView(wheelTransform(state.view, e, limits));
    },

    setContainerSize(w, h) {
      container = { width: Math.max(0, w), height: Math.max(0, h) };
      if (state.viewMode === 'fit') setView(fitTransform(container.width, width), 'fit');
    },
    zoomIn() {
      setView(zoomAt(state.view, viewCenter(), ZOOM_STEP, limits));
    },
    zoomOut() {
      setView(zoomAt(state.view, viewCenter(), 1 / ZOOM_STEP, limits));
    },
    zoomFit() {
      setView(fitTransform(container.width, width), 'fit');
    },
    zoomActual() {
      setView(exportTransform(), 'export');
    },
    setView(view) {
      setView(view);
    },
    toCanvas: (point) => screenToCanvas(state.view, point),

    fillAt(x, y) {
      finishAction();
      // The same as a tap of the fill tool, the fill rule included.
      const dirty = fillAtPoint(
        surface,
        { x, y },
        { color: parseHexColor(state.color), fill: { tolerance: state.tolerance, gapClose: state.gapClose }, fillRule },
      );
      if (!dirty) return false;
      history.commit(dirty);
      pixels(dirty);
      update({});
      return true;
    },
    undo() {
      finishAction();
      pixels(history.undo());
      update({});
    },
    redo() {
      finishAction();
      pixels(history.redo());
      update({});
    },
    clear() {
      finishAction();
      surface.coloring.data.fill(0);
      history.commit(fullRect(width, height));
      pixels(fullRect(width, height));
      update({});
    },
    markSaved() {
      history.markSaved();
      update({});
    },

    loadLineArt(image, { prepare = true } = {}) {
      finishAction();
      surface.setLineArt(image);
      // Regions once per page, here rather than inside the user's first tap.
      if (prepare) surface.prepareFill({ gapClose: state.gapClose });
      update({});
    },
    adoptRegionMap(lineArt, map, gapClose) {
      if (lineArt === surface.lineArt) surface.adoptRegionMap(map, { gapClose });
    },
    loadColoring(image) {
      cancelAction();
      if (image) {
        assertSize(image, width, height, 'coloring');
        surface.coloring.data.set(image.data);
      } else {
        surface.coloring.data.fill(0);
      }
      history.reset();
      pixels(fullRect(width, height));
      update({});
    },
    async exportColoring() {
      return exportWith(() => cloneImage(surface.coloring));
    },
    async exportComposite(printLineArt) {
      if (printLineArt) return exportBlob(() => composePrintResolution(printLineArt, surface.coloring));
      return exportWith(() => composeLayers(surface.lineArt, surface.coloring));
    },
    composite: () => composeLayers(surface.lineArt, surface.coloring),
    destroy() {
      cancelAction();
      touches.clear();
      stateEvents.clear();
      pixelEvents.clear();
    },
  };

  async function exportWith(image: () => RgbaImage): Promise<Blob> {
    return exportBlob(() => encode(image()));
  }

  /** Runs an export with isExporting set (SPEC: confetti while exporting). */
  async function exportBlob(make: () => Promise<Blob>): Promise<Blob> {
    finishAction();
    exporting++;
    update({});
    try {
      return await make();
    } finally {
      exporting--;
      update({});
    }
  }

  return engine;
}
