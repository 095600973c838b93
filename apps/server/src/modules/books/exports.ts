import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNotNull, lt, ne, or, sql } from 'drizzle-orm';
import { bookSheets, type BookExport, type BookExportOptions } from '@crayonbox/contract';
import type { AppContext } from '../../context.ts';
import { PRIVATE_PREFIX } from '../../providers/storage/storage.ts';
import { bookExports, books, users } from '../../db/schema.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import type { UserRow } from '../../plugins/auth.ts';
import { printablePage, savedColoring } from '../print/service.ts';
import { appName } from '../settings/service.ts';
import { buildBookPdf } from './book-pdf.ts';
import type { GreyConverter } from './grey-converter.ts';
import { dropKeptSheets, keepSheet, keptSheet } from './kept-sheets.ts';
import { assertCanMakeBooks, bookEntries, booksBuiltThisMonth, findBook, latestExport, toExport } from './service.ts';

type ExportRow = typeof bookExports.$inferSelect;

/**
 * A running build whose heartbeat is older than this was cut off (its server hangs, or is gone
 * where the database cannot tell): it is taken again.
 */
export const STALE_AFTER_MS = 30_000;
/**
 * After each sheet the build rests as long as the sheet took, so it uses about half of one core
 * however big the book: on a 2-core server the page lists keep >= 70% of their throughput while
 * a book builds (bench/books), and a 100-page book still takes well under a minute.
 */
export const REST_PER_WORK = 1;
const PROGRESS_EVERY_MS = 500;
/** A build taken this many times in a row without drawing a new sheet is reported as failed. */
const MAX_ATTEMPTS = 3;

/**
 * POST /books/{id}/export: queues a build of the book's PDF. Paid plans; a book counts toward the
 * month's limit the first time it is built that month. One build of a book at a time.
 */
export async function startExport(ctx: AppContext, user: UserRow, bookId: number, options: BookExportOptions): Promise<BookExport> {
  const limits = await assertCanMakeBooks(ctx, user);
  const book = await findBook(ctx.db, user, bookId, 'change');
  const entries = await bookEntries(ctx.db, book.id, user);
  if (!entries.length)
    throw new AppError('VALIDATION', 'Add at least one page before making the PDF.', { pages: ['Add at least one page.'] });
  if (entries.length > limits.pages_per_book) {
    throw new AppError('VALIDATION', `Your plan allows ${limits.pages_per_book} pages in a book.`, {
      pages: [`Your plan allows ${limits.pages_per_book} pages in a book.`],
    });
  }
  const total = bookSheets(entries.length, { sides: options.sides, belongsTo: book.belongsTo }).length;
  const row = await ctx.db.transaction(async (tx) => {
    // One start at a time per user, so two tabs cannot both take the month's last book.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, book.userId)).for('update');
    const [busy] = await tx
      .select({ id: bookExports.id })
      .from(bookExports)
      .where(and(eq(bookExports.bookId, book.id), inArray(bookExports.status, ['queued', 'running'])))
      .limit(1);
    if (busy) throw conflict('This book is being made already.');
    const built = await booksBuiltThisMonth(tx, book.userId);
    if (!built.includes(book.id) && built.length >= limits.books_per_month) {
      throw new AppError(
        'FORBIDDEN',
        `Your plan makes ${limits.books_per_month} books a month; rebuilding one you made this month is free.`,
      );
    }
    const [inserted] = await tx.insert(bookExports).values({ bookId: book.id, userId: book.userId, options, total }).returning();
    return inserted!;
  });
  return toExport(row, book);
}

/** GET /books/{id}/export: the newest build, or null. */
export async function readExport(ctx: AppContext, user: UserRow, bookId: number): Promise<BookExport | null> {
  const book = await findBook(ctx.db, user, bookId);
  const row = await latestExport(ctx.db, book.id);
  return row ? toExport(row, book) : null;
}

/** The newest finished PDF of a book, with a file name made from the book's name. */
export async function exportFile(ctx: AppContext, user: UserRow, bookId: number): Promise<{ pdf: Buffer; filename: string }> {
  const book = await findBook(ctx.db, user, bookId);
  const [row] = await ctx.db
    .select()
    .from(bookExports)
    .where(and(eq(bookExports.bookId, book.id), eq(bookExports.status, 'done'), isNotNull(bookExports.file)))
    .orderBy(sql`${bookExports.id} desc`)
    .limit(1);
  const pdf = row?.file ? await ctx.storage.read(row.file) : null;
  if (!pdf) throw notFound('The book PDF');
  const slug =
    book.name
      .normalize('NFKD')
      .replace(/[^\w\s-]/g, '')
      .trim()
      .replace(/\s+/g, '-')
      .toLowerCase()
      .slice(0, 60) || `book-${book.id}`;
  return { pdf, filename: `${slug}.pdf` };
}

/**
 * Running builds whose server is known to be gone: on PostgreSQL its connections have closed (a
 * crash closes them at once), on the embedded database it is not this process. Those are taken
 * again at once rather than after STALE_AFTER_MS.
 */
