import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PDFDict, PDFDocument, PDFName, type PDFRawStream } from 'pdf-lib';
import { buildApp } from '../../app.ts';
import { bookExports, pages, plans } from '../../db/schema.ts';
import { createAdmin, json, signUpVerified, type TestApp, insertStarterSubscription } from '../../../test/app.ts';
import { startAppOnStorage, STORAGE_KINDS } from '../../../test/storage-kinds.ts';
import { checkBookPdf, fontProgramSizes } from '../../../test/pdf-check.ts';
import { coloringLayer, createTestPage, upload } from '../coloreds/test-fixtures.ts';

let t: TestApp;
let paid: Awaited<ReturnType<typeof signUpVerified>>;
let other: Awaited<ReturnType<typeof signUpVerified>>;
let pageIds: number[];

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, auth: Record<string, string>, payload?: unknown) =>
  t.app.inject({ method, url: `/api${url}`, headers: auth, ...(payload === undefined ? {} : { payload: payload as object }) });

async function newBook(name = 'Rainy day book') {
  const res = await call('POST', '/books', paid.auth, { name, subtitle: 'Suns to color', author: 'Ada' });
  expect(res.statusCode).toBe(201);
  return json(res).data as { id: number };
}

/** Polls the build until it finishes (the worker runs in the app under test). */
async function waitForBuild(bookId: number, app = t.app, auth = paid.auth) {
  for (let i = 0; i < 300; i++) {
    const res = await app.inject({ method: 'GET', url: `/api/books/${bookId}/export`, headers: auth });
    const exp = json(res).data;
    if (exp && (exp.status === 'done' || exp.status === 'failed')) return exp;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the build did not finish');
}

async function download(bookId: number) {
  const res = await call('GET', `/books/${bookId}/export/file`, paid.auth);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('application/pdf');
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'book-')), 'book.pdf');
  fs.writeFileSync(file, res.rawPayload);
  return { file, bytes: res.rawPayload };
}

/** Grey levels of the image drawn on one page of the PDF (the whole image, inflated). */
async function pageImage(bytes: Buffer, index: number) {
  const doc = await PDFDocument.load(bytes);
  const xobjects = doc.getPages()[index]!.node.Resources()!.lookup(PDFName.of('XObject'), PDFDict);
  const stream = doc.context.lookup(xobjects.values()[0]!) as PDFRawStream;
  expect(stream.dict.get(PDFName.of('ColorSpace'))).toBe(PDFName.of('DeviceGray'));
  return zlib.inflateSync(stream.contents);
}

