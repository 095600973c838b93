import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { coloredPages, pages } from '../../db/schema.ts';
import { createAdmin, json, signUpVerified, type TestApp } from '../../../test/app.ts';
import { missingUpload, startAppOnStorage, STORAGE_KINDS, type StorageUnderTest } from '../../../test/storage-kinds.ts';
import { coloringLayer, createTestPage, fileAt, pixel, publicCredits, setPublicCredits, upload } from './test-fixtures.ts';

let t: TestApp;
let s: StorageUnderTest;
let owner: Awaited<ReturnType<typeof signUpVerified>>;

const save = (auth: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'PATCH', url: '/api/coloreds/upsert', payload: payload as object, headers: auth });

const rowsOf = (userId: number) => t.database.db.select().from(coloredPages).where(eq(coloredPages.userId, userId));

/** Every stored file (on either storage), to prove a refused save leaves nothing behind. */
const storedFiles = () => s.storedKeys(t);

// On the disk and on S3 (an S3-compatible server on 127.0.0.1, through the AWS SDK).
describe.each(STORAGE_KINDS)('on %s storage', (kind) => {
  startAppOnStorage(kind, async (app, storage) => {
    t = app;
    s = storage;
    owner = await signUpVerified(t, { name: 'Page Owner' });
  });

  describe('PATCH /coloreds/upsert', () => {
    it('saves the coloring and composes a preview with the coloring under the line art', async () => {
      const colorer = await signUpVerified(t);
      const page = await createTestPage(t, owner.user.id);
      const photo = await upload(t, colorer.auth, await coloringLayer('#e03131'));

      const res = await save(colorer.auth, { pageId: page.id, photo });
      expect(res.statusCode).toBe(200);
      const record = json(res).data;
      expect(record).toMatchObject({
        pageId: page.id,
        page: { id: page.id, illustration: page.illustration },
        user: { id: colorer.user.id, name: colorer.name, email: colorer.email },
      });
      expect(record.created_at).toMatch(/^\d{4}-\d\d-\d\dT/);
      expect(record.updated_at).toMatch(/^\d{4}-\d\d-\d\dT/);

      // The stored layer is the PNG the canvas restores.
      const layer = await fileAt(t, record.photo);
      expect((await sharp(layer!).metadata()).format).toBe('png');

      const preview = await fileAt(t, record.preview);
      expect(preview).not.toBeNull();
      const meta = await sharp(preview!).metadata();
      expect(meta.format).toBe('webp');
      const scale = meta.width! / 1024;
      // Inside the ring: colored in the layer, white in the line art -> the coloring's red.
      const [r, g, b] = await pixel(preview!, Math.round(512 * scale), Math.round(512 * scale));
      expect(r).toBeGreaterThan(190);
      expect(g).toBeLessThan(90);
      expect(b).toBeLessThan(90);
      // On the ring (x = 212 on the 1024 canvas): the line stays dark even though it is colored under.
      const line = await pixel(preview!, Math.round(212 * scale), Math.round(512 * scale));
      expect(Math.max(...line)).toBeLessThan(70);
      // Outside the colored square: white paper.
      const paper = await pixel(preview!, Math.round(40 * scale), Math.round(40 * scale));
      expect(Math.min(...paper)).toBeGreaterThan(235);

      const [stored] = await t.database.db.select().from(pages).where(eq(pages.id, page.id));
      expect(stored?.coloredCount).toBe(1);

      const read = await t.app.inject({ method: 'GET', url: `/api/coloreds/${page.id}/read`, headers: colorer.auth });
      expect(read.statusCode).toBe(200);
      expect(json(read).data).toEqual(record);
    });

    it("takes one public_page credit on the first save of someone else's page, none after, none for one's own page", async () => {
      const colorer = await signUpVerified(t);
      const page = await createTestPage(t, owner.user.id);
      const before = await publicCredits(t, colorer.user.id);

      const first = json(
        await save(colorer.auth, { pageId: page.id, photo: await upload(t, colorer.auth, await coloringLayer('#1971c2')) }),
      ).data;
      expect(await publicCredits(t, colorer.user.id)).toBe(before! - 1);

      const res = await save(colorer.auth, { pageId: page.id, photo: await upload(t, colorer.auth, await coloringLayer('#2f9e44')) });
      expect(res.statusCode).toBe(200);
      const second = json(res).data;
      expect(await publicCredits(t, colorer.user.id)).toBe(before! - 1);
      expect(second).toMatchObject({ id: first.id, created_at: first.created_at });
      expect(second.photo).not.toBe(first.photo);
      expect(second.preview).not.toBe(first.preview);
      // The replaced files are gone; the new preview shows the new green.
      expect(await fileAt(t, first.photo)).toBeNull();
      expect(await fileAt(t, first.preview)).toBeNull();
      const [r, g] = await pixel((await fileAt(t, second.preview))!, 256, 256);
      expect(g).toBeGreaterThan(r! + 60);
      const [stored] = await t.database.db.select().from(pages).where(eq(pages.id, page.id));
      expect(stored?.coloredCount).toBe(1);
      expect(await rowsOf(colorer.user.id)).toHaveLength(1);

      // Coloring one's own page is free, even with no credit left.
      await setPublicCredits(t, owner.user.id, 0);
      const own = await createTestPage(t, owner.user.id, 'My own page');
      const mine = await save(owner.auth, { pageId: own.id, photo: await upload(t, owner.auth, await coloringLayer()) });
      expect(mine.statusCode).toBe(200);
      expect(await publicCredits(t, owner.user.id)).toBe(0);
    });

    it('with one credit left, lets exactly one of five concurrent first saves through', async () => {
      const colorer = await signUpVerified(t);
      const targets = await Promise.all([1, 2, 3, 4, 5].map((n) => createTestPage(t, owner.user.id, `Race ${n}`)));
      const photos = await Promise.all(targets.map(async () => upload(t, colorer.auth, await coloringLayer())));
      await setPublicCredits(t, colorer.user.id, 1);
      const filesBefore = storedFiles();

      const results = await Promise.all(targets.map((p, i) => save(colorer.auth, { pageId: p.id, photo: photos[i] })));
      const ok = results.filter((r) => r.statusCode === 200);
      const refused = results.filter((r) => r.statusCode !== 200);
      expect(ok).toHaveLength(1);
      expect(refused).toHaveLength(4);
      for (const r of refused) {
        expect(r.statusCode).toBe(403);
        expect(json(r)).toMatchObject({ code: 'NO_CREDITS', message: 'No credits available. Upgrade your plan to continue.' });
      }
      expect(await publicCredits(t, colorer.user.id)).toBe(0);
      const rows = await rowsOf(colorer.user.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]?.pageId).toBe(json(ok[0]!).data.pageId);
      // Only the saved page counts a coloring, and only its two files (layer + preview) were kept.
      const counts = await Promise.all(
        targets.map(async (p) => (await t.database.db.select().from(pages).where(eq(pages.id, p.id)))[0]?.coloredCount),
      );
      expect(counts.reduce((a, b) => a! + b!, 0)).toBe(1);
      expect(storedFiles().length).toBe(filesBefore.length + 2);
    });

    it('takes a single credit when the same page is first saved twice at once', async () => {
      const colorer = await signUpVerified(t);
      const page = await createTestPage(t, owner.user.id);
      const photos = await Promise.all(
        [coloringLayer('#f08c00'), coloringLayer('#7048e8')].map(async (b) => upload(t, colorer.auth, await b)),
      );
      await setPublicCredits(t, colorer.user.id, 2);

      const results = await Promise.all(photos.map((photo) => save(colorer.auth, { pageId: page.id, photo })));
      expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
      expect(await publicCredits(t, colorer.user.id)).toBe(1);
      const rows = await rowsOf(colorer.user.id);
      expect(rows).toHaveLength(1);
      expect(new Set(results.map((r) => json(r).data.id))).toEqual(new Set([rows[0]!.id]));
      const [stored] = await t.database.db.select().from(pages).where(eq(pages.id, page.id));
      expect(stored?.coloredCount).toBe(1);
    });

    it('refuses a photo that is not one of our PNG colorings with 422, changing nothing', async () => {
      const colorer = await signUpVerified(t);
      const page = await createTestPage(t, owner.user.id);
      const before = await publicCredits(t, colorer.user.id);
      const jpeg = await upload(
        t,
        colorer.auth,
        await sharp(await coloringLayer())
          .flatten({ background: '#fff' })
          .jpeg()
          .toBuffer(),
        'x.jpg',
        'image/jpeg',
      );
      const small = await upload(t, colorer.auth, await coloringLayer('#e03131', 512));
      const filesBefore = storedFiles();

      for (const photo of ['https://elsewhere.example/coloring.png', missingUpload(t), '../../etc/passwd', jpeg, small]) {
        const res = await save(colorer.auth, { pageId: page.id, photo });
        expect(res.statusCode, photo).toBe(422);
        expect(json(res)).toMatchObject({ code: 'VALIDATION', errors: { photo: [expect.any(String)] } });
      }
      const missing = await save(colorer.auth, { pageId: page.id });
      expect(missing.statusCode).toBe(422);
      expect(json(missing).errors.photo).toBeDefined();

      expect(await rowsOf(colorer.user.id)).toHaveLength(0);
      expect(await publicCredits(t, colorer.user.id)).toBe(before);
      expect(storedFiles()).toEqual(filesBefore);
    });

    it('answers 404 for unknown and blocked pages, 403 to admins and 401 to guests', async () => {
      const colorer = await signUpVerified(t);
      const admin = await createAdmin(t);
      const page = await createTestPage(t, owner.user.id);
      const photo = await upload(t, colorer.auth, await coloringLayer());
      const before = await publicCredits(t, colorer.user.id);

      expect((await save(colorer.auth, { pageId: 99_999_999, photo })).statusCode).toBe(404);
      await t.database.db.update(pages).set({ blocked: true }).where(eq(pages.id, page.id));
      const blocked = await save(colorer.auth, { pageId: page.id, photo });
      expect(blocked.statusCode).toBe(404);
      expect(json(blocked).code).toBe('NOT_FOUND');
      expect(await publicCredits(t, colorer.user.id)).toBe(before);
      expect(await rowsOf(colorer.user.id)).toHaveLength(0);

      await t.database.db.update(pages).set({ blocked: false }).where(eq(pages.id, page.id));
      const byAdmin = await save(admin.auth, { pageId: page.id, photo });
      expect(byAdmin.statusCode).toBe(403);
      expect(json(byAdmin).code).toBe('FORBIDDEN');
      expect((await save({}, { pageId: page.id, photo })).statusCode).toBe(401);
    });
  });

  describe('GET /coloreds/{pageId}/read', () => {
    it("returns only the caller's own coloring, and 404 when there is none", async () => {
      const a = await signUpVerified(t);
      const b = await signUpVerified(t);
      const page = await createTestPage(t, owner.user.id);
      await save(a.auth, { pageId: page.id, photo: await upload(t, a.auth, await coloringLayer()) });

      const mine = await t.app.inject({ method: 'GET', url: `/api/coloreds/${page.id}/read`, headers: a.auth });
      expect(json(mine).data.user.id).toBe(a.user.id);
      const theirs = await t.app.inject({ method: 'GET', url: `/api/coloreds/${page.id}/read`, headers: b.auth });
      expect(theirs.statusCode).toBe(404);
      const bad = await t.app.inject({ method: 'GET', url: '/api/coloreds/abc/read', headers: a.auth });
      expect(bad.statusCode).toBe(422);
    });
  });
});
