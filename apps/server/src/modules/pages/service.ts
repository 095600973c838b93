import { and, eq, sql } from 'drizzle-orm';
import type { Page, PageTagsBody } from '@crayonbox/contract';
import type { Db } from '../../db/client.ts';
import { favorites, pages } from '../../db/schema.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import type { UserRow } from '../../plugins/auth.ts';
import { currentPlan } from '../plans/current-plan.ts';
import { loadPage, loadPages } from './load.ts';
import { recordPageActivity } from './trending.ts';

const PAGE = 'The page';

/** GET /pages/{id}/read: the page object; blocked pages exist only for admins. */
export async function readPage(db: Db, viewer: UserRow, id: number): Promise<Page> {
  const page = await loadPage(db, id, viewer);
  if (!page) throw notFound(PAGE);
  return page;
}

/**
 * PATCH /pages/{id}/favorited/toggle: adds or removes the caller's favorite. Paid plans only,
 * never admins. The favorite row and the count change commit together, and the count moves only
 * when a row was really inserted or deleted, so concurrent toggles keep favorited_count exact.
 */
export async function toggleFavorite(db: Db, user: UserRow, pageId: number): Promise<Page> {
  if (user.admin) throw forbidden('Admins cannot favorite pages.');
  const { plan } = await currentPlan(db, user.id);
  if (!plan.paid) throw new AppError('NO_PAID_PLAN', 'Favorites are only available on a paid plan.');

  await db.transaction(async (tx) => {
    const [page] = await tx.select({ id: pages.id, blocked: pages.blocked }).from(pages).where(eq(pages.id, pageId)).limit(1);
    if (!page || page.blocked) throw notFound(PAGE);
    const [removed] = await tx
      .delete(favorites)
      .where(and(eq(favorites.userId, user.id), eq(favorites.pageId, pageId)))
      .returning({ createdAt: favorites.createdAt });
    if (removed) {
      await recordPageActivity(tx, pageId, 'unfavorite', removed.createdAt);
      return;
    }
    const [added] = await tx
      .insert(favorites)
      .values({ userId: user.id, pageId })
      .onConflictDoNothing()
      .returning({ createdAt: favorites.createdAt });
    // No row: the same user's concurrent toggle inserted it first; it stays favorited once.
    if (added) await recordPageActivity(tx, pageId, 'favorite', added.createdAt);
  });
  return readPage(db, user, pageId);
}

/**
 * PATCH /pages/{id}/blocked/toggle. Admins block and unblock any page. For its owner this is
 * "delete": it blocks the page, which then disappears for everyone but admins (so an owner can
 * neither see nor undo it, nor undo an admin's block). Other users get 403, or 404 when the page
 * is already hidden from them.
 */
export async function toggleBlocked(db: Db, user: UserRow, pageId: number): Promise<Page> {
  if (user.admin) {
    const [row] = await db
      .update(pages)
      .set({ blocked: sql`not ${pages.blocked}` })
      .where(eq(pages.id, pageId))
      .returning({ id: pages.id });
    if (!row) throw notFound(PAGE);
    return readPage(db, user, pageId);
  }
  const [row] = await db
    .update(pages)
    .set({ blocked: true })
    .where(and(eq(pages.id, pageId), eq(pages.userId, user.id), eq(pages.blocked, false)))
    .returning({ id: pages.id });
  if (!row) {
    const [page] = await db.select({ blocked: pages.blocked }).from(pages).where(eq(pages.id, pageId)).limit(1);
    if (!page || page.blocked) throw notFound(PAGE);
    throw forbidden('You can only delete your own pages.');
  }
  // The owner may no longer read a blocked page, but the answer still describes what happened.
  const [page] = await loadPages(db, [pageId], user, { includeBlocked: true });
  if (!page) throw notFound(PAGE);
  return page;
}

/**
 * PATCH /pages/{id}/tags: the owner or an admin sets the category and tags. Others get 403, or
 * 404 when the page is hidden from them.
 */
export async function updatePageTags(db: Db, user: UserRow, pageId: number, body: PageTagsBody): Promise<Page> {
  const [row] = await db
    .update(pages)
    .set({ category: body.category, tags: body.tags })
    .where(and(eq(pages.id, pageId), user.admin ? undefined : and(eq(pages.userId, user.id), eq(pages.blocked, false))))
    .returning({ id: pages.id });
  if (!row) {
    const [page] = await db.select({ blocked: pages.blocked }).from(pages).where(eq(pages.id, pageId)).limit(1);
    if (!page || page.blocked) throw notFound(PAGE);
    throw forbidden('You can only change the tags of your own pages.');
  }
  return readPage(db, user, pageId);
}
