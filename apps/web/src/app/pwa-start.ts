// What the app starts besides the screens: the install offer, the service worker (production web
// and desktop builds), the saves waiting for the network and the platform's own hooks (the Android back button).
// Kept tiny: it is part of the landing's first download; everything else is imported lazily.
import { getPlatform, startPlatform } from '@/lib/platform';
import { outboxMaybePending } from '@/lib/outbox-flag';
import { useSession } from '@/stores/session';
import { captureInstallPrompt } from './pwa-install';

/** After the page finished loading, so nothing competes with the first screen. */
function afterLoad(task: () => void): void {
  if (document.readyState === 'complete') setTimeout(task, 0);
  else window.addEventListener('load', () => setTimeout(task, 0), { once: true });
}

/** Sends the saves made offline: on the next start (if some wait) and whenever the network returns. */
function startOutbox(): void {
  const flush = () => {
    if (!useSession.getState().token) return;
    void import('@/features/coloring/waiting-saves').then(({ flushWaitingSaves }) => flushWaitingSaves()).catch(() => undefined);
  };
  window.addEventListener('online', flush);
  afterLoad(() => {
    if (outboxMaybePending() && navigator.onLine) flush();
  });
}

/** True when this build and platform should run the service worker. */
export function wantsServiceWorker(): boolean {
  // The Capacitor apps carry their files; a service worker would only serve stale copies there.
  const platform = getPlatform();
  return import.meta.env.PROD && 'serviceWorker' in navigator && (platform === 'web' || platform === 'desktop');
}

/** Starts the install offer, the service worker, the outbox and the platform hooks. */
export function startPwa(): void {
  captureInstallPrompt();
  startPlatform();
  startOutbox();
  if (wantsServiceWorker()) afterLoad(() => void import('./pwa-register').then(({ registerServiceWorker }) => registerServiceWorker()));
}
