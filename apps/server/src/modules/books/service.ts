import { and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import {
  type Book,
  type BookExport,
  type BookExportOptions,
  type BookLimits,
  type BookList,
  type BookPage,
  type BookSummary,
  type CreateBookBody,
  type UpdateBookBody,
} from '@crayonbox/contract';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { bookExports, bookPages, books, coloredPages, pages } from '../../db/schema.ts';
import { AppError, conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { UserRow } from '../../plugins/auth.ts';
import { currentPlan } from '../plans/current-plan.ts';

type BookRow = typeof books.$inferSelect;
type ExportRow = typeof bookExports.$inferSelect;

/** Admins make books without plan limits (as they print without one). */
const ADMIN_LIMITS = { booksPerMonth: 100_000, pagesPerBook: 1000 };

const monthStart = (now = new Date()) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));

/** Different books the user started a build of this calendar month (UTC); rebuilding one is free. */
export async function booksBuiltThisMonth(db: Pick<Db, 'selectDistinct'>, userId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ bookId: bookExports.bookId })
    .from(bookExports)
    .where(and(eq(bookExports.userId, userId), gte(bookExports.createdAt, monthStart())));
  return rows.map((r) => r.bookId);
}

/** Books are for paid plans (and admins), within the plan's limits. */
export async function bookLimits(ctx: AppContext, user: UserRow): Promise<BookLimits & { paid: boolean }> {
  const built = (await booksBuiltThisMonth(ctx.db, user.id)).length;
  if (user.admin)
    return { paid: true, books_per_month: ADMIN_LIMITS.booksPerMonth, pages_per_book: ADMIN_LIMITS.pagesPerBook, built_this_month: built };
  const { plan } = await currentPlan(ctx.db, user.id);
  return { paid: plan.paid, books_per_month: plan.bookLimit, pages_per_book: plan.bookPageLimit, built_this_month: built };
}

export async function assertCanMakeBooks(ctx: AppContext, user: UserRow) {
  const limits = await bookLimits(ctx, user);
  if (!limits.paid) throw new AppError('NO_PAID_PLAN', 'Books are only available on the paid plans.');
  return limits;
}

export function toExport(row: ExportRow, book: Pick<BookRow, 'updatedAt'>): BookExport {
  return {
    id: row.id,
    status: row.status,
    options: row.options as BookExportOptions,
    done: row.done,
    total: row.total,
    size: row.size,
    error: row.error,
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
    stale: row.status === 'done' && book.updatedAt > row.createdAt,
  };
}

/** The newest build of each of these books. */
async function latestExports(db: Db, bookIds: number[]): Promise<Map<number, ExportRow>> {
  if (!bookIds.length) return new Map();
  const rows = await db
    .selectDistinctOn([bookExports.bookId])
    .from(bookExports)
    .where(inArray(bookExports.bookId, bookIds))
    .orderBy(bookExports.bookId, desc(bookExports.id));
  return new Map(rows.map((r) => [r.bookId, r]));
}

export async function latestExport(db: Db, bookId: number): Promise<ExportRow | null> {
  return (await latestExports(db, [bookId])).get(bookId) ?? null;
}

/** The pages of a book the user may still print, in order (blocked pages drop out). */
export async function bookEntries(db: Db, bookId: number, user: Pick<UserRow, 'id' | 'admin'>) {
  const rows = await db
    .select({
      pageId: bookPages.pageId,
      colored: bookPages.colored,
      title: pages.title,
      thumbnail: pages.thumbnail,
      blocked: pages.blocked,
      coloredPreview: coloredPages.preview,
    })
    .from(bookPages)
    .innerJoin(pages, eq(pages.id, bookPages.pageId))
    .leftJoin(coloredPages, and(eq(coloredPages.pageId, bookPages.pageId), eq(coloredPages.userId, user.id)))
    .where(eq(bookPages.bookId, bookId))
    .orderBy(asc(bookPages.position));
  return rows.filter((r) => user.admin || !r.blocked);
}

function toSummary(row: BookRow, count: number, cover: string | null, exp: ExportRow | undefined): BookSummary {
  return {
    id: row.id,
    name: row.name,
    subtitle: row.subtitle,
    author: row.author,
    belongs_to: row.belongsTo,
    page_count: count,
    cover,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    export: exp ? toExport(exp, row) : null,
  };
}

/** GET /books: the caller's books, most recently changed first, and their plan's limits. */
export async function listBooks(ctx: AppContext, user: UserRow): Promise<BookList> {
  const { paid: _paid, ...limits } = await bookLimits(ctx, user);
  const rows = await ctx.db.select().from(books).where(eq(books.userId, user.id)).orderBy(desc(books.updatedAt), desc(books.id));
  const exports = await latestExports(
    ctx.db,
    rows.map((r) => r.id),
  );
  const summaries = await Promise.all(
    rows.map(async (row) => {
      const entries = await bookEntries(ctx.db, row.id, user);
      const first = entries[0];
      const cover = first ? (first.colored && first.coloredPreview) || first.thumbnail : null;
      return toSummary(row, entries.length, cover, exports.get(row.id));
    }),
  );
  return { books: summaries, limits };
}

/**
 * A book of the caller's; 404 otherwise, so ids of others' books reveal nothing. Admins may open
 * anyone's book (and its PDF) but, as everywhere in the console, not change it: renaming, page
 * changes, builds and deletion of a user's book answer them 403 (docs/decisions/028-private-by-default.md).
 */
