// The window's size, position and maximized state, kept in a JSON file in userData between runs.

/** A rectangle in screen coordinates (Electron's Rectangle). */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** What is remembered; no position means "let the system center it". */
export interface WindowState {
  x?: number;
  y?: number;
  width: number;
  height: number;
  maximized: boolean;
}

export const DEFAULT_STATE: WindowState = { width: 1280, height: 860, maximized: false };
export const MIN_SIZE = { width: 400, height: 560 } as const;

const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** How much of `a` lies on `b`, in pixels². */
function overlap(a: Rect, b: Rect): number {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

/**
 * Reads a saved state against today's displays: bad or missing data gives the default; the size
 * is kept between the minimum and the largest display; a position whose title bar would not be
 * reachable on any display (a monitor unplugged since) is dropped, so the window opens centered.
 */
export function parseWindowState(raw: string | null | undefined, displays: readonly Rect[]): WindowState {
  let data: Record<string, unknown>;
  try {
    data = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
  } catch {
    data = {};
  }
  if (typeof data !== 'object' || data === null) data = {};
  const maxWidth = Math.max(MIN_SIZE.width, ...displays.map((d) => d.width));
  const maxHeight = Math.max(MIN_SIZE.height, ...displays.map((d) => d.height));
  const clamp = (v: unknown, min: number, max: number, fallback: number) =>
    isInt(v) ? Math.round(Math.min(max, Math.max(min, v))) : fallback;
  const state: WindowState = {
    width: clamp(data.width, MIN_SIZE.width, maxWidth, Math.min(DEFAULT_STATE.width, maxWidth)),
    height: clamp(data.height, MIN_SIZE.height, maxHeight, Math.min(DEFAULT_STATE.height, maxHeight)),
    maximized: data.maximized === true,
  };
  if (isInt(data.x) && isInt(data.y)) {
    const titleBar: Rect = { x: Math.round(data.x), y: Math.round(data.y), width: state.width, height: 40 };
    // At least a 100 x 40 grip of the title bar must be on some display.
    if (displays.some((d) => overlap(titleBar, d) >= 100 * 40)) {
      state.x = titleBar.x;
      state.y = titleBar.y;
    }
  }
  return state;
}

/** The parts of a BrowserWindow the keeper uses. */
export interface TrackedWindow {
  getNormalBounds(): Rect;
  isMaximized(): boolean;
  on(event: 'resize' | 'move' | 'maximize' | 'unmaximize' | 'close', listener: () => void): unknown;
}

/** Where the state lives, and today's displays (work areas). */
export interface WindowStateDeps {
  readonly file: string;
  readFile(file: string): string | null;
  writeFile(file: string, text: string): void;
  displays(): Rect[];
  /** Delay of the save after moves and resizes (ms). */
  readonly delayMs?: number;
}

/** Loads the state at start, and saves it as the window moves, resizes, maximizes and closes. */
export function windowStateKeeper(deps: WindowStateDeps) {
  const save = (win: TrackedWindow) => {
    // Normal bounds: un-maximizing later restores the size the user chose, not the full screen.
    const { x, y, width, height } = win.getNormalBounds();
    const state: WindowState = { x, y, width, height, maximized: win.isMaximized() };
    try {
      deps.writeFile(deps.file, JSON.stringify(state));
    } catch {
      // A read-only profile must not break the app: the next start is simply not remembered.
    }
  };
  return {
    load(): WindowState {
      let raw: string | null = null;
      try {
        raw = deps.readFile(deps.file);
      } catch {
        raw = null;
      }
      return parseWindowState(raw, deps.displays());
    },
    track(win: TrackedWindow): void {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const later = () => {
        clearTimeout(timer);
        timer = setTimeout(() => save(win), deps.delayMs ?? 400);
      };
      for (const event of ['resize', 'move'] as const) win.on(event, later);
      for (const event of ['maximize', 'unmaximize'] as const) win.on(event, () => save(win));
      win.on('close', () => {
        clearTimeout(timer);
        save(win);
      });
    },
  };
}
