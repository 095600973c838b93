import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { bookExports, pages, plans } from '../../db/schema.ts';
import { createPaidUser, json, type TestApp } from '../../../test/app.ts';
import { startAppOnStorage, STORAGE_KINDS, type StorageUnderTest } from '../../../test/storage-kinds.ts';
import { createTestPage } from '../coloreds/test-fixtures.ts';
import { storageUnavailable } from '../../providers/storage/storage.ts';
import { claimExport, runExport, BuildStopped } from './exports.ts';
import { GreyConverter } from './grey-converter.ts';

// What a crash does to a book build: the server that was building it is gone (here: a context
// whose instance the database does not know, as after kill -9), its row still says running.
let t: TestApp;
let maker: Awaited<ReturnType<typeof createPaidUser>>;
let pageIds: number[];

const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: maker.auth, ...(payload ? { payload } : {}) });

async function queuedBook(ids: number[], name: string) {
  const book = json(await call('POST', '/books', { name })).data as { id: number };
  await call('POST', `/books/${book.id}/update`, { pages: ids.map((id) => ({ page_id: id })), belongs_to: false });
  const start = await call('POST', `/books/${book.id}/export`, { sides: 'double' });
  expect(start.statusCode).toBe(202);
  return { bookId: book.id, exportId: json(start).data.id as number };
}

const row = async (id: number) => (await t.database.db.select().from(bookExports).where(eq(bookExports.id, id)))[0]!;

/** Another server on the same database, with a book worker; closed at the end of the test. */
async function startServer(): Promise<FastifyInstance> {
  const app = await buildApp({ ...t.config, bookWorker: true }, { database: t.database, logger: false });
  await app.ready();
  onTestFinished(() => app.close());
  return app;
}

let crashes = 0;
/** A server that takes the build and dies after `sheets` sheets, leaving its row running. */
async function crashAfter(sheets: number): Promise<AppContext> {
  const dead: AppContext = { ...t.app.ctx, instance: { instanceId: `crayonbox-crashed-${++crashes}`, isInstanceAlive: async () => false } };
  const job = await claimExport(dead);
  expect(job).not.toBeNull();
  const converter = new GreyConverter();
  let drawn = 0;
  await expect(runExport(dead, job!, converter, () => ++drawn > sheets)).rejects.toBeInstanceOf(BuildStopped);
  converter.stop();
  return dead;
}

