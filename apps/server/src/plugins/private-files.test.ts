import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookExports } from '../db/schema.ts';
import { createPaidUser, json, signUpVerified, type TestApp } from '../../test/app.ts';
import { startAppOnStorage, STORAGE_KINDS, type StorageUnderTest, storedKeyOf } from '../../test/storage-kinds.ts';
import { multipart } from '../../test/multipart.ts';
import { coloringLayer, createTestPage, upload } from '../modules/coloreds/test-fixtures.ts';
import { PRIVATE_PREFIX } from '../providers/storage/storage.ts';
import { PRIVATE_PATH, privateFileSigner } from './private-files.ts';

let t: TestApp;

const get = (url: string) => t.app.inject({ method: 'GET', url });
const withoutQuery = (url: string) => url.split('?')[0]!;

// On the disk and on S3 (an S3-compatible server on 127.0.0.1, through the AWS SDK).
describe.each(STORAGE_KINDS)('on %s storage', (kind) => {
  let s: StorageUnderTest;
  startAppOnStorage(kind, (app, storage) => {
    t = app;
    s = storage;
  });

  describe('private files', () => {
    it('serves a saved coloring only through a signed url, privately cached; the page art stays public', async () => {
      const colorer = await signUpVerified(t);
      const page = await createTestPage(t, colorer.user.id);
      const photo = await upload(t, colorer.auth, await coloringLayer());
      const saved = json(
        await t.app.inject({ method: 'PATCH', url: '/api/coloreds/upsert', payload: { pageId: page.id, photo }, headers: colorer.auth }),
      ).data;

      for (const url of [saved.photo, saved.preview]) {
        expect(url).toMatch(/^\/uploads\/private\/.+\?expires=\d+&signature=/);
        const file = await get(url);
        expect(file.statusCode).toBe(200);
        expect(file.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
        // The same path without its signature, or with a changed one, tells nothing.
        const bare = await get(withoutQuery(url));
        expect(bare.statusCode).toBe(404);
        expect(json(bare).code).toBe('NOT_FOUND');
        // (Changed for certain: set to "x", a signature that began with "x" was left as it was.)
        expect((await get(url.replace(/signature=(.)/, (_: string, c: string) => `signature=${c === 'x' ? 'y' : 'x'}`))).statusCode).toBe(
          404,
        );
      }

      // The page object (the lists' prebuilt JSON too) carries the signed url of the caller's coloring.
      const read = json(await t.app.inject({ method: 'GET', url: `/api/pages/${page.id}/read`, headers: colorer.auth })).data;
      expect(read.colored.photo).toMatch(/\?expires=\d+&signature=/);
      for (let i = 0; i < 2; i++) {
        const list = json(await t.app.inject({ method: 'GET', url: '/api/pages/paginate?scope=colored', headers: colorer.auth })).data;
        expect(list.data[0].colored.preview).toMatch(/\?expires=\d+&signature=/);
      }

      // Public files: from the app on disk, from the bucket on S3.
      const art = await s.fetchUrl(t, page.illustration);
      expect(art.status).toBe(200);
      expect(art.cacheControl).toContain('public');
    });

    it('does not open a signed url past its time', async () => {
      const signer = privateFileSigner(t.app.ctx.appKey);
      const twoHoursAgo = Date.now() - 2 * 60 * 60 * 1000 - 1000;
      expect((await get(signer.sign('private/2026/01/x.png', twoHoursAgo))).statusCode).toBe(404);
    });

    it('keeps drafts private', async () => {
      const colorer = await signUpVerified(t);
      const page = await createTestPage(t, colorer.user.id);
      const { payload, headers } = multipart(
        { base_revision: 0, device: 'tablet', changed_at: new Date().toISOString() },
        { file: { bytes: await coloringLayer(), filename: 'draft.png', type: 'image/png' } },
      );
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/coloreds/${page.id}/draft`,
        payload,
        headers: { ...colorer.auth, ...headers },
      });
      expect(res.statusCode).toBe(200);
      const draft = json(res).data;
      expect((await get(draft.photo)).statusCode).toBe(200);
      expect((await get(withoutQuery(draft.photo))).statusCode).toBe(404);
    });

    it('keeps a book PDF out of the public files', async () => {
      const author = await createPaidUser(t);
      const page = await createTestPage(t, author.user.id);
      const book = json(await t.app.inject({ method: 'POST', url: '/api/books', payload: { name: 'Mine' }, headers: author.auth })).data;
      await t.app.inject({ method: 'POST', url: `/api/books/${book.id}/pages`, payload: { page_id: page.id }, headers: author.auth });
      await t.app.inject({ method: 'POST', url: `/api/books/${book.id}/export`, payload: {}, headers: author.auth });
      for (let i = 0; i < 600; i++) {
        const build = json(await t.app.inject({ method: 'GET', url: `/api/books/${book.id}/export`, headers: author.auth })).data;
        if (build?.status === 'done' || build?.status === 'failed') break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const [row] = await t.database.db.select().from(bookExports).where(eq(bookExports.bookId, book.id));
      // Stored under private/ (on S3 the bucket policy keeps that prefix unreadable; the stand-in
      // has no policies), and the app serves it to nobody without a signature.
      const key = storedKeyOf(t, row!.file!);
      expect(key).toMatch(/^private\/books\/.+\.pdf$/);
      expect(s.storedKeys(t)).toContain(key);
      expect((await get(PRIVATE_PATH + key!.slice(PRIVATE_PREFIX.length))).statusCode).toBe(404);
      const pdf = await t.app.inject({ method: 'GET', url: `/api/books/${book.id}/export/file`, headers: author.auth });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['cache-control']).toMatch(/^private/);
    });
  });
});
