import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import type { ColoringDraft } from '@crayonbox/contract';
import { buildApp } from '../../app.ts';
import { plans } from '../../db/schema.ts';
import { createPaidUser, createTestApp, json, type TestApp } from '../../../test/app.ts';
import { multipart } from '../../../test/multipart.ts';
import { S3_BUCKET } from '../../../test/s3-server.ts';
import { startAppOnStorage, STORAGE_KINDS, type StorageUnderTest } from '../../../test/storage-kinds.ts';
import { coloringLayer, createTestPage, upload } from '../../modules/coloreds/test-fixtures.ts';
import { sweepUploads, UPLOAD_GRACE_MS } from '../../modules/storage/uploads.ts';
import { removeTemporaries } from './disk.ts';

// Every storage behaviour on both providers: the disk, and S3 through the AWS SDK over HTTP to an
// S3-compatible server on 127.0.0.1. Tests of private files (signed urls) slot in as further `it`s.
describe.each(STORAGE_KINDS)('storage on %s', (kind) => {
  let s: StorageUnderTest;
  let t: TestApp;
  let user: Awaited<ReturnType<typeof createPaidUser>>;
  startAppOnStorage(
    kind,
    async (app, storage) => {
      t = app;
      s = storage;
      user = await createPaidUser(t);
      await t.database.db.update(plans).set({ bookLimit: 100 }).where(eq(plans.name, 'starter'));
    },
    { timeout: 60_000 },
  );

  const png = (color = '#1971c2') =>
    sharp({ create: { width: 8, height: 8, channels: 3, background: color } })
      .png()
      .toBuffer();

  /** Makes every write fail as a full disk or an unreachable bucket would; returns the repair. */
  function breakStorage(): () => void {
    if (kind === 'disk') {
      const root = path.join(t.dataDir, 'uploads');
      fs.renameSync(root, `${root}-away`);
      fs.writeFileSync(root, 'not a folder');
      return () => {
        fs.rmSync(root);
        fs.renameSync(`${root}-away`, root);
      };
    }
    const bucket = path.join(s.s3!.directory, S3_BUCKET);
    fs.renameSync(bucket, `${bucket}-away`);
    return () => fs.renameSync(`${bucket}-away`, bucket);
  }

  it('keeps, serves and removes a file', async () => {
    const storage = t.app.ctx.storage;
    const bytes = await png();
    const url = await storage.put('2026/01/provider-check.png', bytes, 'image/png');
    expect(await storage.read(url)).toEqual(bytes);
    const served = await s.fetchUrl(t, url);
    expect(served.status).toBe(200);
    expect(served.body).toEqual(bytes);
    expect(served.cacheControl).toContain('max-age=31536000');
    expect(s.storedKeys(t)).toContain('2026/01/provider-check.png');

    await storage.delete(url);
    await storage.delete(url); // idempotent: two sweepers may remove the same file
    expect(await storage.read(url)).toBeNull();
    expect((await s.fetchUrl(t, url)).status).toBe(404);
    expect(await storage.read('https://elsewhere.example/2026/01/x.png')).toBeNull();
    await expect(storage.put('../escape.png', bytes, 'image/png')).rejects.toThrow(/Unsafe/);
  });

  it('stores an upload without its metadata, and the sweeper removes it when nothing kept it for a day', async () => {
    const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#ff8800' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret location' } } })
      .toBuffer();
    const url = await upload(t, user.auth, jpeg, 'holiday.jpg', 'image/jpeg');
    const served = await s.fetchUrl(t, url);
    expect(served.status).toBe(200);
    expect((await sharp(served.body).metadata()).exif).toBeUndefined();
    const key = s.storedKeys(t).find((k) => url.endsWith(k));
    expect(key).toBeDefined();

    expect(await sweepUploads(t.app.ctx, new Date(Date.now() + UPLOAD_GRACE_MS + 60_000))).toBeGreaterThanOrEqual(1);
    expect(s.storedKeys(t)).not.toContain(key);
    expect((await s.fetchUrl(t, url)).status).toBe(404);
  });

  it('keeps a coloring’s own copy of its layer when the sweeper removes the upload', async () => {
    const page = await createTestPage(t, user.user.id, 'Sweeper sun');
    const layer = await upload(t, user.auth, await coloringLayer('#2f9e44'));
    const save = await t.app.inject({
      method: 'PATCH',
      url: '/api/coloreds/upsert',
      headers: user.auth,
      payload: { pageId: page.id, photo: layer },
    });
    expect(save.statusCode).toBe(200);
    const kept = json(save).data.photo as string;
    expect(kept).not.toBe(layer);
    await sweepUploads(t.app.ctx, new Date(Date.now() + UPLOAD_GRACE_MS + 60_000));
    expect((await s.fetchUrl(t, layer)).status).toBe(404);
    expect((await s.fetchUrl(t, kept)).status).toBe(200);
  });

  it('keeps a draft’s layer and reads it back', async () => {
    const page = await createTestPage(t, user.user.id, 'Draft sun');
    const fields = { base_revision: 0, changed_at: new Date().toISOString(), device: 'tablet' };
    const body = multipart(fields, { file: { bytes: await coloringLayer('#e03131'), filename: 'draft.png', type: 'image/png' } });
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/coloreds/${page.id}/draft`,
      payload: body.payload,
      headers: { ...user.auth, ...body.headers },
    });
    expect(put.statusCode).toBe(200);
    const read = json(await t.app.inject({ method: 'GET', url: `/api/coloreds/${page.id}/draft`, headers: user.auth }))
      .data as ColoringDraft;
    const layer = await s.fetchUrl(t, read.photo);
    expect(layer.status).toBe(200);
    expect((await sharp(layer.body).metadata()).width).toBe(1024);
  });

  it('stores a book’s PDF, serves it to its owner, and removes it with the book', async () => {
    const page = await createTestPage(t, user.user.id, 'Book sun');
    const book = json(await t.app.inject({ method: 'POST', url: '/api/books', headers: user.auth, payload: { name: 'Stored book' } })).data;
    await t.app.inject({ method: 'POST', url: `/api/books/${book.id}/pages`, headers: user.auth, payload: { page_id: page.id } });
    expect((await t.app.inject({ method: 'POST', url: `/api/books/${book.id}/export`, headers: user.auth, payload: {} })).statusCode).toBe(
      202,
    );
    await expect
      .poll(async () => json(await t.app.inject({ method: 'GET', url: `/api/books/${book.id}/export`, headers: user.auth })).data.status, {
        timeout: 30_000,
        interval: 100,
      })
      .toBe('done');
    const file = await t.app.inject({ method: 'GET', url: `/api/books/${book.id}/export/file`, headers: user.auth });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(s.storedKeys(t).filter((k) => k.startsWith('private/books/'))).toHaveLength(1);
    expect((await t.app.inject({ method: 'POST', url: `/api/books/${book.id}/delete`, headers: user.auth })).statusCode).toBe(200);
    expect(s.storedKeys(t).filter((k) => k.startsWith('private/books/'))).toEqual([]);
  }, 60_000);

  it('answers 503 STORAGE_UNAVAILABLE when nothing can be stored, and health tells the balancer', async () => {
    // Health keeps a probe's answer for 5 s; a fresh app asks the storage now.
    const app = await buildApp(t.config, { database: t.database, logger: false });
    await app.ready();
    const repair = breakStorage();
    try {
      const body = multipart({}, { file: { bytes: await png(), filename: 'a.png', type: 'image/png' } });
      const res = await app.inject({
        method: 'POST',
        url: '/api/storage/upload',
        payload: body.payload,
        headers: { ...user.auth, ...body.headers },
      });
      expect(res.statusCode).toBe(503);
      expect(json(res)).toEqual({
        code: 'STORAGE_UNAVAILABLE',
        message: 'Files cannot be stored right now. Please try again in a few minutes.',
      });
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(json(health)).toMatchObject({ status: 'degraded', db: 'ok', storage: 'unwritable', code: 'STORAGE_UNAVAILABLE' });
    } finally {
      repair();
      await app.close();
    }
    expect(json(await t.app.inject({ method: 'GET', url: '/api/health' }))).toEqual({ status: 'ok', db: 'ok', storage: 'ok' });
  });
});

describe('temporary files of the disk storage', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const temporaries = (root: string) => (fs.readdirSync(root, { recursive: true }) as string[]).filter((f) => f.endsWith('.tmp'));

  it('a failed write removes its temporary file', async () => {
    const root = path.join(t.dataDir, 'uploads');
    // A folder where the file should go: the write gets as far as the rename, then fails.
    fs.mkdirSync(path.join(root, '2026/02/taken.png/inside'), { recursive: true });
    await expect(t.app.ctx.storage.put('2026/02/taken.png', Buffer.from('x'), 'image/png')).rejects.toMatchObject({
      code: 'STORAGE_UNAVAILABLE',
    });
    expect(temporaries(root)).toEqual([]);
  });

  it('temporaries a crash left are removed when a server starts, and nothing else is', async () => {
    const root = path.join(t.dataDir, 'uploads');
    const folder = path.join(root, '2026/03');
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(path.join(folder, 'kept.png'), 'picture');
    fs.writeFileSync(path.join(folder, 'kept.png.0123456789ab.tmp'), 'half a pic');
    fs.writeFileSync(path.join(root, 'other.png.ba9876543210.tmp'), 'half');
    const app = await buildApp(t.config, { database: t.database, logger: false });
    await app.close();
    expect(temporaries(root)).toEqual([]);
    expect(fs.readFileSync(path.join(folder, 'kept.png'), 'utf8')).toBe('picture');
    expect(await removeTemporaries(path.join(t.dataDir, 'missing'))).toBe(0);
  });
});
