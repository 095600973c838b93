import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, type PDFNumber } from 'pdf-lib';
import sharp from 'sharp';
import { pages } from '../../db/schema.ts';
import { createAdmin, json, signUpVerified, type TestApp, insertStarterSubscription } from '../../../test/app.ts';
import { startAppOnStorage, STORAGE_KINDS } from '../../../test/storage-kinds.ts';
import { coloringLayer, lineArt, createTestPage, upload } from '../coloreds/test-fixtures.ts';
import { newKey } from '../storage/service.ts';

let t: TestApp;
let owner: Awaited<ReturnType<typeof signUpVerified>>;

const print = (auth: Record<string, string>, id: number, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/pages/${id}/print${query}`, headers: auth });

/**
 * The one image a print PDF embeds: its pixel size, its printed resolution (pixels per inch of
 * the size the page's content stream draws it at) and its pixels, read in 1024-canvas coordinates.
 */
async function printedImage(body: Buffer) {
  const doc = await PDFDocument.load(body);
  const [page] = doc.getPages();
  const xobjects = page!.node.Resources()!.lookup(PDFName.of('XObject'), PDFDict);
  const images = xobjects
    .values()
    .map((ref) => doc.context.lookup(ref))
    .filter((obj): obj is PDFRawStream => obj instanceof PDFRawStream && obj.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'));
  expect(images).toHaveLength(1);
  const stream = images[0]!;
  const width = (stream.dict.get(PDFName.of('Width')) as PDFNumber).asNumber();
  const height = (stream.dict.get(PDFName.of('Height')) as PDFNumber).asNumber();
  expect(stream.dict.get(PDFName.of('Filter'))).toBe(PDFName.of('FlateDecode'));
  const channels = stream.dict.get(PDFName.of('ColorSpace')) === PDFName.of('DeviceGray') ? 1 : 3;
  const pixels = zlib.inflateSync(stream.contents);
  const scale = width / 1024;
  const at = (x: number, y: number) => {
    const o = (Math.round(y * scale) * width + Math.round(x * scale)) * channels;
    return channels === 1 ? [pixels[o]!, pixels[o]!, pixels[o]!] : [...pixels.subarray(o, o + 3)];
  };
  const contents = page!.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents];
  const content = streams
    .map((st) => st as PDFRawStream)
    .map((st) => (st.dict.get(PDFName.of('Filter')) ? zlib.inflateSync(st.contents) : Buffer.from(st.contents)).toString('latin1'))
    .join('\n');
  // The drawn size: the scales of every `cm` between the image's `q` and its `Do`, multiplied.
  const block = /q\n((?:[\d.-]+ [\d.-]+ [\d.-]+ [\d.-]+ [\d.-]+ [\d.-]+ cm\n)+)\/\S+ Do/.exec(content);
  expect(block).not.toBeNull();
  const scales = [...block![1]!.matchAll(/([\d.-]+) [\d.-]+ [\d.-]+ ([\d.-]+) [\d.-]+ [\d.-]+ cm/g)];
  const drawnWidth = scales.reduce((a, m) => a * Number(m[1]), 1);
  const drawnHeight = scales.reduce((a, m) => a * Number(m[2]), 1);
  const ppi = Math.min(width / (drawnWidth / 72), height / (drawnHeight / 72));
  return { doc, page: page!, width, height, ppi, at };
}

// On the disk and on S3 (an S3-compatible server on 127.0.0.1, through the AWS SDK).
describe.each(STORAGE_KINDS)('on %s storage', (kind) => {
  startAppOnStorage(kind, async (app) => {
    t = app;
    owner = await signUpVerified(t, { name: 'Page Owner' });
  });

  describe('GET /pages/{id}/print', () => {
    it('refuses the free plan with NO_PAID_PLAN', async () => {
      const free = await signUpVerified(t);
      const page = await createTestPage(t, owner.user.id);
      const res = await print(free.auth, page.id);
      expect(res.statusCode).toBe(403);
      expect(json(res)).toMatchObject({ code: 'NO_PAID_PLAN', message: 'Print is only available on the paid plan.' });
      expect((await print({}, page.id)).statusCode).toBe(401);
    });

    it('gives a paid user a one-page PDF of the right paper size, with their coloring when they saved one', async () => {
      const paid = await signUpVerified(t);
      await insertStarterSubscription(t, paid.user.id);
      const page = await createTestPage(
        t,
        owner.user.id,
        'Sunny ring ☀ with a very long title that goes on and on and on and on and on and on and on and on',
      );

      const letter = await print(paid.auth, page.id);
      expect(letter.statusCode).toBe(200);
      expect(letter.headers['content-type']).toBe('application/pdf');
      expect(letter.headers['content-disposition']).toBe(`inline; filename="coloring-page-${page.id}.pdf"`);
      expect(letter.headers['cache-control']).toBe('private, no-store');
      const blank = await printedImage(letter.rawPayload);
      expect(blank.doc.getPageCount()).toBe(1);
      expect(blank.page.getSize()).toEqual({ width: 612, height: 792 });
      expect(blank.doc.getTitle()).toMatch(/^Sunny ring/);
      // Print resolution: the line art goes to paper at 300 ppi or more.
      expect(blank.width).toBe(3072);
      expect(blank.ppi).toBeGreaterThanOrEqual(300);
      // No coloring saved yet: the blank page, white inside the ring and black on it.
      expect(Math.min(...blank.at(512, 512))).toBeGreaterThan(240);
      expect(Math.max(...blank.at(212, 512))).toBeLessThan(40);

      const photo = await upload(t, paid.auth, await coloringLayer('#e03131'));
      const saved = await t.app.inject({
        method: 'PATCH',
        url: '/api/coloreds/upsert',
        payload: { pageId: page.id, photo },
        headers: paid.auth,
      });
      expect(saved.statusCode).toBe(200);

      const a4 = await print(paid.auth, page.id, '?size=a4');
      expect(a4.statusCode).toBe(200);
      const colored = await printedImage(a4.rawPayload);
      const size = colored.page.getSize();
      expect(size.width).toBeCloseTo(595.28, 1);
      expect(size.height).toBeCloseTo(841.89, 1);
      expect(colored.width).toBe(3072);
      expect(colored.ppi).toBeGreaterThanOrEqual(300);
      const [r, g, b] = colored.at(512, 512);
      expect(r).toBeGreaterThan(200);
      expect(g).toBeLessThan(80);
      expect(b).toBeLessThan(80);
      expect(Math.max(...colored.at(212, 512))).toBeLessThan(40);

      // Someone else's print of the same page stays blank: a coloring is private to its author.
      const other = await signUpVerified(t);
      await insertStarterSubscription(t, other.user.id);
      const theirs = await printedImage((await print(other.auth, page.id, '?size=letter')).rawPayload);
      expect(Math.min(...theirs.at(512, 512))).toBeGreaterThan(240);
    });

    it('answers the picture alone with format=png, for the browser print view, with the same rules', async () => {
      const free = await signUpVerified(t);
      const paid = await signUpVerified(t);
      await insertStarterSubscription(t, paid.user.id);
      const page = await createTestPage(t, owner.user.id);
      expect(json(await print(free.auth, page.id, '?format=png')).code).toBe('NO_PAID_PLAN');
      expect(json(await print(paid.auth, page.id, '?format=gif')).errors.format).toEqual(['Format must be pdf or png.']);
      const res = await print(paid.auth, page.id, '?format=png&size=a4');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['cache-control']).toBe('private, no-store');
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.width, meta.height]).toEqual([3072, 3072]);
    });

    it('prints pages stored before print resolution (1024 px) at 300 ppi with crisp edges', async () => {
      const paid = await signUpVerified(t);
      await insertStarterSubscription(t, paid.user.id);
      const page = await createTestPage(t, owner.user.id, 'Old sun');
      // As pages were stored before: an anti-aliased 1024 PNG.
      const old = await sharp(await lineArt())
        .resize(1024, 1024)
        .png()
        .toBuffer();
      const key = await t.app.ctx.storage.put(newKey('png'), old, 'image/png');
      await t.database.db.update(pages).set({ illustration: key }).where(eq(pages.id, page.id));

      const printed = await printedImage((await print(paid.auth, page.id)).rawPayload);
      expect(printed.width).toBe(3072);
      expect(printed.ppi).toBeGreaterThanOrEqual(300);
      // The ring's edge (radius 300 + 20 in 1024 px) goes from black to white within a few of the
      // 3072 px: at most 2 grey pixels, where a plain 3x enlargement of the old picture gives 3.
      const row = Array.from({ length: 60 }, (_, i) => printed.at(512 + 300 + 5 + i / 3, 512)[0]!);
      const ramp = row.filter((v) => v > 30 && v < 225).length;
      expect(row[0]).toBeLessThan(30);
      expect(row.at(-1)).toBeGreaterThan(225);
      expect(ramp).toBeLessThanOrEqual(2);
    });

    it('answers 404 for blocked and unknown pages (admins may print blocked ones) and 422 for a bad size', async () => {
      const paid = await signUpVerified(t);
      await insertStarterSubscription(t, paid.user.id);
      const admin = await createAdmin(t);
      const page = await createTestPage(t, owner.user.id);

      expect((await print(paid.auth, page.id, '?size=tabloid')).statusCode).toBe(422);
      expect(json(await print(paid.auth, page.id, '?size=tabloid')).errors.size).toBeDefined();
      expect((await print(paid.auth, 99_999_999)).statusCode).toBe(404);

      await t.database.db.update(pages).set({ blocked: true }).where(eq(pages.id, page.id));
      const blocked = await print(paid.auth, page.id);
      expect(blocked.statusCode).toBe(404);
      expect(json(blocked).code).toBe('NOT_FOUND');

      const byAdmin = await print(admin.auth, page.id, '?size=a4');
      expect(byAdmin.statusCode).toBe(200);
      expect((await PDFDocument.load(byAdmin.rawPayload)).getPageCount()).toBe(1);
    });
  });
});
