/** Where the app runs. The mobile and desktop shells build with VITE_PLATFORM set. */
export type Platform = 'web' | 'android' | 'ios' | 'windows' | 'mac' | 'debian';

const PLATFORMS: readonly Platform[] = ['web', 'android', 'ios', 'windows', 'mac', 'debian'];

export function getPlatform(): Platform {
  const value = (import.meta.env.VITE_PLATFORM ?? '').toLowerCase();
  return (PLATFORMS as readonly string[]).includes(value) ? (value as Platform) : 'web';
}

export const isWeb = () => getPlatform() === 'web';
export const isIos = () => getPlatform() === 'ios';

/** Desktop shells (Windows, Mac, Debian) host the app in a window that must not navigate away. */
export const isDesktop = () => ['windows', 'mac', 'debian'].includes(getPlatform());

/** The message a desktop shell listens for to open a url in the system browser (SPEC section 7). */
export const EXTERNAL_ROUTE_MESSAGE = 'route:external';

/**
 * Opens a page outside the app (e.g. the Stripe checkout): the browser goes there on the web and
 * on mobile; a desktop shell gets a route:external message and opens the system browser instead.
 */
export function openExternal(url: string): void {
  if (isDesktop()) {
    // The shell's preload script listens on its own window; the url is all the message holds.
    window.postMessage({ type: EXTERNAL_ROUTE_MESSAGE, url }, '*');
    return;
  }
  window.location.assign(url);
}
