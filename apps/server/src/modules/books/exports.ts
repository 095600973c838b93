import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNotNull, lt, ne, sql } from 'drizzle-orm';
import { bookSheets, type BookExport, type BookExportOptions } from '@crayonbox/contract';
import type { AppContext } from '../../context.ts';
import { PRIVATE_PREFIX } from '../../providers/storage/storage.ts';
import { bookExports, books, users } from '../../db/schema.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import type { UserRow } from '../../plugins/auth.ts';
import { printablePage, withColoring } from '../print/service.ts';
import { appName } from '../settings/service.ts';
import { buildBookPdf } from './book-pdf.ts';
import type { GreyConverter } from './grey-converter.ts';
import { assertCanMakeBooks, bookEntries, booksBuiltThisMonth, findBook, latestExport, toExport } from './service.ts';

type ExportRow = typeof bookExports.$inferSelect;

/** A running build whose heartbeat is older than this was cut off (a crash): it is taken again. */
export const STALE_AFTER_MS = 30_000;
/**
 * After each sheet the build rests as long as the sheet took, so it uses about half of one core
 * however big the book: on a 2-core server the page lists keep >= 70% of their throughput while
 * a book builds (bench/books), and a 100-page book still takes well under a minute.
 */
export const REST_PER_WORK = 1;
const PROGRESS_EVERY_MS = 500;
/** A book that failed this many times is reported as failed instead of tried again. */
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

/** Takes the oldest waiting build (or one cut off by a crash) for this worker; null when none. */
export async function claimExport(ctx: AppContext): Promise<ExportRow | null> {
  const staleBefore = new Date(Date.now() - STALE_AFTER_MS);
  const waiting = sql`${bookExports.status} = 'queued' or (${bookExports.status} = 'running' and ${bookExports.heartbeatAt} < ${staleBefore})`;
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
      .set({ status: 'running', attempts: sql`${bookExports.attempts} + 1`, heartbeatAt: new Date(), done: 0 })
      .where(eq(bookExports.id, next.id))
      .returning();
    return row ?? null;
  });
}

/** Gives a build back to the queue (the server is stopping): the next start takes it again. */
export async function releaseExport(ctx: AppContext, id: number): Promise<void> {
  await ctx.db
    .update(bookExports)
    .set({ status: 'queued', attempts: sql`greatest(${bookExports.attempts} - 1, 0)` })
    .where(and(eq(bookExports.id, id), eq(bookExports.status, 'running')));
}

export class BuildStopped extends Error {}

/**
 * Builds one claimed book: pictures are loaded and converted one sheet at a time, progress and a
 * heartbeat are written after each sheet, the PDF is stored before the row says done, and the
 * book's earlier PDFs are removed.
 */
export async function runExport(ctx: AppContext, job: ExportRow, converter: GreyConverter, shouldStop: () => boolean): Promise<void> {
  const [book] = await ctx.db.select().from(books).where(eq(books.id, job.bookId)).limit(1);
  const [owner] = await ctx.db.select().from(users).where(eq(users.id, job.userId)).limit(1);
  if (!book || !owner) return; // deleted meanwhile (the cascade removed the job too)
  if (job.attempts > MAX_ATTEMPTS) {
    await finish(ctx, job.id, { status: 'failed', error: 'The book could not be made. Try again, or remove a page and try again.' });
    return;
  }
  try {
    const entries = await bookEntries(ctx.db, book.id, owner);
    if (!entries.length) throw new AppError('VALIDATION', 'The book has no pages left to print.');
    const options = job.options as BookExportOptions;
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
        const entry = entries[i]!;
        const { lineArt } = await printablePage(ctx, owner, entry.pageId);
        return converter.convert(entry.colored ? await withColoring(ctx, owner.id, entry.pageId, lineArt) : lineArt);
      },
      onProgress: async (done, total) => {
        if (shouldStop()) throw new BuildStopped();
        // Progress and heartbeat at most twice a second: enough for the progress bar, light on the database.
        if (performance.now() - lastWrite >= PROGRESS_EVERY_MS || done === total) {
          await ctx.db.update(bookExports).set({ done, total, heartbeatAt: new Date() }).where(eq(bookExports.id, job.id));
          lastWrite = performance.now();
        }
        await new Promise((resolve) => setTimeout(resolve, (performance.now() - sheetStarted) * REST_PER_WORK));
        sheetStarted = performance.now();
      },
    });
    const now = new Date();
    const key = `${PRIVATE_PREFIX}books/${now.getUTCFullYear()}/${randomUUID()}.pdf`;
    const file = await ctx.storage.put(key, Buffer.from(pdf), 'application/pdf');
    await finish(ctx, job.id, { status: 'done', file, size: pdf.length });
    await removeOlderFiles(ctx, book.id, job.id);
  } catch (error) {
    if (error instanceof BuildStopped) throw error;
    ctx.log.error({ err: error, bookId: book.id, exportId: job.id }, 'book export failed');
    const message = error instanceof AppError ? error.message : 'Something went wrong while making the book. Try again.';
    await finish(ctx, job.id, { status: 'failed', error: message });
  }
}

async function finish(ctx: AppContext, id: number, values: Partial<Pick<ExportRow, 'status' | 'file' | 'size' | 'error'>>) {
  await ctx.db
    .update(bookExports)
    .set({ ...values, finishedAt: new Date(), heartbeatAt: null })
    .where(eq(bookExports.id, id));
}

/** Only the newest PDF of a book is kept; earlier builds keep their row (the month's count) without a file. */
async function removeOlderFiles(ctx: AppContext, bookId: number, keepId: number) {
  const older = await ctx.db
    .select({ id: bookExports.id, file: bookExports.file })
    .from(bookExports)
    .where(and(eq(bookExports.bookId, bookId), ne(bookExports.id, keepId), lt(bookExports.id, keepId), isNotNull(bookExports.file)));
  for (const row of older) {
    await ctx.db.update(bookExports).set({ file: null }).where(eq(bookExports.id, row.id));
    await ctx.storage.delete(row.file!).catch((err) => ctx.log.warn({ err }, 'could not remove an older book PDF'));
  }
}
