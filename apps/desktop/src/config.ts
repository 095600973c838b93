// Which web app the desktop window shows. Pure: main.ts passes the environment and what exists.
import path from 'node:path';
import { externalUrl } from './url-policy.ts';

/** The custom scheme serving a web build bundled with the app (see bundled-protocol.ts). */
export const BUNDLED_SCHEME = 'app';
export const BUNDLED_URL = `${BUNDLED_SCHEME}://crayonbox/`;
/** Where `npm start` serves the app: the default while developing. */
export const DEV_URL = 'http://localhost:3000/';

export interface AppUrlSources {
  /** process.env */
  readonly env: Record<string, string | undefined>;
  /** app-config.json's appUrl (beside the app resources), when that file exists. */
  readonly configFileUrl?: string | null;
  /** True when a web build is bundled (resources/web/index.html). */
  readonly bundled: boolean;
}

/**
 * The url to load, first match wins: CRAYONBOX_APP_URL; the appUrl of app-config.json (what a
 * packaged build ships, see electron-builder.yml); the bundled web build; else the local server.
 * Only http(s) urls are accepted from the environment and the file.
 */
export function resolveAppUrl({ env, configFileUrl, bundled }: AppUrlSources): string {
  for (const candidate of [env.CRAYONBOX_APP_URL, configFileUrl]) {
    const url = externalUrl(candidate);
    if (url) return url;
  }
  return bundled ? BUNDLED_URL : DEV_URL;
}

/** Reads appUrl from the text of app-config.json; null for a missing or malformed file. */
export function parseConfigFile(text: string | null): string | null {
  if (!text) return null;
  try {
    const data = JSON.parse(text) as { appUrl?: unknown };
    return typeof data.appUrl === 'string' ? data.appUrl : null;
  } catch {
    return null;
  }
}

/**
 * The file under `root` a request of the bundled app maps to: the file itself when it exists,
 * else index.html (client-side routes like /pages/3/color). Never a path outside `root`.
 */
export function bundledFilePath(root: string, requestUrl: string, exists: (file: string) => boolean): string {
  const index = path.join(root, 'index.html');
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(requestUrl).pathname);
  } catch {
    return index;
  }
  const file = path.resolve(root, `.${path.posix.normalize(`/${pathname}`)}`);
  if (!file.startsWith(path.resolve(root) + path.sep)) return index;
  return exists(file) ? file : index;
}
