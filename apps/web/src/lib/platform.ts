// Where the app runs and what that changes: one place for the web, the Capacitor apps (Android,
// iOS) and the Electron shell (Windows, Mac, Debian). Everything native is imported lazily from
// ./platform-native, so the Capacitor plugins never reach the landing's first download.

/** Where the app runs. */
export type Platform = 'web' | 'android' | 'ios' | 'desktop';

export const PLATFORMS: readonly Platform[] = ['web', 'android', 'ios', 'desktop'];

/**
 * The bridge the desktop shell's preload script exposes as `window.crayonbox`
 * (apps/desktop/src/preload.ts holds the other half; the main process validates every call).
 */
export interface DesktopBridge {
  readonly platform: 'desktop';
  /** Opens an http(s) url in the system browser. */
  openExternal(url: string): void;
  /** Asks where to save the file, then writes it; resolves the saved path, or null when cancelled. */
  saveFile(name: string, bytes: Uint8Array): Promise<string | null>;
  /** The system print dialog for the page (shells from before printing have no print). */
  print?(): Promise<boolean>;
}

/** What the Capacitor native layer injects before the page runs (its native-bridge.js). */
interface CapacitorGlobal {
  getPlatform?: () => string;
}

declare global {
  interface Window {
    crayonbox?: DesktopBridge;
    Capacitor?: CapacitorGlobal;
  }
}

/** The query parameter that forces a platform in development and in the e2e build. */
export const PLATFORM_PARAM = 'platform';
/** Where a forced platform is remembered for the rest of the tab's life. */
export const FORCED_PLATFORM_KEY = 'crayonbox:platform';

/** Reads a platform name (case-insensitive); null for anything else. */
export function parsePlatform(value: string | null | undefined): Platform | null {
  const name = (value ?? '').trim().toLowerCase();
  return (PLATFORMS as readonly string[]).includes(name) ? (name as Platform) : null;
}

/**
 * True when `?platform=` may force a platform: the Vite dev server, or a build made with
 * VITE_ALLOW_PLATFORM_OVERRIDE=true (the e2e build). The build `npm start` serves never does.
 */
export function overrideAllowed(): boolean {
  return Boolean(import.meta.env.DEV) || import.meta.env.VITE_ALLOW_PLATFORM_OVERRIDE === 'true';
}

function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage disabled
  }
}

/**
 * The forced platform, where allowed: `?platform=android|ios|desktop|web` on any url, kept in
 * sessionStorage so it survives redirects and reloads in the tab; `?platform=web` ends it.
 */
export function forcedPlatform(): Platform | null {
  if (!overrideAllowed() || typeof window === 'undefined') return null;
  const storage = tabStorage();
  const asked = new URLSearchParams(window.location.search).get(PLATFORM_PARAM);
  if (asked !== null) {
    const platform = parsePlatform(asked);
    if (platform && platform !== 'web') storage?.setItem(FORCED_PLATFORM_KEY, platform);
    else storage?.removeItem(FORCED_PLATFORM_KEY);
    return platform;
  }
  return parsePlatform(storage?.getItem(FORCED_PLATFORM_KEY));
}

/** The desktop shell's bridge, when the page runs inside it. */
export function desktopBridge(): DesktopBridge | null {
  const bridge = typeof window === 'undefined' ? undefined : window.crayonbox;
  return bridge && bridge.platform === 'desktop' ? bridge : null;
}

/**
 * Where the app runs: a forced platform (development, e2e) first; then the Electron shell, known
 * by its preload bridge; then Capacitor.getPlatform() of the native layer; else the web.
 */
export function getPlatform(): Platform {
  const forced = forcedPlatform();
  if (forced) return forced;
  if (desktopBridge()) return 'desktop';
  const native = typeof window === 'undefined' ? undefined : window.Capacitor?.getPlatform?.();
  return native === 'android' || native === 'ios' ? native : 'web';
}

export const isWeb = () => getPlatform() === 'web';
export const isIos = () => getPlatform() === 'ios';
/** Android or iOS (the Capacitor apps). */
export const isMobile = () => ['android', 'ios'].includes(getPlatform());
/** The desktop shell hosts the app in a window that must not navigate away. */
export const isDesktop = () => getPlatform() === 'desktop';

