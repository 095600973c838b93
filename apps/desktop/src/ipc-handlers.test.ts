import path from 'node:path';
import type { IpcMainEvent, IpcMainInvokeEvent, SaveDialogReturnValue } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { CHANNELS } from './channels.ts';
import {
  guardNavigation,
  handlePrint,
  handleSaveFile,
  MAX_SAVE_BYTES,
  registerIpcHandlers,
  type IpcDeps,
  type PrintableContents,
} from './ipc-handlers.ts';

const APP = 'https://crayonbox.example/';
const fromFrame = (url: string) => ({ senderFrame: { url } }) as unknown as IpcMainEvent & IpcMainInvokeEvent;
const appEvent = fromFrame('https://crayonbox.example/pages/3/color');

/** A fake ipcMain that records its listeners, and the rest of the deps as spies. */
function setup(dialogAnswer: SaveDialogReturnValue = { canceled: false, filePath: '/home/pat/Pictures/page.png' }) {
  const on = new Map<string, (event: IpcMainEvent, ...args: unknown[]) => void>();
  const handle = new Map<string, (event: IpcMainInvokeEvent, ...args: unknown[]) => unknown>();
  const deps = {
    ipcMain: {
      on: (channel: string, l: (event: IpcMainEvent, ...args: unknown[]) => void) => on.set(channel, l),
      handle: (channel: string, l: (event: IpcMainInvokeEvent, ...args: unknown[]) => unknown) => void handle.set(channel, l),
    },
    appUrl: APP,
    openExternal: vi.fn(async (_url: string) => undefined),
    showSaveDialog: vi.fn(async () => dialogAnswer),
    writeFile: vi.fn(async (_file: string, _data: Uint8Array) => undefined),
    downloadsDir: () => '/home/pat/Downloads',
  } satisfies IpcDeps;
  registerIpcHandlers(deps);
  return { deps, on, handle };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('route:external from the renderer', () => {
  it('opens an https url (the Stripe checkout) in the system browser', async () => {
    const { deps, on } = setup();
    on.get(CHANNELS.external)!(appEvent, 'https://checkout.stripe.com/c/pay/cs_test_1');
    await flush();
    expect(deps.openExternal).toHaveBeenCalledExactlyOnceWith('https://checkout.stripe.com/c/pay/cs_test_1');
  });

  it('ignores anything that is not http(s), and messages from frames of other sites', async () => {
    const { deps, on } = setup();
    const send = on.get(CHANNELS.external)!;
    for (const url of ['file:///etc/passwd', 'javascript:alert(1)', 'smb://x/y', 42, undefined]) send(appEvent, url);
    send(fromFrame('https://ads.example/frame'), 'https://phishing.example');
    send({ senderFrame: null } as unknown as IpcMainEvent, 'https://phishing.example');
    await flush();
    expect(deps.openExternal).not.toHaveBeenCalled();
  });
});

describe('page:print from the renderer', () => {
  /** An app event whose sender prints with the given outcome, recording the options. */
  const printing = (success: boolean, reason = '', url = 'https://crayonbox.example/pages/3/color') => {
    const print = vi.fn<PrintableContents['print']>((_options, callback) => callback(success, reason));
    return { print, event: { ...fromFrame(url), sender: { print } } as unknown as Parameters<typeof handlePrint>[1] };
  };

  it('opens the system print dialog for the page, with its backgrounds, and resolves when printed', async () => {
    const { handle } = setup();
    const { print, event } = printing(true);
    await expect(handle.get(CHANNELS.print)!(event)).resolves.toBe(true);
    expect(print).toHaveBeenCalledExactlyOnceWith({ silent: false, printBackground: true }, expect.any(Function));
  });

  it('a cancelled dialog resolves false; a failure rejects with the reason', async () => {
    await expect(handlePrint({ appUrl: APP }, printing(false, 'cancelled').event)).resolves.toBe(false);
    await expect(handlePrint({ appUrl: APP }, printing(false, 'Print job failed').event)).rejects.toThrow(
      'Printing failed: Print job failed',
    );
  });

  it('refuses frames of other sites without printing', async () => {
    const { print, event } = printing(true, '', 'https://ads.example/frame');
    await expect(handlePrint({ appUrl: APP }, event)).rejects.toThrow('Not allowed');
    expect(print).not.toHaveBeenCalled();
  });
});

describe('file:save from the renderer', () => {
  const bytes = new Uint8Array([137, 80, 78, 71]);

  it('asks where to save, starting in Downloads with the sanitized name, and writes the bytes there', async () => {
    const { deps, handle } = setup();
    const saved = await handle.get(CHANNELS.saveFile)!(appEvent, '../../colored-page-3.png', bytes);
    expect(saved).toBe('/home/pat/Pictures/page.png');
    expect(deps.showSaveDialog).toHaveBeenCalledWith(
      appEvent,
      expect.objectContaining({
        defaultPath: path.join('/home/pat/Downloads', 'colored-page-3.png'),
        filters: [{ name: 'PNG', extensions: ['png'] }],
      }),
    );
    expect(deps.writeFile).toHaveBeenCalledExactlyOnceWith('/home/pat/Pictures/page.png', bytes);
  });

  it('writes nothing when the user cancels', async () => {
    const { deps, handle } = setup({ canceled: true, filePath: '' });
    expect(await handle.get(CHANNELS.saveFile)!(appEvent, 'a.png', bytes)).toBeNull();
    expect(deps.writeFile).not.toHaveBeenCalled();
  });

  it('refuses non-bytes, huge files and other frames before any dialog', async () => {
    const { deps } = setup();
    await expect(handleSaveFile(deps, appEvent, 'a.png', 'not bytes')).rejects.toThrow('bytes');
    await expect(handleSaveFile(deps, appEvent, 'a.png', new Uint8Array(MAX_SAVE_BYTES + 1))).rejects.toThrow('too large');
    await expect(handleSaveFile(deps, fromFrame('https://evil.example/'), 'a.png', bytes)).rejects.toThrow('Not allowed');
    expect(deps.showSaveDialog).not.toHaveBeenCalled();
  });
});

describe('navigation guards', () => {
  function contents() {
    let openHandler: ((details: { url: string }) => { action: string }) | undefined;
    const listeners = new Map<string, (event: { preventDefault(): void }, url: string) => void>();
    const fake = {
      setWindowOpenHandler: (h: typeof openHandler) => void (openHandler = h),
      on: (name: string, l: (event: { preventDefault(): void }, url: string) => void) => (listeners.set(name, l), fake),
    };
    return {
      fake,
      open: (url: string) => openHandler!({ url }),
      navigate: (url: string) => {
        const event = { preventDefault: vi.fn() };
        listeners.get('will-navigate')!(event, url);
        return event.preventDefault.mock.calls.length > 0;
      },
    };
  }

  it('window.open never makes an Electron window: http(s) goes to the system browser', async () => {
    const c = contents();
    const openExternal = vi.fn(async () => undefined);
    guardNavigation(c.fake as never, APP, openExternal);
    expect(c.open('https://checkout.stripe.com/c/pay/cs_1')).toEqual({ action: 'deny' });
    expect(c.open('file:///etc/passwd')).toEqual({ action: 'deny' });
    expect(openExternal).toHaveBeenCalledExactlyOnceWith('https://checkout.stripe.com/c/pay/cs_1');
  });

  it('navigations inside the app go ahead; others are cancelled, http(s) ones opened outside', () => {
    const c = contents();
    const openExternal = vi.fn(async () => undefined);
    guardNavigation(c.fake as never, APP, openExternal);
    expect(c.navigate('https://crayonbox.example/sign-in')).toBe(false);
    expect(c.navigate('https://example.com/article')).toBe(true);
    expect(c.navigate('file:///etc/passwd')).toBe(true);
    expect(openExternal).toHaveBeenCalledExactlyOnceWith('https://example.com/article');
  });
});
