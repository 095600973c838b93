import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { bookExports, coloredPages, pages, settings, uploads, users } from '../../db/schema.ts';

/** How long an upload waits for the form that will use it (a profile or website editor left open). */
export const UPLOAD_GRACE_MS = 24 * 60 * 60 * 1000;

/** Remembers a file of POST /storage/upload, so it can be removed if nothing comes to use it. */
export async function recordUpload(ctx: Pick<AppContext, 'db'>, url: string, userId: number): Promise<void> {
  await ctx.db.insert(uploads).values({ url, userId }).onConflictDoNothing();
}

/** Whether any stored object refers to the url (every column that can hold an uploaded file's url). */
export async function isReferenced(ctx: Pick<AppContext, 'db'>, url: string): Promise<boolean> {
  const { db } = ctx;
  const checks = [
    db
      .select({ one: sql`1` })
      .from(users)
      .where(eq(users.photo, url))
      .limit(1),
    db
      .select({ one: sql`1` })
      .from(pages)
      .where(or(eq(pages.illustration, url), eq(pages.thumbnail, url)))
      .limit(1),
    db
      .select({ one: sql`1` })
      .from(coloredPages)
      .where(or(eq(coloredPages.photo, url), eq(coloredPages.preview, url)))
      .limit(1),
    db
      .select({ one: sql`1` })
      .from(bookExports)
      .where(eq(bookExports.file, url))
      .limit(1),
    // Settings hold urls inside their values (the favicon, the website's images and videos).
    db
      .select({ one: sql`1` })
      .from(settings)
      .where(sql`strpos(${settings.value}::text, ${url}) > 0`)
      .limit(1),
  ];
  for (const check of checks) if ((await check).length) return true;
  return false;
}

/**
 * Removes an upload once its content has been copied (a coloring keeps its own copy of the layer):
 * only the uploader's own file, and only if nothing refers to it. Never fails the caller.
 */
export async function discardUpload(ctx: AppContext, url: string, userId: number): Promise<void> {
  try {
    const [row] = await ctx.db
      .select()
      .from(uploads)
      .where(and(eq(uploads.url, url), eq(uploads.userId, userId)))
      .limit(1);
    if (!row || (await isReferenced(ctx, url))) return;
    await ctx.storage.delete(url);
    await ctx.db.delete(uploads).where(eq(uploads.url, url));
  } catch (err) {
    ctx.log.warn({ err }, 'could not remove a used upload; the sweeper will');
  }
}

/**
 * One pass of the sweeper: uploads older than the grace period that nothing refers to are deleted
 * (disk or S3); those something refers to just leave the list. Returns how many files went.
 */
export async function sweepUploads(ctx: AppContext, now = new Date(), batch = 500): Promise<number> {
  const old = await ctx.db
    .select({ url: uploads.url })
    .from(uploads)
    .where(lt(uploads.createdAt, new Date(now.getTime() - UPLOAD_GRACE_MS)))
    .orderBy(uploads.createdAt)
    .limit(batch);
  let removed = 0;
  for (const { url } of old) {
    if (!(await isReferenced(ctx, url))) {
      await ctx.storage.delete(url);
      removed++;
    }
    await ctx.db.delete(uploads).where(eq(uploads.url, url));
  }
  return removed;
}
