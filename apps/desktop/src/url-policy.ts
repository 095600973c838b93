// What the desktop window may show and what it must hand to the system browser. Pure functions:
// the main process applies them to navigations, new windows and IPC input.
import path from 'node:path';

/** The url as a normalized http(s) address, or null for anything else (file:, javascript:, junk, credentials). */
export function externalUrl(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length > 4096) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  // user:pass@host tricks people into trusting a link; nothing legitimate here needs it.
  if (url.username || url.password) return null;
  return url.href;
}

/**
 * True when `raw` belongs to the app the window loaded (same scheme, host and port). Compared by
 * parts, not URL.origin: Node gives a custom scheme like app://crayonbox the origin "null".
 */
export function isAppUrl(raw: string, appUrl: string): boolean {
  try {
    const url = new URL(raw);
    const app = new URL(appUrl);
    return url.protocol === app.protocol && url.host === app.host;
  } catch {
    return false;
  }
}

/** What to do with a navigation or a window.open: stay in the app, open the system browser, or nothing. */
export type NavigationDecision = 'allow' | 'external' | 'deny';

/** The app's own pages load in the window; http(s) elsewhere goes to the system browser; the rest is refused. */
export function decideNavigation(raw: string, appUrl: string): NavigationDecision {
  if (isAppUrl(raw, appUrl)) return 'allow';
  return externalUrl(raw) ? 'external' : 'deny';
}

// Characters Windows, macOS or Linux refuse in file names, and control characters.
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[<>:"/\\|?*\u0000-\u001f\u007f]/g;
const RESERVED = /^(con|prn|aux|nul|com[1-9]|lpt[1-9])(\..*)?$/i;
const MAX_LENGTH = 120;

/**
 * A file name safe on every desktop: no folders (only the last path part is kept), no forbidden
 * or control characters, no leading dots, no Windows device names, at most 120 characters with
 * the extension kept. Falls back to `fallback` when nothing usable is left.
 */
export function sanitizeFileName(raw: unknown, fallback = 'download'): string {
  const base = typeof raw === 'string' ? path.posix.basename(raw.replace(/\\/g, '/')) : '';
  let name = base
    .replace(FORBIDDEN, '-')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s-]+/, '')
    .replace(/[.\s]+$/, '');
  if (!name) name = fallback;
  if (RESERVED.test(name)) name = `_${name}`;
  if (name.length > MAX_LENGTH) {
    const ext = path.extname(name).slice(0, 10);
    name = name.slice(0, MAX_LENGTH - ext.length) + ext;
  }
  return name;
}
