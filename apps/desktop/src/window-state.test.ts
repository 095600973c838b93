import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_STATE, MIN_SIZE, parseWindowState, windowStateKeeper, type Rect, type TrackedWindow } from './window-state.ts';

const laptop: Rect = { x: 0, y: 0, width: 1440, height: 900 };
const monitor: Rect = { x: 1440, y: 0, width: 2560, height: 1440 };

afterEach(() => vi.useRealTimers());

describe('reading the saved window state', () => {
  it('restores size, position and maximized as saved', () => {
    expect(parseWindowState(JSON.stringify({ x: 100, y: 80, width: 1000, height: 700, maximized: true }), [laptop])).toEqual({
      x: 100,
      y: 80,
      width: 1000,
      height: 700,
      maximized: true,
    });
  });

  it('no file, broken JSON or wrong types: the default size, centered', () => {
    for (const raw of [null, '', '{oops', '[]', '"text"', JSON.stringify({ width: 'big', x: '10', y: 5 })]) {
      expect(parseWindowState(raw, [laptop]), String(raw)).toEqual(DEFAULT_STATE);
    }
  });

  it('a window saved on a monitor that is gone opens centered on what is left', () => {
    const saved = JSON.stringify({ x: 2000, y: 200, width: 1600, height: 1000, maximized: false });
    expect(parseWindowState(saved, [laptop, monitor])).toMatchObject({ x: 2000, y: 200, width: 1600, height: 1000 });
    const unplugged = parseWindowState(saved, [laptop]);
    expect(unplugged.x).toBeUndefined();
    expect(unplugged.y).toBeUndefined();
    // and no bigger than the laptop's screen
    expect(unplugged).toMatchObject({ width: 1440, height: 900 });
  });

  it('a title bar pushed above the screen, or a tiny saved size, are corrected', () => {
    expect(parseWindowState(JSON.stringify({ x: 10, y: -500, width: 800, height: 600 }), [laptop]).y).toBeUndefined();
    expect(parseWindowState(JSON.stringify({ width: 10, height: 10 }), [laptop])).toMatchObject(MIN_SIZE);
  });
});

function fakeWindow(bounds: Rect, maximized = false) {
  const listeners = new Map<string, (() => void)[]>();
  const win: TrackedWindow & { emit(event: string): void; bounds: Rect; maximized: boolean } = {
    bounds,
    maximized,
    getNormalBounds: () => win.bounds,
    isMaximized: () => win.maximized,
    on(event, listener) {
      listeners.set(event, [...(listeners.get(event) ?? []), listener]);
      return win;
    },
    emit(event) {
      for (const l of listeners.get(event) ?? []) l();
    },
  };
  return win;
}

describe('keeping the window state', () => {
  it('saves after moves and resizes settle, at once on maximize and on close, in the userData file', () => {
    vi.useFakeTimers();
    const files = new Map<string, string>();
    const keeper = windowStateKeeper({
      file: '/profile/window-state.json',
      readFile: (f) => files.get(f) ?? null,
      writeFile: (f, text) => void files.set(f, text),
      displays: () => [laptop],
      delayMs: 400,
    });
    expect(keeper.load()).toEqual(DEFAULT_STATE);

    const win = fakeWindow({ x: 50, y: 60, width: 900, height: 700 });
    keeper.track(win);
    win.emit('move');
    win.bounds = { x: 70, y: 60, width: 900, height: 700 };
    win.emit('move');
    expect(files.size).toBe(0);
    vi.advanceTimersByTime(400);
    expect(JSON.parse(files.get('/profile/window-state.json')!)).toEqual({ x: 70, y: 60, width: 900, height: 700, maximized: false });

    win.maximized = true;
    win.emit('maximize');
    expect(JSON.parse(files.get('/profile/window-state.json')!).maximized).toBe(true);

    win.maximized = false;
    win.bounds = { x: 10, y: 20, width: 1000, height: 800 };
    win.emit('resize');
    win.emit('close');
    expect(keeper.load()).toEqual({ x: 10, y: 20, width: 1000, height: 800, maximized: false });
  });

  it('an unreadable or read-only profile never breaks the window', () => {
    const keeper = windowStateKeeper({
      file: '/ro/window-state.json',
      readFile: () => {
        throw new Error('EACCES');
      },
      writeFile: () => {
        throw new Error('EROFS');
      },
      displays: () => [laptop],
    });
    expect(keeper.load()).toEqual(DEFAULT_STATE);
    const win = fakeWindow({ x: 0, y: 0, width: 800, height: 600 });
    keeper.track(win);
    expect(() => win.emit('close')).not.toThrow();
  });
});