async function deadWorkers(ctx: AppContext): Promise<string[]> {
  const running = await ctx.db
    .selectDistinct({ worker: bookExports.worker })
    .from(bookExports)
    .where(and(eq(bookExports.status, 'running'), isNotNull(bookExports.worker), ne(bookExports.worker, ctx.instance.instanceId)));
  const dead: string[] = [];
  for (const { worker } of running) if (worker && !(await ctx.instance.isInstanceAlive(worker))) dead.push(worker);
  return dead;
}

/**
 * Takes the oldest waiting build, or one whose server died (known dead, or silent for
 * STALE_AFTER_MS), for this server; null when none. A take keeps the sheets already done, and
 * counts against the book only when the previous take drew nothing new.
 */
export async function claimExport(ctx: AppContext): Promise<ExportRow | null> {
  const staleBefore = new Date(Date.now() - STALE_AFTER_MS);
  const dead = await deadWorkers(ctx);
  const cutOff = dead.length
    ? or(lt(bookExports.heartbeatAt, staleBefore), inArray(bookExports.worker, dead))
    : lt(bookExports.heartbeatAt, staleBefore);
  const waiting = or(eq(bookExports.status, 'queued'), and(eq(bookExports.status, 'running'), cutOff));
  // An idle poll only reads: a transaction counts as a write for the change feed, and each write
  // makes this instance's caches wait for the database's announcements (docs/decisions/008).
  const [any] = await ctx.db.select({ id: bookExports.id }).from(bookExports).where(waiting).limit(1);
  if (!any) return null;
  return ctx.db.transaction(async (tx) => {
    const [next] = await tx
      .select({ id: bookExports.id })
      .from(bookExports)
      .where(waiting)
      .orderBy(bookExports.id)
      .limit(1)
      .for('update', { skipLocked: true });
    if (!next) return null;
    const [row] = await tx
      .update(bookExports)
      .set({
        status: 'running',
        worker: ctx.instance.instanceId,
        attempts: sql`case when ${bookExports.done} > ${bookExports.claimedDone} then 1 else ${bookExports.attempts} + 1 end`,
        claimedDone: sql`${bookExports.done}`,
        heartbeatAt: new Date(),
      })
      .where(eq(bookExports.id, next.id))
      .returning();
    return row ?? null;
  });
}

/** Gives a build back to the queue (the server is stopping): the next take goes on from its sheets. */
export async function releaseExport(ctx: AppContext, id: number): Promise<void> {
  await ctx.db
    .update(bookExports)
    .set({ status: 'queued', worker: null, attempts: sql`greatest(${bookExports.attempts} - 1, 0)` })
    .where(and(eq(bookExports.id, id), eq(bookExports.status, 'running'), eq(bookExports.worker, ctx.instance.instanceId)));
}

/** The server is stopping: the build goes back to the queue. */
export class BuildStopped extends Error {}
/** Another server took the build (this one was thought dead): it goes on there, nothing to give back. */
export class BuildTaken extends Error {}
/** A picture of the book could not be drawn: the one failure that is the book's, named to its owner. */
class PageFailed extends Error {}

/** What became of a take: done or failed for good, or back in the queue (a fault of this server, not of the book). */
export type TakeOutcome = 'finished' | 'requeued';

/**
 * Builds one claimed book: pictures are loaded and converted one sheet at a time (or read back
 * from an interrupted take, kept-sheets.ts), progress and a heartbeat are written after each
 * sheet, the PDF is stored before the row says done, and the book's earlier PDFs are removed.
 */
