// Canvas commands, registered once and shared by the toolbar (label, enabled state, run) and the
// keyboard (shortcuts), so the two never disagree.
import type { ColoringEngine } from './engine';
import type { EngineState } from './engine-state';
import { isTypingTarget, shortcutMatches, type KeyInput, type Shortcut } from './shortcut';
import type { BrushStyle } from './tools/brush-style';
import { DEFAULT_BRUSHES } from './tools/brushes/default-brushes';
import { BRUSH_TOOL_ID, DEFAULT_TOOLS, type ToolDefinition } from './tools/tool-registry';

/** Ids of the canvas commands: one per tool and per brush ('brush-crayon'), plus undo, redo, zoom, clear… */
export type CanvasCommandId = string;

/** An action of the coloring screen. */
export interface Command<Id extends string = string> {
  readonly id: Id;
  readonly label: string;
  readonly shortcuts: readonly Shortcut[];
  isEnabled(state: EngineState): boolean;
  run(engine: ColoringEngine): void;
}

const idle = (s: EngineState) => !s.isExporting;

/** The command id that picks a brush: 'brush-' and the brush's id. */
export function brushCommandId(brush: string): string {
  return `brush-${brush}`;
}

/**
 * One command per tool (select it) and per brush (draw with it: the brush tool with that
 * style), built from the registered lists so a new tool or brush brings its command along.
 */
export function toolCommands(
  tools: readonly ToolDefinition[] = DEFAULT_TOOLS,
  brushes: readonly BrushStyle[] = DEFAULT_BRUSHES,
): Command[] {
  return [
    ...tools.map((t) => ({
      id: t.id,
      label: t.label,
      shortcuts: t.shortcut ? [t.shortcut] : [],
      isEnabled: idle,
      run: (e: ColoringEngine) => e.setTool(t.id),
    })),
    ...brushes.map((b) => ({
      id: brushCommandId(b.id),
      label: b.label,
      shortcuts: b.shortcut ? [b.shortcut] : [],
      isEnabled: idle,
      run: (e: ColoringEngine) => {
        e.setBrush(b.id);
        e.setTool(BRUSH_TOOL_ID);
      },
    })),
  ];
}

/** The built-in commands. Clear has no shortcut: it wipes the work, so only the toolbar offers it. */
export const CANVAS_COMMANDS: readonly Command<CanvasCommandId>[] = [
  ...toolCommands(),
  {
    id: 'inside-lines',
    label: 'Stay inside the lines',
    shortcuts: [{ key: 'l', shift: false }],
    isEnabled: idle,
    run: (e) => e.setInsideLines(!e.getState().insideLines),
  },
  {
    id: 'undo',
    label: 'Undo',
    shortcuts: [{ key: 'z', mod: true, shift: false }],
    isEnabled: (s) => idle(s) && s.canUndo,
    run: (e) => e.undo(),
  },
  {
    id: 'redo',
    label: 'Redo',
    shortcuts: [
      { key: 'z', mod: true, shift: true },
      { key: 'y', mod: true, shift: false },
    ],
    isEnabled: (s) => idle(s) && s.canRedo,
    run: (e) => e.redo(),
  },
  {
    id: 'zoom-in',
    label: 'Zoom in',
    // '=' is the unshifted '+' key on US layouts; Ctrl/Cmd with +/- stays the browser's zoom.
    shortcuts: [{ key: '+' }, { key: '=' }],
    isEnabled: (s) => s.zoom < s.maxZoom,
    run: (e) => e.zoomIn(),
  },
  {
    id: 'zoom-out',
    label: 'Zoom out',
    shortcuts: [{ key: '-' }],
    isEnabled: (s) => s.zoom > s.minZoom,
    run: (e) => e.zoomOut(),
  },
  {
    id: 'zoom-fit',
    label: 'Fit to screen',
    shortcuts: [{ key: '0', shift: false }],
    isEnabled: (s) => s.viewMode !== 'fit',
    run: (e) => e.zoomFit(),
  },
  {
    id: 'zoom-actual',
    label: 'Actual size',
    shortcuts: [{ key: '1', shift: false }],
    isEnabled: (s) => s.viewMode !== 'export',
    run: (e) => e.zoomActual(),
  },
  {
    id: 'clear',
    label: 'Clear',
    shortcuts: [],
    isEnabled: (s) => idle(s) && !s.isDrawing,
    run: (e) => e.clear(),
  },
];

/** A set of commands with lookup by id and by key event. */
export interface CommandRegistry {
  /** Adds a command (e.g. the app's save or print); ids must be unique. */
  register(command: Command): void;
  get(id: string): Command | undefined;
  list(): readonly Command[];
  /** The command whose shortcut the key event is, or undefined (always for typing in a field). */
  matchShortcut(event: KeyInput): Command | undefined;
  /** Runs a command if it exists and is enabled in `state`; returns whether it ran. */
  run(id: string, engine: ColoringEngine, state?: EngineState): boolean;
}

/** Creates a registry holding the given commands (the canvas ones by default). */
export function createCommandRegistry(commands: readonly Command[] = CANVAS_COMMANDS): CommandRegistry {
  const byId = new Map<string, Command>();
  const register = (c: Command) => {
    if (byId.has(c.id)) throw new Error(`command "${c.id}" is already registered`);
    byId.set(c.id, c);
  };
  commands.forEach(register);
  return {
    register,
    get: (id) => byId.get(id),
    list: () => [...byId.values()],
    matchShortcut: (event) => matchShortcut(event, [...byId.values()]),
    run(id, engine, state = engine.getState()) {
      const c = byId.get(id);
      if (!c || !c.isEnabled(state)) return false;
      c.run(engine);
      return true;
    },
  };
}

/** The command among `commands` whose shortcut the key event is; undefined inside text fields. */
export function matchShortcut(event: KeyInput, commands: readonly Command[] = CANVAS_COMMANDS): Command | undefined {
  if (isTypingTarget(event.target)) return undefined;
  return commands.find((c) => c.shortcuts.some((s) => shortcutMatches(s, event)));
}
