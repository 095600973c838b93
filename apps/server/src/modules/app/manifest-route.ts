import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import sharp, { type Sharp } from 'sharp';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { fileResponse } from '../../lib/file-response.ts';
import { readSetting } from '../settings/service.ts';

/*
 * The web app manifest, built from the settings on each request (so renaming the app or changing
 * its favicon reaches browsers that install it), and its icons rendered from the favicon.
 * The web build links it from index.html (apps/web/vite-pwa.ts).
 */

/** The brand colours of the web app (apps/web/src/styles/index.css: brand-700, brand-50). */
const THEME_COLOR = '#6d28d9';
const BACKGROUND_COLOR = '#f5f3ff';

/** Icon sizes the manifest lists (Android, desktop install) plus 180 for iOS home screens. */
export const ICON_SIZES = ['180', '192', '512'] as const;

/** The crayon mark of the app logo, used when no favicon was uploaded. */
const DEFAULT_ICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#6d28d9"/><path d="M18 46 38 14l8 5-20 32-9 4z" fill="#facc15"/><path d="m38 14 8 5 3-5a4.6 4.6 0 0 0-8-5z" fill="#fb7185"/><path d="m17 55 9-4-8-5z" fill="#1f1d2b"/></svg>`;

const text = (value: unknown, fallback: string) => (typeof value === 'string' && value.trim() ? value.trim() : fallback);

/** A home-screen label: the name when short, else its first word, at most 12 characters. */
export function shortName(name: string): string {
  if (name.length <= 12) return name;
  return (name.split(/\s+/)[0] ?? name).slice(0, 12);
}

/** The manifest of SPEC's installable web app: name, tagline, icons and colours from the settings. */
export async function buildManifest(ctx: Pick<AppContext, 'db' | 'appKey'>) {
  const [appName, tagline] = await Promise.all([readSetting(ctx, 'app_name'), readSetting(ctx, 'tagline')]);
  const name = text(appName, 'Crayonbox');
  return {
    id: '/',
    name,
    short_name: shortName(name),
    description: text(tagline, ''),
    // Installed, the app opens like the mobile and desktop apps do: on the splash screen.
    start_url: '/splash',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    categories: ['education', 'entertainment', 'kids'],
    icons: ['192', '512'].map((size) => ({ src: `/api/app/icon/${size}`, sizes: `${size}x${size}`, type: 'image/png', purpose: 'any' })),
  };
}

/**
 * The favicon as a square PNG of `size` pixels. An uploaded favicon is read from storage (never
 * fetched from an outside url); anything else, or an image that cannot be decoded, gives the mark.
 */
export async function renderIcon(ctx: Pick<AppContext, 'db' | 'appKey' | 'storage'>, size: number): Promise<Buffer> {
  const favicon = text(await readSetting(ctx, 'favicon'), '');
  const stored = favicon ? await ctx.storage.read(favicon).catch(() => null) : null;
  const fit = (input: Sharp) =>
    input
      .resize(size, size, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .png()
      .toBuffer();
  if (stored) {
    try {
      return await fit(sharp(stored, { limitInputPixels: 40_000_000 }));
    } catch {
      // Not an image sharp can read: the mark instead.
    }
  }
  // Rendered at the target size (density), not scaled up from 64 px.
  return fit(sharp(Buffer.from(DEFAULT_ICON_SVG), { density: Math.ceil((72 * size) / 64) }));
}

const iconParams = z.object({ size: z.enum(ICON_SIZES) });

/** The manifest as the API document describes it (sent as a ready-made string, not serialized). */
const manifestSchema = z.object({
  id: z.string(),
  name: z.string(),
  short_name: z.string(),
  description: z.string(),
  start_url: z.string(),
  scope: z.string(),
  display: z.string(),
  orientation: z.string(),
  theme_color: z.string(),
  background_color: z.string(),
  categories: z.array(z.string()),
  icons: z.array(z.object({ src: z.string(), sizes: z.string(), type: z.string(), purpose: z.string() })),
});

/** GET /app/manifest.webmanifest and GET /app/icon/{180|192|512}: public, no auth. */
export async function manifestRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const manifest = {
    description: 'The web app manifest (not enveloped).',
    content: { 'application/manifest+json': { schema: manifestSchema } },
  };
  app.get('/app/manifest.webmanifest', { schema: { security: [], response: { 200: manifest } } }, async (_req, reply) => {
    const body = await buildManifest(app.ctx);
    // Sent as a string: the manifest's own content type, byte for byte as before.
    const raw: FastifyReply = reply;
    return raw.type('application/manifest+json; charset=utf-8').header('cache-control', 'no-cache').send(JSON.stringify(body));
  });

  const icon = fileResponse('The favicon (or the default mark) as a square PNG.', ['image/png']);
  app.get('/app/icon/:size', { schema: { security: [], params: iconParams, response: { 200: icon } } }, async (req, reply) => {
    const png = await renderIcon(app.ctx, Number(req.params.size));
    return reply.type('image/png').header('cache-control', 'public, max-age=3600').send(png);
  });
}
