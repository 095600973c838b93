// The page's only door to the desktop: window.crayonbox, a narrow typed bridge. Runs sandboxed
// with context isolation; the main process validates everything it receives.
import { contextBridge, ipcRenderer } from 'electron';
import { CHANNELS, EXTERNAL_ROUTE_MESSAGE } from './channels.ts';

/** What the page sees as window.crayonbox (the web app's DesktopBridge in src/lib/platform.ts). */
export interface CrayonboxBridge {
  readonly platform: 'desktop';
  openExternal(url: string): void;
  saveFile(name: string, bytes: Uint8Array): Promise<string | null>;
  print(): Promise<boolean>;
}

/** The bridge over an ipcRenderer: strings and bytes only, nothing of Electron leaks to the page. */
export function createBridge(ipc: Pick<typeof ipcRenderer, 'send' | 'invoke'>): CrayonboxBridge {
  return Object.freeze({
    platform: 'desktop' as const,
    openExternal(url: string) {
      ipc.send(CHANNELS.external, String(url));
    },
    saveFile(name: string, bytes: Uint8Array): Promise<string | null> {
      if (!(bytes instanceof Uint8Array)) return Promise.reject(new TypeError('saveFile expects a Uint8Array'));
      return ipc.invoke(CHANNELS.saveFile, String(name), bytes) as Promise<string | null>;
    },
    print(): Promise<boolean> {
      return ipc.invoke(CHANNELS.print) as Promise<boolean>;
    },
  });
}

/**
 * Forwards the route:external window message (what the web app posts when it has no bridge
 * object) to the main process; only messages the page posted to itself count.
 */
export function forwardExternalMessages(
  win: Pick<Window, 'addEventListener'> & { location: { origin: string } },
  bridge: CrayonboxBridge,
): void {
  win.addEventListener('message', (event: MessageEvent) => {
    const data: unknown = event.data;
    if (event.source !== (win as unknown) || event.origin !== win.location.origin) return;
    if (typeof data !== 'object' || data === null) return;
    const { type, url } = data as { type?: unknown; url?: unknown };
    if (type === EXTERNAL_ROUTE_MESSAGE && typeof url === 'string') bridge.openExternal(url);
  });
}

const bridge = createBridge(ipcRenderer);
contextBridge.exposeInMainWorld('crayonbox', bridge);
forwardExternalMessages(window, bridge);
