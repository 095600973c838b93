import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CrayonboxBridge } from './preload.ts';

// The preload script runs in Electron's renderer; here its electron module is replaced.
const electron = vi.hoisted(() => ({
  exposed: new Map<string, unknown>(),
  send: vi.fn(),
  invoke: vi.fn(async () => '/home/pat/Downloads/a.png'),
}));
vi.mock('electron', () => ({
  contextBridge: { exposeInMainWorld: (key: string, api: unknown) => electron.exposed.set(key, api) },
  ipcRenderer: { send: electron.send, invoke: electron.invoke },
}));

/** A window with what the preload touches: message listeners and its origin. */
interface FakeWindow {
  location: { origin: string };
  addEventListener(type: string, l: (event: MessageEvent) => void): void;
  post(data: unknown, origin?: string, source?: unknown): void;
}

function fakeWindow(): FakeWindow {
  const listeners: ((event: MessageEvent) => void)[] = [];
  const win: FakeWindow = {
    location: { origin: 'https://crayonbox.example' },
    addEventListener: (_type: string, l: (event: MessageEvent) => void) => void listeners.push(l),
    post: (data: unknown, origin = 'https://crayonbox.example', source: unknown = win) =>
      listeners.forEach((l) => l({ data, origin, source } as MessageEvent)),
  };
  return win;
}

beforeEach(() => {
  electron.exposed.clear();
  electron.send.mockClear();
  electron.invoke.mockClear();
  vi.resetModules();
});

async function loadPreload() {
  const win = fakeWindow();
  vi.stubGlobal('window', win);
  const module = await import('./preload.ts');
  return { win, module, bridge: electron.exposed.get('crayonbox') as CrayonboxBridge };
}

describe('the preload bridge', () => {
  it('exposes only window.crayonbox: platform, openExternal, saveFile and print, frozen', async () => {
    const { bridge } = await loadPreload();
    expect([...electron.exposed.keys()]).toEqual(['crayonbox']);
    expect(Object.keys(bridge).sort()).toEqual(['openExternal', 'platform', 'print', 'saveFile']);
    expect(bridge.platform).toBe('desktop');
    expect(Object.isFrozen(bridge)).toBe(true);
  });

  it('openExternal sends a route:external message to the main process', async () => {
    const { bridge } = await loadPreload();
    bridge.openExternal('https://checkout.stripe.com/c/pay/cs_1');
    expect(electron.send).toHaveBeenCalledExactlyOnceWith('route:external', 'https://checkout.stripe.com/c/pay/cs_1');
  });

  it('print invokes page:print and nothing else', async () => {
    const { bridge } = await loadPreload();
    await bridge.print();
    expect(electron.invoke).toHaveBeenCalledExactlyOnceWith('page:print');
  });

  it('saveFile invokes file:save with the name and the bytes, and refuses anything but bytes', async () => {
    const { bridge } = await loadPreload();
    const bytes = new Uint8Array([1, 2, 3]);
    await expect(bridge.saveFile('a.png', bytes)).resolves.toBe('/home/pat/Downloads/a.png');
    expect(electron.invoke).toHaveBeenCalledExactlyOnceWith('file:save', 'a.png', bytes);
    await expect(bridge.saveFile('a.png', 'oops' as never)).rejects.toThrow(TypeError);
    expect(electron.invoke).toHaveBeenCalledTimes(1);
  });

  it('forwards the page’s own route:external window messages, and nobody else’s', async () => {
    const { win } = await loadPreload();
    win.post({ type: 'route:external', url: 'https://checkout.stripe.com/c/pay/cs_2' });
    win.post({ type: 'route:external', url: 'https://evil.example' }, 'https://evil.example', {});
    win.post({ type: 'route:external', url: 'https://evil.example' }, 'https://evil.example');
    win.post({ type: 'something-else', url: 'https://x.example' });
    win.post('route:external');
    expect(electron.send).toHaveBeenCalledExactlyOnceWith('route:external', 'https://checkout.stripe.com/c/pay/cs_2');
  });
});
