import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PDFDict, PDFDocument, PDFName, PDFRawStream, type PDFNumber } from 'pdf-lib';
import { pages } from '../../db/schema.ts';
import { createAdmin, createTestApp, json, signUpVerified, type TestApp } from '../../../test/helpers.ts';
import { coloringLayer, makePage, subscribeStarter, upload } from '../coloreds/test-fixtures.ts';

let t: TestApp;
let owner: Awaited<ReturnType<typeof signUpVerified>>;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpVerified(t, { name: 'Page Owner' });
});
afterAll(() => t.close());

const print = (auth: Record<string, string>, id: number, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/pages/${id}/print${query}`, headers: auth });

/** The one image a print PDF embeds, decoded to its width, height and RGB bytes. */
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
  const rgb = zlib.inflateSync(stream.contents);
  const at = (x: number, y: number) => [...rgb.subarray((y * width + x) * 3, (y * width + x) * 3 + 3)];
  return { doc, page: page!, width, height, at };
}

describe('GET /pages/{id}/print', () => {
  it('refuses the free plan with NO_PAID_PLAN', async () => {
    const free = await signUpVerified(t);
    const page = await makePage(t, owner.user.id);
    const res = await print(free.auth, page.id);
    expect(res.statusCode).toBe(403);
    expect(json(res)).toMatchObject({ code: 'NO_PAID_PLAN', message: 'Print is only available on the paid plan.' });
    expect((await print({}, page.id)).statusCode).toBe(401);
  });

  it('gives a paid user a one-page PDF of the right paper size, with their coloring when they saved one', async () => {
    const paid = await signUpVerified(t);
    await subscribeStarter(t, paid.user.id);
    const page = await makePage(
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
    expect(colored.width).toBe(1024);
    const [r, g, b] = colored.at(512, 512);
    expect(r).toBeGreaterThan(200);
    expect(g).toBeLessThan(80);
    expect(b).toBeLessThan(80);
    expect(Math.max(...colored.at(212, 512))).toBeLessThan(40);

    // Someone else's print of the same page stays blank: a coloring is private to its author.
    const other = await signUpVerified(t);
    await subscribeStarter(t, other.user.id);
    const theirs = await printedImage((await print(other.auth, page.id, '?size=letter')).rawPayload);
    expect(Math.min(...theirs.at(512, 512))).toBeGreaterThan(240);
  });

  it('answers 404 for blocked and unknown pages (admins may print blocked ones) and 422 for a bad size', async () => {
    const paid = await signUpVerified(t);
    await subscribeStarter(t, paid.user.id);
    const admin = await createAdmin(t);
    const page = await makePage(t, owner.user.id);

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
