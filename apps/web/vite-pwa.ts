import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/*
 * The installable web app (docs/decisions/009-platforms.md).
 *
 * - The manifest is not generated here: the server answers it at /api/app/manifest.webmanifest
 *   from the settings (app name, tagline, favicon), so an admin's rename reaches installed apps.
 *   Only its <link> (and the iOS home-screen icon) is added to index.html.
 * - The service worker (Workbox generateSW) precaches the app shell, and at run time keeps:
 *   recently read pages, credit and user (NetworkFirst, 4 s timeout, one cache entry per signed-in
 *   token so people sharing a device never see each other's data) and the images under /uploads
 *   (CacheFirst; their names never change). Saves are not replayed by the worker: the coloring's
 *   one sync does it (src/features/coloring/coloring-sync.ts, docs/decisions/027-one-home-for-coloring-work.md).
 * - src/app/pwa-start.ts registers it, in production builds only, on the web and desktop.
 */

/** Adds the manifest link and the iOS home-screen icon to the built index.html. */
function manifestLink(): Plugin {
  return {
    name: 'crayonbox-manifest-link',
    apply: 'build',
    transformIndexHtml: () => [
      { tag: 'link', attrs: { rel: 'manifest', href: '/api/app/manifest.webmanifest' }, injectTo: 'head' },
      { tag: 'link', attrs: { rel: 'apple-touch-icon', href: '/api/app/icon/180' }, injectTo: 'head' },
    ],
  };
}

/** The PWA plugins for vite.config.ts. */
export function pwa(): Plugin[] {
  return [
    manifestLink(),
    ...VitePWA({
      strategies: 'generateSW',
      registerType: 'autoUpdate',
      injectRegister: false,
      manifest: false,
      workbox: {
        // The app shell: every script and style but the admin-only heavy ones (charts, rich text),
        // which the /assets runtime rule below still keeps once an admin opened them.
        globPatterns: ['**/*.{js,css,html,svg,woff2}'],
        globIgnores: ['**/*.{br,gz}', 'assets/monthly-chart-*', 'assets/rich-text-*'],
        navigateFallback: '/index.html',
        // Never answer for the API or uploaded files with the app's HTML.
        navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/uploads\//],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
        runtimeCaching: [
          {
            // The JSON reads a coloring screen needs to open offline. Workbox serializes these
            // functions into sw.js: they may use only their arguments.
            urlPattern: ({ url, request, sameOrigin }) =>
              sameOrigin &&
              request.method === 'GET' &&
              /^\/api\/(pages\/\d+\/read|credits\/read|users\/read|settings\/list|coloreds\/\d+\/read)$/.test(url.pathname),
            handler: 'NetworkFirst',
            method: 'GET',
            options: {
              cacheName: 'crayonbox-api-reads',
              networkTimeoutSeconds: 4,
              expiration: { maxEntries: 100, maxAgeSeconds: 7 * 24 * 60 * 60 },
              cacheableResponse: { statuses: [200] },
              plugins: [
                {
                  // One entry per bearer token: a hash of the Authorization header joins the key.
                  cacheKeyWillBeUsed: async ({ request }: { request: Request }) => {
                    const auth = request.headers.get('Authorization') || '';
                    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(auth));
                    const who = Array.from(new Uint8Array(digest).slice(0, 12), (b) => b.toString(16).padStart(2, '0')).join('');
                    const url = new URL(request.url);
                    url.searchParams.set('sw-who', who);
                    return url.href;
                  },
                },
              ],
            },
          },
          {
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/uploads/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'crayonbox-uploads',
              expiration: { maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true },
              cacheableResponse: { statuses: [200] },
            },
          },
          {
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'crayonbox-assets',
              expiration: { maxEntries: 200, maxAgeSeconds: 365 * 24 * 60 * 60, purgeOnQuotaError: true },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
      },
    }),
  ];
}