/** The message a desktop shell listens for to open a url in the system browser (SPEC section 7). */
export const EXTERNAL_ROUTE_MESSAGE = 'route:external';

/**
 * Opens a page outside the app (e.g. the Stripe checkout). The desktop shell gets a route:external
 * message (through its bridge, or as a window message its preload script forwards) and opens the
 * system browser; the window stays. On the web the browser goes there; in the Capacitor apps the
 * same navigation is handed by the WebView to the system browser, because the host is not the app's.
 */
export function openExternal(url: string): void {
  if (isDesktop()) {
    const bridge = desktopBridge();
    if (bridge) bridge.openExternal(url);
    else window.postMessage({ type: EXTERNAL_ROUTE_MESSAGE, url }, window.location.origin);
    return;
  }
  window.location.assign(url);
}

/** The notice after a file was saved on a phone (SPEC section 8). */
export const SAVE_MESSAGES = { android: 'Saved to files', ios: 'Saved to documents' } as const;

/** How a saved file reached the user: a notice to show, or null when the save speaks for itself. */
export interface SaveResult {
  readonly message: string | null;
}

/** Saves a blob through a temporary download link (the browser's own download). */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Saves a file where the platform keeps the user's files: a download on the web; the Documents
 * folder on Android and iOS ('Saved to files' / 'Saved to documents'); a save dialog in the
 * desktop shell (no notice: the user picked the place). Throws when the write failed.
 */
export async function saveFile(blob: Blob, fileName: string): Promise<SaveResult> {
  const platform = getPlatform();
  if (platform === 'android' || platform === 'ios') {
    const { writeToDocuments } = await import('./platform-native');
    await writeToDocuments(blob, fileName);
    return { message: SAVE_MESSAGES[platform] };
  }
  const bridge = platform === 'desktop' ? desktopBridge() : null;
  if (bridge) {
    await bridge.saveFile(fileName, new Uint8Array(await blob.arrayBuffer()));
    return { message: null };
  }
  downloadBlob(blob, fileName);
  return { message: null };
}

/**
 * Opens the print dialog for the page as its print CSS lays it out: the operating system's dialog
 * in the Android and iOS apps (a print plugin) and in the desktop shell (through its bridge), the
 * browser's elsewhere. Resolves when the dialog is done where the platform tells (the shells, and
 * browsers whose print() blocks). `name` names the print job.
 */
export async function printDocument(name = document.title): Promise<void> {
  if (isMobile()) {
    const { printNative } = await import('./platform-native');
    await printNative(name);
    return;
  }
  const bridge = desktopBridge();
  if (bridge?.print) {
    await bridge.print();
    return;
  }
  window.print();
}

/** What to share: a file (e.g. the colored page) or a link, with an optional title. */
export interface ShareTarget {
  readonly file?: File;
  readonly url?: string;
  readonly title?: string;
}

/**
 * Opens the system share sheet: @capacitor/share in the mobile apps, the Web Share API elsewhere.
 * Resolves false when the platform cannot share this (no API, or files not supported) so the
 * caller can offer a download instead; a share the user dismissed resolves true.
 */
export async function share(target: ShareTarget): Promise<boolean> {
  if (isMobile()) {
    const { shareNative } = await import('./platform-native');
    return shareNative(target);
  }
  if (typeof navigator.share !== 'function') return false;
  const data: ShareData = target.file ? { files: [target.file], title: target.title } : { url: target.url, title: target.title };
  if (typeof navigator.canShare === 'function' && !navigator.canShare(data)) return false;
  try {
    await navigator.share(data);
  } catch (error) {
    if (!(error instanceof DOMException && error.name === 'AbortError')) throw error;
  }
  return true;
}

/** Screens where the Android back button leaves the app instead of going back. */
const HOME_PATHS = new Set(['/', '/splash', '/sign-in', '/pages/public', '/admin']);

/** True on a screen the Android back button closes the app from. */
export const isHomePath = (pathname: string) => HOME_PATHS.has(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/** Starts what the platform needs for the whole session (the Android back button). */
export function startPlatform(): void {
  if (getPlatform() !== 'android') return;
  void import('./platform-native').then(({ listenBackButton }) => listenBackButton(() => isHomePath(window.location.pathname)));
}
