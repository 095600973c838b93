import { Workbox } from 'workbox-window';

/** The service worker vite-plugin-pwa generates (vite.config.ts): app shell, offline reads, uploads. */
export const SERVICE_WORKER_URL = '/sw.js';

/**
 * Registers the service worker for the whole site. It never answers for /api or /uploads
 * navigations (see the workbox options), and takes over open tabs at once, so a page opened
 * before it installed is served offline after its next reload.
 */
export async function registerServiceWorker(): Promise<void> {
  try {
    await new Workbox(SERVICE_WORKER_URL, { scope: '/' }).register();
  } catch {
    // No service worker (private mode, blocked): the app works online as before.
  }
}
