// The Electron main process: one window on the Crayonbox web app, locked down (context isolation,
// no Node in the page, sandbox), remembering its size and place, sending the outside world
// (external links, the Stripe checkout) to the system browser.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { app, BrowserWindow, dialog, ipcMain, net, protocol, screen, session, shell } from 'electron';
import { BUNDLED_SCHEME, bundledFilePath, parseConfigFile, resolveAppUrl } from './config.ts';
import { guardNavigation, registerIpcHandlers } from './ipc-handlers.ts';
import { windowStateKeeper, MIN_SIZE } from './window-state.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const readText = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null);

// Packaged: resources/web and resources/app-config.json (electron-builder extraResources);
// from the repo: ../web/dist and apps/desktop/app-config.json.
const resources = app.isPackaged ? process.resourcesPath : path.resolve(here, '..');
const webRoot = app.isPackaged ? path.join(resources, 'web') : path.resolve(here, '../../web/dist');
const bundled = fs.existsSync(path.join(webRoot, 'index.html'));
const appUrl = resolveAppUrl({
  env: process.env,
  configFileUrl: parseConfigFile(readText(path.join(resources, 'app-config.json'))),
  bundled,
});

// Must happen before ready: the bundled app behaves like a secure https origin (fetch, service worker).
protocol.registerSchemesAsPrivileged([
  {
    scheme: BUNDLED_SCHEME,
    privileges: { standard: true, secure: true, supportFetchAPI: true, allowServiceWorkers: true, corsEnabled: true },
  },
]);

const openExternal = (url: string) => shell.openExternal(url);
let mainWindow: BrowserWindow | null = null;

function createWindow(): void {
  const keeper = windowStateKeeper({
    file: path.join(app.getPath('userData'), 'window-state.json'),
    readFile: readText,
    writeFile: (file, text) => fs.writeFileSync(file, text),
    displays: () => screen.getAllDisplays().map((d) => d.workArea),
  });
  const state = keeper.load();
  const win = new BrowserWindow({
    x: state.x,
    y: state.y,
    width: state.width,
    height: state.height,
    minWidth: MIN_SIZE.width,
    minHeight: MIN_SIZE.height,
    show: false,
    title: 'Crayonbox',
    backgroundColor: '#f5f3ff',
    autoHideMenuBar: true,
    webPreferences: {
      preload: path.join(here, 'preload.cjs'),
      contextIsolation: true,
      nodeIntegration: false,
      sandbox: true,
      webSecurity: true,
      spellcheck: false,
    },
  });
  if (state.maximized) win.maximize();
  keeper.track(win);
  guardNavigation(win.webContents, appUrl, openExternal);
  win.once('ready-to-show', () => win.show());
  win.on('closed', () => {
    if (mainWindow === win) mainWindow = null;
  });
  mainWindow = win;
  void win.loadURL(appUrl);
}

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  app.on('second-instance', () => {
    if (!mainWindow) return;
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.focus();
  });

  // No <webview> tags, and no permission (camera, notifications...) the app does not use.
  app.on('web-contents-created', (_event, contents) => {
    contents.on('will-attach-webview', (event) => event.preventDefault());
  });

  void app.whenReady().then(() => {
    session.defaultSession.setPermissionRequestHandler((_contents, permission, callback) =>
      callback(permission === 'clipboard-sanitized-write'),
    );
    if (bundled) {
      protocol.handle(BUNDLED_SCHEME, (request) =>
        net.fetch(
          pathToFileURL(bundledFilePath(webRoot, request.url, (file) => fs.statSync(file, { throwIfNoEntry: false })?.isFile() ?? false))
            .href,
        ),
      );
    }
    registerIpcHandlers({
      ipcMain,
      appUrl,
      openExternal,
      showSaveDialog: (event, options) => {
        const owner = BrowserWindow.fromWebContents(event.sender);
        return owner ? dialog.showSaveDialog(owner, options) : dialog.showSaveDialog(options);
      },
      writeFile: (file, data) => fs.promises.writeFile(file, data),
      downloadsDir: () => app.getPath('downloads'),
    });
    createWindow();
    // macOS: clicking the dock icon with no window open makes a new one.
    app.on('activate', () => {
      if (BrowserWindow.getAllWindows().length === 0) createWindow();
    });
  });

  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
}