export async function runExport(
  ctx: AppContext,
  job: ExportRow,
  converter: GreyConverter,
  shouldStop: () => boolean,
): Promise<TakeOutcome> {
  const [book] = await ctx.db.select().from(books).where(eq(books.id, job.bookId)).limit(1);
  const [owner] = await ctx.db.select().from(users).where(eq(users.id, job.userId)).limit(1);
  if (!book || !owner) return 'finished'; // deleted meanwhile (the cascade removed the job too)
  const entries = await bookEntries(ctx.db, book.id, owner);
  const options = job.options as BookExportOptions;
  const sheets = bookSheets(entries.length, { sides: options.sides, belongsTo: book.belongsTo });
  if (job.attempts > MAX_ATTEMPTS) {
    // Three takes in a row drew nothing: something in the book stops every server that tries.
    const stuck = sheets[job.done];
    const entry = stuck?.kind === 'page' ? entries[stuck.entry!] : undefined;
    const error = entry
      ? `The book stopped at page ${stuck!.entry! + 1} (“${entry.title}”) three times. Remove that page and try again.`
      : 'The book could not be made. Try again, or remove a page and try again.';
    await dropKeptSheets(ctx, job.id, entries.length);
    await finish(ctx, job.id, { status: 'failed', error });
    return 'finished';
  }
  // Pictures are converted in order and each is kept as it is made, so an earlier take's kept
  // pictures are the first ones: they are read back until one is missing, the rest converted.
  let readKept = job.done > 0;
  let converted = false;
  try {
    if (!entries.length) throw new AppError('VALIDATION', 'The book has no pages left to print.');
    const text = {
      name: book.name,
      subtitle: book.subtitle,
      author: book.author,
      belongsTo: book.belongsTo,
      creator: await appName(ctx.db),
    };
    let sheetStarted = performance.now();
    let lastWrite = 0;
    const pdf = await buildBookPdf({
      text,
      options,
      entryCount: entries.length,
      loadPicture: async (i) => {
        const kept = readKept ? await keptSheet(ctx, job.id, i) : null;
        if (kept) return kept;
        readKept = false;
        const entry = entries[i]!;
        let image;
        try {
          const { illustration } = await printablePage(ctx, owner, entry.pageId);
          image = await converter.convert(illustration, entry.colored ? await savedColoring(ctx, owner.id, entry.pageId) : null);
        } catch (error) {
          ctx.log.error({ err: error, bookId: book.id, exportId: job.id, pageId: entry.pageId }, 'a book page could not be drawn');
          throw new PageFailed(`Page ${i + 1} (“${entry.title}”) could not be drawn. Remove it from the book and try again.`);
        }
        await keepSheet(ctx, job.id, i, image);
        converted = true;
        return image;
      },
      onProgress: async (done, total) => {
        if (shouldStop()) throw new BuildStopped();
        // Progress and heartbeat at most twice a second (enough for the progress bar, light on the
        // database), and after each newly kept picture, so the row counts what a resume keeps.
        if (converted || performance.now() - lastWrite >= PROGRESS_EVERY_MS || done === total) {
          converted = false;
          const mine = await ctx.db
            .update(bookExports)
            .set({ done: sql`greatest(${bookExports.done}, ${done})`, total, heartbeatAt: new Date() })
            .where(and(eq(bookExports.id, job.id), eq(bookExports.worker, ctx.instance.instanceId), eq(bookExports.status, 'running')))
            .returning({ id: bookExports.id });
          if (!mine.length) throw new BuildTaken();
          lastWrite = performance.now();
        }
        await new Promise((resolve) => setTimeout(resolve, (performance.now() - sheetStarted) * REST_PER_WORK));
        sheetStarted = performance.now();
      },
    });
    const now = new Date();
    const key = `${PRIVATE_PREFIX}books/${now.getUTCFullYear()}/${randomUUID()}.pdf`;
    const file = await ctx.storage.put(key, Buffer.from(pdf), 'application/pdf');
    // The kept pictures go before the build is said to be done: a done build has left nothing
    // behind but its PDF (a crash in between only makes a retake draw them again).
    await dropKeptSheets(ctx, job.id, entries.length);
    await finishDone(ctx, book.id, job.id, { file, size: pdf.length });
  } catch (error) {
    if (error instanceof BuildStopped || error instanceof BuildTaken) throw error;
    if (error instanceof PageFailed || (error instanceof AppError && error.code !== 'STORAGE_UNAVAILABLE')) {
      await dropKeptSheets(ctx, job.id, entries.length);
      await finish(ctx, job.id, { status: 'failed', error: error.message });
    } else {
      // The database or the storage failed (a refused write too), not the book: another take (here
      // or on another server) goes on from the kept sheets; three takes in a row without a new
      // sheet end it.
      ctx.log.error({ err: error, bookId: book.id, exportId: job.id }, 'book build interrupted; it goes back to the queue');
      await ctx.db
        .update(bookExports)
        .set({ status: 'queued', worker: null })
        .where(and(eq(bookExports.id, job.id), eq(bookExports.worker, ctx.instance.instanceId)))
        .catch(() => {}); // the database itself may be what failed: the heartbeat goes stale instead
      return 'requeued';
    }
  }
  return 'finished';
}

async function finish(ctx: AppContext, id: number, values: Partial<Pick<ExportRow, 'status' | 'file' | 'size' | 'error'>>) {
  await ctx.db
    .update(bookExports)
    .set({ ...values, finishedAt: new Date(), heartbeatAt: null, worker: null })
    .where(eq(bookExports.id, id));
}

/**
 * The build is done, and only the newest PDF of a book is kept: earlier builds keep their row (the
 * month's count) without a file. Both in one transaction, so nobody ever sees a done build beside
 * an older build still holding its file; the older files leave storage after.
 */
async function finishDone(ctx: AppContext, bookId: number, id: number, values: { file: string; size: number }) {
  const older = await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: bookExports.id, file: bookExports.file })
      .from(bookExports)
      .where(and(eq(bookExports.bookId, bookId), lt(bookExports.id, id), isNotNull(bookExports.file)))
      .for('update');
    await tx
      .update(bookExports)
      .set({ status: 'done', ...values, finishedAt: new Date(), heartbeatAt: null, worker: null })
      .where(eq(bookExports.id, id));
    if (rows.length)
      await tx
        .update(bookExports)
        .set({ file: null })
        .where(
          inArray(
            bookExports.id,
            rows.map((r) => r.id),
          ),
        );
    return rows;
  });
  for (const row of older) await ctx.storage.delete(row.file!).catch((err) => ctx.log.warn({ err }, 'could not remove an older book PDF'));
}
