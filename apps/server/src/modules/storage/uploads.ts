import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';
import { PRIVATE_PREFIX } from '../../providers/storage/storage.ts';
import { bookExports, coloredPages, pages, settings, uploads, users } from '../../db/schema.ts';

/** How long an upload waits for the form that will use it (a profile or website editor left open). */
export const UPLOAD_GRACE_MS = 24 * 60 * 60 * 1000;
/** How long a copied upload stays after its last use. */
export const USED_UPLOAD_GRACE_MS = 60 * 60 * 1000;

/** Remembers a file of POST /storage/upload, so it can be removed if nothing comes to use it. */
export async function recordUpload(ctx: Pick<AppContext, 'db'>, url: string, userId: number): Promise<void> {
  await ctx.db.insert(uploads).values({ url, userId }).onConflictDoNothing();
}

/**
 * Whether the url is a file this user uploaded through POST /storage/upload and that is still
 * waiting to be used (or was used within the hour). An upload url is a capability of its owner:
 * another user who learns it cannot make a page, a coloring, a photo or a favicon of it.
 */
export async function ownsUpload(ctx: Pick<AppContext, 'db'>, url: string, userId: number): Promise<boolean> {
  const [row] = await ctx.db
    .select({ one: sql`1` })
    .from(uploads)
    .where(and(eq(uploads.url, url), eq(uploads.userId, userId)))
    .limit(1);
  return Boolean(row);
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
 * Notes that a save copied the upload (a coloring keeps its own copy of the layer): the sweeper
 * removes it an hour after its last use, rather than a day after the upload. The hour lets a
 * client save the same upload again (a retry, or several pages with one layer).
 */
export async function markUploadUsed(ctx: AppContext, url: string): Promise<void> {
  try {
    await ctx.db.update(uploads).set({ usedAt: new Date() }).where(eq(uploads.url, url));
  } catch (err) {
    ctx.log.warn({ err }, 'could not mark an upload as used; the sweeper will take it after a day');
  }
}

/**
 * One pass of the sweeper: uploads a day old, or copied by a save an hour ago, that nothing refers
 * to are deleted (disk or S3); those something refers to just leave the list. Returns how many
 * files went.
 */
export async function sweepUploads(ctx: AppContext, now = new Date(), batch = 500): Promise<number> {
  const old = await ctx.db
    .select({ url: uploads.url })
    .from(uploads)
    .where(
      or(
        lt(uploads.createdAt, new Date(now.getTime() - UPLOAD_GRACE_MS)),
        lt(uploads.usedAt, new Date(now.getTime() - USED_UPLOAD_GRACE_MS)),
      ),
    )
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

/**
 * Checks a picture url a user sets on their profile (or an admin on a profile or the favicon):
 * "" (none), the value it already has, or an upload of the caller's. Anything else (javascript:,
 * data:, file:, another site, another user's upload, a private file) answers 422 on `field`.
 */
export async function assertOwnPicture(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  input: { url: string; current: string; userId: number; field: string },
): Promise<void> {
  const { url, current, userId, field } = input;
  if (url === '' || url === current) return;
  const key = ctx.storage.keyOf(url);
  if (key && !key.startsWith(PRIVATE_PREFIX) && (await ownsUpload(ctx, url, userId))) return;
  const message = 'Choose a picture from your device.';
  throw new AppError('VALIDATION', message, { [field]: [message] });
}