// On the disk and on S3 (an S3-compatible server on 127.0.0.1, through the AWS SDK).
describe.each(STORAGE_KINDS)('on %s storage', (kind) => {
  startAppOnStorage(
    kind,
    async (app) => {
      t = app;
      paid = await signUpVerified(t, { name: 'Book Maker' });
      other = await signUpVerified(t, { name: 'Someone Else' });
      await insertStarterSubscription(t, paid.user.id);
      const mine = await createTestPage(t, paid.user.id, 'My sun');
      const theirs = await createTestPage(t, other.user.id, 'Their sun');
      const third = await createTestPage(t, other.user.id, 'Third sun');
      pageIds = [mine.id, theirs.id, third.id];
      // Room for every book these tests build; the limit's own test lowers it.
      await t.database.db.update(plans).set({ bookLimit: 100 }).where(eq(plans.name, 'starter'));
    },
    { timeout: 60_000 },
  );

  describe('books', () => {
    it('are for paid plans: a free user is told so and nothing is made', async () => {
      const res = await call('POST', '/books', other.auth, { name: 'Mine' });
      expect(res.statusCode).toBe(403);
      expect(json(res).code).toBe('NO_PAID_PLAN');
      expect(json(await call('GET', '/books', other.auth)).data.books).toEqual([]);
    });

    it('checks names and export options with field errors', async () => {
      const empty = await call('POST', '/books', paid.auth, { name: '   ' });
      expect(empty.statusCode).toBe(422);
      expect(json(empty).errors.name[0]).toBe('Name is required.');
      const book = await newBook('Options');
      const bad = await call('POST', `/books/${book.id}/export`, paid.auth, { trim: 'legal' });
      expect(bad.statusCode).toBe(422);
      expect(json(bad).errors.trim[0]).toBe('Choose a trim size.');
      const none = await call('POST', `/books/${book.id}/export`, paid.auth, {});
      expect(none.statusCode).toBe(422);
      expect(json(none).message).toBe('Add at least one page before making the PDF.');
    });

    it('collect pages from anyone, in an order the owner sets, once each', async () => {
      const book = await newBook();
      for (const id of pageIds) expect((await call('POST', `/books/${book.id}/pages`, paid.auth, { page_id: id })).statusCode).toBe(200);
      const again = await call('POST', `/books/${book.id}/pages`, paid.auth, { page_id: pageIds[0] });
      expect(again.statusCode).toBe(409);
      const reordered = await call('POST', `/books/${book.id}/update`, paid.auth, {
        pages: [{ page_id: pageIds[2] }, { page_id: pageIds[0] }],
        belongs_to: false,
      });
      expect(reordered.statusCode).toBe(200);
      const data = json(reordered).data;
      expect(data.pages.map((p: { title: string }) => p.title)).toEqual(['Third sun', 'My sun']);
      expect(data.belongs_to).toBe(false);
      // Someone else's book is not found, not forbidden: its id reveals nothing.
      expect((await call('GET', `/books/${book.id}`, other.auth)).statusCode).toBe(404);
    });

    it('leave out pages blocked by moderators, and refuse to add them', async () => {
      const book = await newBook('Blocked');
      const page = await createTestPage(t, other.user.id, 'Soon blocked');
      await call('POST', `/books/${book.id}/pages`, paid.auth, { page_id: page.id });
      await t.database.db.update(pages).set({ blocked: true }).where(eq(pages.id, page.id));
      expect(json(await call('GET', `/books/${book.id}`, paid.auth)).data.pages).toEqual([]);
      const add = await call('POST', `/books/${book.id}/pages`, paid.auth, { page_id: page.id });
      expect(add.statusCode).toBe(404);
    });

    it('keep to the plan pages-per-book limit, which an admin edits like the other limits', async () => {
      const admin = await createAdmin(t);
      const [starter] = await t.database.db.select().from(plans).where(eq(plans.name, 'starter'));
      const edit = await call('POST', `/plans/${starter!.id}/update`, admin.auth, {
        title: starter!.title,
        price: starter!.priceCents / 100,
        publicPageLimit: starter!.publicPageLimit,
        pageCreationLimit: starter!.pageCreationLimit,
        bookPageLimit: 2,
      });
      expect(edit.statusCode).toBe(200);
      expect(json(edit).data.book_page_limit).toBe(2);
      expect(json(edit).data.book_limit).toBe(starter!.bookLimit);
      try {
        const book = await newBook('Too long');
        const res = await call('POST', `/books/${book.id}/update`, paid.auth, { pages: pageIds.map((id) => ({ page_id: id })) });
        expect(res.statusCode).toBe(422);
        expect(json(res).errors.pages[0]).toBe('Your plan allows 2 pages in a book.');
        expect(json(await call('GET', `/books/${book.id}`, paid.auth)).data.pages).toEqual([]);
      } finally {
        await t.database.db.update(plans).set({ bookPageLimit: starter!.bookPageLimit }).where(eq(plans.id, starter!.id));
      }
    });

    it('build a print-ready PDF in the background: title, belongs-to page, pages with blank backs, trims and boxes right', async () => {
      // The owner colored their own page; the book prints that coloring (in grey) where chosen.
      const layer = await upload(t, paid.auth, await coloringLayer('#1971c2'));
      const save = await call('PATCH', '/coloreds/upsert', paid.auth, { pageId: pageIds[0], photo: layer });
      expect(save.statusCode).toBeLessThan(300);
      const book = await newBook('Suns');
      await call('POST', `/books/${book.id}/update`, paid.auth, {
        pages: [{ page_id: pageIds[0], colored: true }, { page_id: pageIds[1] }],
      });
      const start = await call('POST', `/books/${book.id}/export`, paid.auth, { trim: 'letter', bleed: true, sides: 'single' });
      expect(start.statusCode).toBe(202);
      expect(json(start).data.status).toBe('queued');
      // title + back, belongs-to + back, two pages with backs
      expect(json(start).data.total).toBe(8);
      const done = await waitForBuild(book.id);
      expect(done.status).toBe('done');
      expect(done.done).toBe(8);

      const { file, bytes } = await download(book.id);
      const check = checkBookPdf(file, { trim: 'letter', bleed: true });
      expect(check.problems).toEqual([]);
      expect(check.pages).toBe(8);
      expect(check.images).toBe(2);
      expect(check.minPpi).toBeGreaterThanOrEqual(300);
      expect(check.fonts.length).toBeGreaterThan(0);
      // Subsets (pdffonts' sub column, the ABCDEF+ name), holding only the letters the book uses.
      expect(check.fonts.map((font) => [/^[A-Z]{6}\+DejaVuSans/.test(font.name), font.subset])).toEqual(
        check.fonts.map(() => [true, true]),
      );
      for (const size of fontProgramSizes(file)) expect(size).toBeLessThan(20_000);

      // Sheet 5 is the colored page: grey inside the ring; sheet 7 is the blank page: white there.
      const colored = await pageImage(bytes, 4);
      const blank = await pageImage(bytes, 6);
      const side = Math.sqrt(colored.length);
      const inside = Math.round(side * 0.5) * side + Math.round(side * 0.5);
      expect(colored[inside]).toBeLessThan(200);
      expect(blank[inside]).toBeGreaterThan(245);
    }, 60_000);

    it('lay out double-sided square books without bleed, padded to an even count', async () => {
      const book = await newBook('Square');
      await call('POST', `/books/${book.id}/update`, paid.auth, { pages: [{ page_id: pageIds[1] }], belongs_to: false });
      await call('POST', `/books/${book.id}/export`, paid.auth, { trim: 'square', bleed: false, sides: 'double' });
      expect((await waitForBuild(book.id)).status).toBe('done');
      const { file } = await download(book.id);
      const check = checkBookPdf(file, { trim: 'square', bleed: false });
      expect(check.problems).toEqual([]);
      // title, its blank back, the page, padding
      expect(check.pages).toBe(4);
    }, 60_000);

    it('count toward the month once per book: rebuilding is free, a new book past the limit is refused', async () => {
      const [starter] = await t.database.db.select().from(plans).where(eq(plans.name, 'starter'));
      const built = json(await call('GET', '/books', paid.auth)).data.limits.built_this_month as number;
      await t.database.db.update(plans).set({ bookLimit: built }).where(eq(plans.id, starter!.id));
      try {
        const [firstExport] = await t.database.db.select().from(bookExports).where(eq(bookExports.userId, paid.user.id)).limit(1);
        const rebuild = await call('POST', `/books/${firstExport!.bookId}/export`, paid.auth, {});
        expect(rebuild.statusCode).toBe(202);
        const finished = await waitForBuild(firstExport!.bookId);
        expect(finished.status).toBe('done');
        const files = await t.database.db
          .select({ file: bookExports.file })
          .from(bookExports)
          .where(eq(bookExports.bookId, firstExport!.bookId));
        expect(files.filter((f) => f.file)).toHaveLength(1);

        const fresh = await newBook('One too many');
        await call('POST', `/books/${fresh.id}/pages`, paid.auth, { page_id: pageIds[1] });
        const refused = await call('POST', `/books/${fresh.id}/export`, paid.auth, {});
        expect(refused.statusCode).toBe(403);
        expect(json(refused).message).toContain(`${built} books a month`);
        expect(json(await call('GET', `/books/${fresh.id}/export`, paid.auth)).data).toBeNull();
      } finally {
        await t.database.db.update(plans).set({ bookLimit: starter!.bookLimit }).where(eq(plans.id, starter!.id));
      }
    }, 60_000);

    it('survive a server restart: a build cut off goes back to the queue and another server finishes it', async () => {
      const first = await buildApp(t.config, { database: t.database, logger: false });
      await first.ready();
      const book = await newBook('Restarted');
      const extra = [];
      for (let i = 0; i < 5; i++) extra.push((await createTestPage(t, other.user.id, `Extra ${i}`)).id);
      const many = [...pageIds, ...extra].map((id) => ({ page_id: id }));
      await call('POST', `/books/${book.id}/update`, paid.auth, { pages: many });
      const start = await first.inject({ method: 'POST', url: `/api/books/${book.id}/export`, headers: paid.auth, payload: {} });
      expect(start.statusCode).toBe(202);
      // Stop while it builds: the worker finishes its sheet and gives the build back.
      for (let i = 0; i < 200; i++) {
        const [row] = await t.database.db
          .select()
          .from(bookExports)
          .where(eq(bookExports.id, json(start).data.id));
        if (row!.status === 'running' && row!.done >= 1) break;
        await new Promise((r) => setTimeout(r, 20));
      }
      await first.close();
      const [after] = await t.database.db
        .select()
        .from(bookExports)
        .where(eq(bookExports.id, json(start).data.id));
      expect(['queued', 'running']).toContain(after!.status);
      expect(after!.done).toBeLessThan(after!.total);
      // The test's own app (the "restarted" server) takes it and finishes.
      expect((await waitForBuild(book.id)).status).toBe('done');
    }, 60_000);

    it('are deleted with their PDFs', async () => {
      const book = await newBook('Gone');
      await call('POST', `/books/${book.id}/pages`, paid.auth, { page_id: pageIds[1] });
      await call('POST', `/books/${book.id}/export`, paid.auth, {});
      await waitForBuild(book.id);
      const [row] = await t.database.db.select().from(bookExports).where(eq(bookExports.bookId, book.id));
      expect(await t.app.ctx.storage.read(row!.file!)).not.toBeNull();
      expect((await call('POST', `/books/${book.id}/delete`, paid.auth)).statusCode).toBe(200);
      expect((await call('GET', `/books/${book.id}`, paid.auth)).statusCode).toBe(404);
      expect(await t.app.ctx.storage.read(row!.file!)).toBeNull();
    }, 60_000);
  });
});
