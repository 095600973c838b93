// The main process's answers to the renderer (route:external, file:save, page:print) and the guards on what
// the window may load. Electron's modules come in as parameters, so tests pass fakes.
import path from 'node:path';
import type { IpcMainEvent, IpcMainInvokeEvent, SaveDialogOptions, SaveDialogReturnValue, WebContents } from 'electron';
import { CHANNELS } from './channels.ts';
import { decideNavigation, externalUrl, isAppUrl, sanitizeFileName } from './url-policy.ts';

/** The largest file the renderer may ask to save (a 1024 px PNG is a few MB). */
export const MAX_SAVE_BYTES = 50 * 1024 * 1024;

/** What the handlers need from Electron and the file system. */
export interface IpcDeps {
  readonly ipcMain: {
    on(channel: string, listener: (event: IpcMainEvent, ...args: unknown[]) => void): unknown;
    handle(channel: string, listener: (event: IpcMainInvokeEvent, ...args: unknown[]) => unknown): void;
  };
  /** The url the window loads; only frames of this app may use the bridge. */
  readonly appUrl: string;
  /** shell.openExternal */
  openExternal(url: string): Promise<void>;
  /** dialog.showSaveDialog for the sender's window */
  showSaveDialog(event: IpcMainInvokeEvent, options: SaveDialogOptions): Promise<SaveDialogReturnValue>;
  writeFile(filePath: string, data: Uint8Array): Promise<void>;
  /** app.getPath('downloads'): where the dialog starts. */
  downloadsDir(): string;
}

/** True when the message comes from a page of the app itself (not an iframe of another site). */
export function fromApp(event: { senderFrame?: { url: string } | null }, appUrl: string): boolean {
  const url = event.senderFrame?.url;
  return typeof url === 'string' && isAppUrl(url, appUrl);
}

/** route:external: opens an http(s) url in the system browser; anything else is ignored. */
export async function handleExternal(deps: Pick<IpcDeps, 'appUrl' | 'openExternal'>, event: IpcMainEvent, raw: unknown): Promise<boolean> {
  if (!fromApp(event, deps.appUrl)) return false;
  const url = externalUrl(raw);
  if (!url) return false;
  await deps.openExternal(url);
  return true;
}

/**
 * file:save: asks where to save (starting in Downloads with a sanitized name), then writes the
 * bytes. Resolves the chosen path, or null when the user cancelled. Bad input throws (the
 * renderer's promise rejects) and nothing is written.
 */
export async function handleSaveFile(deps: IpcDeps, event: IpcMainInvokeEvent, rawName: unknown, bytes: unknown): Promise<string | null> {
  if (!fromApp(event, deps.appUrl)) throw new Error('Not allowed');
  if (!(bytes instanceof Uint8Array)) throw new Error('The file content must be bytes');
  if (bytes.byteLength > MAX_SAVE_BYTES) throw new Error('The file is too large');
  const name = sanitizeFileName(rawName);
  const ext = path.extname(name).slice(1).toLowerCase();
  const result = await deps.showSaveDialog(event, {
    defaultPath: path.join(deps.downloadsDir(), name),
    filters: ext ? [{ name: ext.toUpperCase(), extensions: [ext] }] : [],
    properties: ['createDirectory', 'showOverwriteConfirmation'],
  });
  if (result.canceled || !result.filePath) return null;
  await deps.writeFile(result.filePath, bytes);
  return result.filePath;
}

/** The part of the sender's WebContents that printing uses. */
export interface PrintableContents {
  print(options: { silent: boolean; printBackground: boolean }, callback: (success: boolean, failureReason: string) => void): void;
}

/**
 * page:print: the operating system's print dialog for the sender's page (the web app has laid
 * out its print view first, so the print CSS decides what is printed). Resolves true when it
 * printed, false when the user cancelled; throws on a printing failure.
 */
export function handlePrint(deps: Pick<IpcDeps, 'appUrl'>, event: IpcMainInvokeEvent & { sender: PrintableContents }): Promise<boolean> {
  if (!fromApp(event, deps.appUrl)) return Promise.reject(new Error('Not allowed'));
  return new Promise((resolve, reject) => {
    event.sender.print({ silent: false, printBackground: true }, (success, reason) => {
      if (success || /cancel/i.test(reason)) resolve(success);
      else reject(new Error(`Printing failed: ${reason}`));
    });
  });
}

/** Registers the channels on ipcMain. */
export function registerIpcHandlers(deps: IpcDeps): void {
  deps.ipcMain.on(CHANNELS.external, (event, url) => void handleExternal(deps, event, url).catch(() => undefined));
  deps.ipcMain.handle(CHANNELS.saveFile, (event, name, bytes) => handleSaveFile(deps, event, name, bytes));
  deps.ipcMain.handle(CHANNELS.print, (event) => handlePrint(deps, event as IpcMainInvokeEvent & { sender: PrintableContents }));
}

/** The window parts the guards use. */
export type GuardedContents = Pick<WebContents, 'setWindowOpenHandler' | 'on'>;

/**
 * Keeps the window on the app: window.open and target=_blank never make Electron windows (http(s)
 * goes to the system browser, e.g. the Stripe checkout), and a navigation away from the app is
 * cancelled and handed to the system browser when it is http(s).
 */
export function guardNavigation(contents: GuardedContents, appUrl: string, openExternal: (url: string) => Promise<void>): void {
  contents.setWindowOpenHandler(({ url }) => {
    const external = externalUrl(url);
    if (external) void openExternal(external).catch(() => undefined);
    return { action: 'deny' };
  });
  contents.on('will-navigate', (event, url) => {
    const decision = decideNavigation(url, appUrl);
    if (decision === 'allow') return;
    event.preventDefault();
    if (decision === 'external') void openExternal(url).catch(() => undefined);
  });
}