// On the disk and on S3 (an S3-compatible server on 127.0.0.1, through the AWS SDK).
describe.each(STORAGE_KINDS)('on %s storage', (kind) => {
  let s: StorageUnderTest;
  startAppOnStorage(
    kind,
    async (app, storage) => {
      t = app;
      s = storage;
      maker = await createPaidUser(t, { name: 'Crash Tester' });
      await t.database.db.update(plans).set({ bookLimit: 100 }).where(eq(plans.name, 'starter'));
      pageIds = [];
      for (let i = 0; i < 6; i++) pageIds.push((await createTestPage(t, maker.user.id, `Resumed sun ${i + 1}`)).id);
    },
    // Builds are made only by the servers each test starts, so a test decides who takes them.
    { env: { BOOK_WORKER: 'false' }, timeout: 60_000 },
  );

  describe('book builds and crashes', () => {
    it('a build a crash cut off is taken again at once and goes on from the sheets it drew', async () => {
      const { bookId, exportId } = await queuedBook(pageIds, 'Crashed once');
      await crashAfter(5);
      const cut = await row(exportId);
      expect(cut).toMatchObject({ status: 'running', worker: `crayonbox-crashed-${crashes}` });
      expect(cut.done).toBeGreaterThanOrEqual(4);

      const converted = vi.spyOn(GreyConverter.prototype, 'convert');
      await startServer();
      // Taken well before the 30 s a silent server gets: the dead server was seen at once.
      const started = performance.now();
      await expect.poll(async () => (await row(exportId)).worker, { timeout: 25_000, interval: 50 }).not.toBe(cut.worker);
      expect(performance.now() - started).toBeLessThan(10_000);
      await expect
        .poll(async () => json(await call('GET', `/books/${bookId}/export`)).data.status, { timeout: 40_000, interval: 100 })
        .toBe('done');
      // The crashed take drew six sheets (the title, its back, four pictures, double-sided) before
      // it died: those four pictures were read back, only the last two converted.
      expect(converted).toHaveBeenCalledTimes(pageIds.length - 4);
      const done = await row(exportId);
      expect(done).toMatchObject({ status: 'done', error: null, worker: null });
      const file = await call('GET', `/books/${bookId}/export/file`);
      expect(file.statusCode).toBe(200);
      // Nothing of the build is left in storage but its PDF.
      expect(await t.app.ctx.storage.read(t.app.ctx.storage.urlOf(`book-sheets/${exportId}/0.grey`))).toBeNull();
      expect(s.storedKeys(t).filter((key) => key.startsWith(`book-sheets/${exportId}/`))).toEqual([]);
    }, 60_000);

    it('crashes that let the build go on never count against the book', async () => {
      const { bookId, exportId } = await queuedBook(pageIds, 'Crashed often');
      for (const sheets of [3, 5, 7]) {
        await crashAfter(sheets);
        expect((await row(exportId)).status).toBe('running');
      }
      expect((await row(exportId)).attempts).toBe(1);
      await startServer();
      await expect
        .poll(async () => json(await call('GET', `/books/${bookId}/export`)).data.status, { timeout: 25_000, interval: 100 })
        .toBe('done');
    }, 90_000);

    it('a page that cannot be drawn fails the book at once, naming the page', async () => {
      const broken = await createTestPage(t, maker.user.id, 'Lost picture');
      const [stored] = await t.database.db.select().from(pages).where(eq(pages.id, broken.id));
      await t.app.ctx.storage.delete(stored!.illustration);
      const { bookId } = await queuedBook([pageIds[0]!, broken.id], 'Broken page');
      await startServer();
      await expect
        .poll(async () => json(await call('GET', `/books/${bookId}/export`)).data.status, { timeout: 20_000, interval: 100 })
        .toBe('failed');
      expect(json(await call('GET', `/books/${bookId}/export`)).data.error).toBe(
        'Page 2 (“Lost picture”) could not be drawn. Remove it from the book and try again.',
      );
    }, 60_000);

    it('storage refusing writes during a build is not the book’s fault: the book is made once the storage takes them again', async () => {
      const { bookId, exportId } = await queuedBook(pageIds.slice(0, 2), 'Storage down');
      // A server whose storage refuses every write (a full disk, the bucket down) takes the build.
      const { storage } = t.app.ctx;
      const refusing: AppContext = {
        ...t.app.ctx,
        storage: {
          ...storage,
          put: async () => {
            throw storageUnavailable();
          },
        },
      };
      const job = await claimExport(refusing);
      expect(job?.id).toBe(exportId);
      const converter = new GreyConverter();
      onTestFinished(() => converter.stop());
      expect(await runExport(refusing, job!, converter, () => false)).toBe('requeued');
      expect(await row(exportId)).toMatchObject({ status: 'queued', error: null });

      await startServer();
      await expect
        .poll(async () => json(await call('GET', `/books/${bookId}/export`)).data.status, { timeout: 25_000, interval: 100 })
        .toBe('done');
    }, 60_000);

    it('a build that stops every server at the same sheet three times is failed, naming the page', async () => {
      const { bookId, exportId } = await queuedBook(pageIds, 'Stuck');
      // The first take gets to sheet 3; the three after it get no further.
      for (let take = 0; take < 4; take++) await crashAfter(3);
      await startServer();
      await expect
        .poll(async () => json(await call('GET', `/books/${bookId}/export`)).data.status, { timeout: 20_000, interval: 100 })
        .toBe('failed');
      const failed = await row(exportId);
      expect(failed.error).toBe('The book stopped at page 2 (“Resumed sun 2”) three times. Remove that page and try again.');
    }, 60_000);
  });
});