export async function findBook(db: Db, user: UserRow, id: number, intent: 'read' | 'change' = 'read'): Promise<BookRow> {
  const [row] = await db.select().from(books).where(eq(books.id, id)).limit(1);
  if (!row || (row.userId !== user.id && !user.admin)) throw notFound('The book');
  if (intent === 'change' && row.userId !== user.id) throw forbidden("Admins can open users' books but not change them.");
  return row;
}

export async function readBook(ctx: AppContext, user: UserRow, id: number): Promise<Book> {
  const row = await findBook(ctx.db, user, id);
  const entries = await bookEntries(ctx.db, row.id, user);
  const list: BookPage[] = entries.map((e) => {
    const colored = e.colored && e.coloredPreview !== null;
    return {
      page_id: e.pageId,
      title: e.title,
      thumbnail: e.thumbnail,
      colored,
      has_coloring: e.coloredPreview !== null,
      preview: colored ? e.coloredPreview! : e.thumbnail,
    };
  });
  const exp = await latestExport(ctx.db, row.id);
  return { ...toSummary(row, list.length, list[0]?.preview ?? null, exp ?? undefined), pages: list };
}

export async function createBook(ctx: AppContext, user: UserRow, body: CreateBookBody): Promise<Book> {
  await assertCanMakeBooks(ctx, user);
  const [row] = await ctx.db
    .insert(books)
    .values({ userId: user.id, name: body.name, subtitle: body.subtitle, author: body.author })
    .returning();
  return readBook(ctx, user, row!.id);
}

/** Pages that exist and are not blocked (admins: any), among `ids`. */
async function visiblePageIds(db: Db, user: UserRow, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db.select({ id: pages.id, blocked: pages.blocked }).from(pages).where(inArray(pages.id, ids));
  return new Set(rows.filter((r) => user.admin || !r.blocked).map((r) => r.id));
}

function checkPageLimit(count: number, limit: number) {
  if (count > limit) {
    throw new AppError('VALIDATION', `Your plan allows ${limit} pages in a book.`, {
      pages: [`Your plan allows ${limit} pages in a book.`],
    });
  }
}

/** POST /books/{id}/update: fields and, when given, the whole ordered page list, in one transaction. */
export async function updateBook(ctx: AppContext, user: UserRow, id: number, body: UpdateBookBody): Promise<Book> {
  const limits = await assertCanMakeBooks(ctx, user);
  const book = await findBook(ctx.db, user, id, 'change');
  if (body.pages) {
    checkPageLimit(body.pages.length, limits.pages_per_book);
    const visible = await visiblePageIds(
      ctx.db,
      user,
      body.pages.map((p) => p.page_id),
    );
    const missing = body.pages.find((p) => !visible.has(p.page_id));
    if (missing)
      throw new AppError('VALIDATION', 'One of the pages no longer exists.', { pages: [`Page ${missing.page_id} was not found.`] });
  }
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(books)
      .set({
        name: body.name ?? book.name,
        subtitle: body.subtitle ?? book.subtitle,
        author: body.author ?? book.author,
        belongsTo: body.belongs_to ?? book.belongsTo,
        updatedAt: new Date(),
      })
      .where(eq(books.id, book.id));
    if (body.pages) {
      await tx.delete(bookPages).where(eq(bookPages.bookId, book.id));
      if (body.pages.length) {
        await tx
          .insert(bookPages)
          .values(body.pages.map((p, position) => ({ bookId: book.id, pageId: p.page_id, colored: p.colored, position })));
      }
    }
  });
  return readBook(ctx, user, book.id);
}

/** POST /books/{id}/pages: one page at the end of the book. */
export async function addBookPage(ctx: AppContext, user: UserRow, id: number, entry: { page_id: number; colored: boolean }): Promise<Book> {
  const limits = await assertCanMakeBooks(ctx, user);
  const book = await findBook(ctx.db, user, id, 'change');
  if (!(await visiblePageIds(ctx.db, user, [entry.page_id])).has(entry.page_id)) throw notFound('The page');
  await ctx.db.transaction(async (tx) => {
    const [{ count, last }] = (await tx
      .select({ count: sql<number>`count(*)::int`, last: sql<number>`coalesce(max(${bookPages.position}), -1)::int` })
      .from(bookPages)
      .where(eq(bookPages.bookId, book.id))) as [{ count: number; last: number }];
    checkPageLimit(count + 1, limits.pages_per_book);
    const inserted = await tx
      .insert(bookPages)
      .values({ bookId: book.id, pageId: entry.page_id, colored: entry.colored, position: last + 1 })
      .onConflictDoNothing()
      .returning();
    if (!inserted.length) throw conflict('This page is already in the book.');
    await tx.update(books).set({ updatedAt: new Date() }).where(eq(books.id, book.id));
  });
  return readBook(ctx, user, book.id);
}

/** POST /books/{id}/delete: the book, its builds and their files. */
export async function deleteBook(ctx: AppContext, user: UserRow, id: number): Promise<void> {
  const book = await findBook(ctx.db, user, id, 'change');
  const files = await ctx.db.select({ file: bookExports.file }).from(bookExports).where(eq(bookExports.bookId, book.id));
  await ctx.db.delete(books).where(eq(books.id, book.id));
  for (const { file } of files) if (file) await ctx.storage.delete(file).catch(() => {});
}
