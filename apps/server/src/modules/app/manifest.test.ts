import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createAdmin, json, type TestApp } from '../../../test/app.ts';
import { startAppOnStorage, STORAGE_KINDS } from '../../../test/storage-kinds.ts';
import { upload } from '../coloreds/test-fixtures.ts';
import { shortName } from './manifest-route.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;

const setSetting = (name: string, value: string) =>
  t.app.inject({ method: 'PATCH', url: `/api/settings/${name}/update`, headers: admin.auth, payload: { value } });

/** The RGBA of a PNG's pixel at a fraction of its width and height (0.5, 0.5 is the center). */
async function pixelAt(png: Buffer, fx = 0.5, fy = 0.5): Promise<number[]> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const i = (Math.floor(info.height * fy) * info.width + Math.floor(info.width * fx)) * 4;
  return [...data.subarray(i, i + 4)];
}

// On the disk and on S3 (an S3-compatible server on 127.0.0.1, through the AWS SDK).
describe.each(STORAGE_KINDS)('on %s storage', (kind) => {
  startAppOnStorage(kind, async (app) => {
    t = app;
    admin = await createAdmin(t);
  });

  describe('GET /app/manifest.webmanifest', () => {
    it('is the installable app of the settings: name, short name, tagline, start on the splash, icons', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/app/manifest.webmanifest' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
      const manifest = json(res);
      expect(manifest).toMatchObject({
        name: 'Crayonbox',
        short_name: 'Crayonbox',
        start_url: '/splash',
        scope: '/',
        display: 'standalone',
        theme_color: '#6d28d9',
      });
      expect(manifest.icons).toEqual([
        { src: '/api/app/icon/192', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/api/app/icon/512', sizes: '512x512', type: 'image/png', purpose: 'any' },
      ]);
    });

    it('follows the admin renaming the app and changing the tagline', async () => {
      expect((await setSetting('app_name', 'Rainbow Coloring Studio')).statusCode).toBe(200);
      expect((await setSetting('tagline', 'Pages for every little artist')).statusCode).toBe(200);
      const manifest = json(await t.app.inject({ method: 'GET', url: '/api/app/manifest.webmanifest' }));
      expect(manifest).toMatchObject({
        name: 'Rainbow Coloring Studio',
        short_name: 'Rainbow',
        description: 'Pages for every little artist',
      });
      await setSetting('app_name', 'Crayonbox');
    });

    it('short names stay short', () => {
      expect(shortName('Crayonbox')).toBe('Crayonbox');
      expect(shortName('Supercalifragilistic Pages')).toBe('Supercalifra');
    });
  });

  describe('GET /app/icon/{size}', () => {
    it('renders the crayon mark at each listed size when no favicon was uploaded', async () => {
      for (const size of [180, 192, 512]) {
        const res = await t.app.inject({ method: 'GET', url: `/api/app/icon/${size}` });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('image/png');
        const meta = await sharp(res.rawPayload).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual(['png', size, size]);
      }
      // The mark: its purple square (#6d28d9) beside the crayon, transparent round corners.
      const icon = (await t.app.inject({ method: 'GET', url: '/api/app/icon/192' })).rawPayload;
      expect(await pixelAt(icon, 0.8, 0.8)).toEqual([0x6d, 0x28, 0xd9, 255]);
      expect((await pixelAt(icon, 0, 0))[3]).toBe(0);
    });

    it('uses the uploaded favicon once an admin set one', async () => {
      const red = await sharp({ create: { width: 64, height: 64, channels: 4, background: { r: 220, g: 20, b: 60, alpha: 1 } } })
        .png()
        .toBuffer();
      const url = await upload(t, admin.auth, red);
      expect((await setSetting('favicon', url)).statusCode).toBe(200);
      const res = await t.app.inject({ method: 'GET', url: '/api/app/icon/512' });
      expect((await sharp(res.rawPayload).metadata()).width).toBe(512);
      expect(await pixelAt(res.rawPayload)).toEqual([220, 20, 60, 255]);
      await setSetting('favicon', '/favicon.svg');
    });

    it('a favicon pointing elsewhere is refused, and the mark is drawn', async () => {
      expect((await setSetting('favicon', 'http://169.254.169.254/latest/meta-data/icon.png')).statusCode).toBe(422);
      const res = await t.app.inject({ method: 'GET', url: '/api/app/icon/192' });
      expect(res.statusCode).toBe(200);
      expect((await sharp(res.rawPayload).metadata()).width).toBe(192);
      await setSetting('favicon', '/favicon.svg');
    });

    it('refuses other sizes without a server error', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/app/icon/4096' });
      expect(res.statusCode).toBe(422);
      expect(json(res).code).toBe('VALIDATION');
    });
  });
});
