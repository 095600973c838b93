import { and, eq } from 'drizzle-orm';
import type { ColoredPage, UpsertColoredBody } from '@crayonbox/contract';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { coloredPages, pages } from '../../db/schema.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import type { UserRow } from '../../plugins/auth.ts';
import { consumeCredit } from '../credits/consume.ts';
import { recordPageActivity } from '../pages/trending.ts';
import { newPrivateKey } from '../storage/service.ts';
import { markUploadUsed, ownsUpload } from '../storage/uploads.ts';
import { toColored, type ColoredRow } from './serialize.ts';

const invalidPhoto = (message: string) => new AppError('VALIDATION', message, { photo: [message] });

/** A page the caller may color: it exists and is not blocked (blocked pages are 404 to users). */
export async function colorablePage(db: Db, pageId: number) {
  const [page] = await db.select().from(pages).where(eq(pages.id, pageId)).limit(1);
  if (!page || page.blocked) throw notFound('The page');
  return page;
}

/** Checks a coloring layer by content (checkColoringLayer, in a picture worker); anything else is a 422 on `field`. */
export function cleanColoringLayer(ctx: AppContext, bytes: Buffer, field = 'photo'): Promise<Buffer> {
  return ctx.pictures.run('coloringLayer', bytes, ctx.config.upload, field);
}

/** Reads the caller's uploaded coloring layer back from our storage and checks it (cleanColoringLayer). */
async function readColoring(ctx: AppContext, user: UserRow, url: string): Promise<Buffer> {
  const bytes = (await ownsUpload(ctx, url, user.id)) ? await ctx.storage.read(url) : null;
  if (!bytes) throw invalidPhoto('The coloring was not found. Upload it again and save.');
  return cleanColoringLayer(ctx, bytes);
}

/** Deletes stored files without failing the request: a leftover file is harmless, a lost save is not. */
export async function removeFiles(ctx: AppContext, urls: string[]) {
  const results = await Promise.allSettled(urls.map((url) => ctx.storage.delete(url)));
  for (const r of results) if (r.status === 'rejected') ctx.log.warn({ err: r.reason }, 'could not delete a coloring file');
}

/**
 * Saves the caller's coloring of a page and composes its preview. The first save of a page the
 * caller does not own takes one public_page credit in the same transaction as the insert, so a
 * refused credit leaves no row, and two concurrent first saves of one page take a single credit
 * (the unique user+page index makes the second one an update). Later saves replace the files.
 */
export async function upsertColored(ctx: AppContext, user: UserRow, body: UpsertColoredBody): Promise<ColoredPage> {
  if (user.admin) throw forbidden('Admins cannot color pages.');
  const page = await colorablePage(ctx.db, body.pageId);
  const coloring = await readColoring(ctx, user, body.photo);
  const lineArt = await ctx.storage.read(page.illustration);
  if (!lineArt) throw new Error(`The illustration of page ${page.id} is missing from storage.`);
  const preview = await ctx.pictures.run('composePreview', lineArt, coloring);
  // Our own copy of the layer: the uploaded url is not tied to this record, so deleting it later
  // could remove a file that something else still shows.
  const photoUrl = await ctx.storage.put(newPrivateKey('png'), coloring, 'image/png');
  const previewUrl = await ctx.storage.put(newPrivateKey('webp'), preview, 'image/webp');

  let saved: { row: ColoredRow; replaced: ColoredRow | null };
  try {
    saved = await ctx.db.transaction(async (tx) => {
      const current = await colorablePage(tx, page.id);
      const values = { userId: user.id, pageId: page.id, photo: photoUrl, preview: previewUrl };
      const [inserted] = await tx
        .insert(coloredPages)
        .values(values)
        .onConflictDoNothing({ target: [coloredPages.userId, coloredPages.pageId] })
        .returning();
      if (inserted) {
        if (current.userId !== user.id) await consumeCredit(tx, user.id, 'public_page');
        await recordPageActivity(tx, page.id, 'colored', inserted.createdAt);
        return { row: inserted, replaced: null };
      }
      // Locked, so concurrent saves replace one another in turn and each deletes what it replaced.
      const [old] = await tx
        .select()
        .from(coloredPages)
        .where(and(eq(coloredPages.userId, user.id), eq(coloredPages.pageId, page.id)))
        .for('update')
        .limit(1);
      if (!old) throw notFound('The page');
      const [row] = await tx
        .update(coloredPages)
        .set({ photo: photoUrl, preview: previewUrl, updatedAt: new Date() })
        .where(eq(coloredPages.id, old.id))
        .returning();
      if (!row) throw new Error('update returned nothing');
      return { row, replaced: old };
    });
  } catch (e) {
    await removeFiles(ctx, [photoUrl, previewUrl]);
    throw e;
  }
  if (saved.replaced) await removeFiles(ctx, [saved.replaced.photo, saved.replaced.preview]);
  // The record keeps its own copy: the uploaded layer can go soon (the sweeper takes it).
  await markUploadUsed(ctx, body.photo);
  return toColored(saved.row, page, user);
}

/** The caller's saved coloring of a visible page; 404 when there is none. */
export async function readColored(db: Db, user: UserRow, pageId: number): Promise<ColoredPage> {
  const [found] = await db
    .select({ colored: coloredPages, page: { id: pages.id, illustration: pages.illustration } })
    .from(coloredPages)
    .innerJoin(pages, eq(pages.id, coloredPages.pageId))
    .where(and(eq(coloredPages.userId, user.id), eq(coloredPages.pageId, pageId), eq(pages.blocked, false)))
    .limit(1);
  if (!found) throw notFound('The colored page');
  return toColored(found.colored, found.page, user);
}
