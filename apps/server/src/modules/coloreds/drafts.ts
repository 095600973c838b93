import { and, eq, sql } from 'drizzle-orm';
import type { ColoringDraft, DraftFields } from '@crayonbox/contract';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { coloredPages, coloringDrafts } from '../../db/schema.ts';
import { AppError, forbidden } from '../../lib/errors.ts';
import type { UserRow } from '../../plugins/auth.ts';
import { newPrivateKey } from '../storage/service.ts';
import { cleanColoringLayer, colorablePage, removeFiles } from './service.ts';

type DraftRow = typeof coloringDrafts.$inferSelect;

const toDraft = (row: DraftRow): ColoringDraft => ({
  page_id: row.pageId,
  revision: row.revision,
  photo: row.photo,
  device: row.device,
  changed_at: row.changedAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/** GET /coloreds/{pageId}/draft: the caller's draft of the page, or null. */
export async function readDraft(db: Db, user: UserRow, pageId: number): Promise<ColoringDraft | null> {
  await colorablePage(db, pageId);
  const [row] = await db
    .select()
    .from(coloringDrafts)
    .where(and(eq(coloringDrafts.userId, user.id), eq(coloringDrafts.pageId, pageId)))
    .limit(1);
  return row ? toDraft(row) : null;
}

/**
 * Drafts cost nothing, so they start where coloring is already paid for: the caller's own page,
 * or a page whose first save took its credit (the automatic save of SPEC section 4).
 */
async function mayKeepDraft(db: Db, user: UserRow, pageId: number): Promise<void> {
  if (user.admin) throw forbidden('Admins cannot color pages.');
  const page = await colorablePage(db, pageId);
  if (page.userId === user.id) return;
  const [colored] = await db
    .select({ id: coloredPages.id })
    .from(coloredPages)
    .where(and(eq(coloredPages.userId, user.id), eq(coloredPages.pageId, pageId)))
    .limit(1);
  if (!colored) throw forbidden('Save this coloring once first: from then on it is kept for all your devices.');
}

/**
 * PUT /coloreds/{pageId}/draft. The write is accepted when it builds on the server's draft
 * (base_revision is its revision, or there is none) or when its change is newer than the
 * server's: the newer draft wins, and the device whose draft was replaced learns it from the new
 * revision on its next read. An older change on a stale base is refused with 409 CONFLICT and
 * stored nowhere, so the device can open the newer draft and offer its own back.
 * The file is stored (flushed to disk) before the row commits, and the row before the answer.
 */
export async function writeDraft(
  ctx: AppContext,
  user: UserRow,
  pageId: number,
  file: Buffer,
  fields: DraftFields,
): Promise<ColoringDraft> {
  await mayKeepDraft(ctx.db, user, pageId);
  const layer = await cleanColoringLayer(ctx, file, 'file');
  const photo = await ctx.storage.put(newPrivateKey('png'), layer, 'image/png');
  const changedAt = new Date(fields.changed_at);
  let outcome: { row: DraftRow; replaced: string | null };
  try {
    outcome = await ctx.db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(coloringDrafts)
        .where(and(eq(coloringDrafts.userId, user.id), eq(coloringDrafts.pageId, pageId)))
        .for('update')
        .limit(1);
      if (current && current.revision !== fields.base_revision && changedAt <= current.changedAt) {
        throw new AppError('CONFLICT', 'This page has newer work from another device.');
      }
      const values = {
        photo,
        device: fields.device,
        changedAt,
        revision: sql<number>`nextval('coloring_draft_revision_seq')`,
        updatedAt: sql`now()`,
      };
      const [row] = await tx
        .insert(coloringDrafts)
        .values({ userId: user.id, pageId, ...values })
        .onConflictDoUpdate({
          target: [coloringDrafts.userId, coloringDrafts.pageId],
          set: values,
          // The same rule again for a draft another request inserted after the read above.
          setWhere: sql`${coloringDrafts.revision} = ${fields.base_revision} or ${coloringDrafts.changedAt} < ${changedAt}`,
        })
        .returning();
      if (!row) throw new AppError('CONFLICT', 'This page has newer work from another device.');
      return { row, replaced: current?.photo ?? null };
    });
  } catch (error) {
    await removeFiles(ctx, [photo]);
    throw error;
  }
  if (outcome.replaced) await removeFiles(ctx, [outcome.replaced]);
  return toDraft(outcome.row);
}

/**
 * DELETE /coloreds/{pageId}/draft?revision=N, after the device saved that draft as the coloring:
 * removes it only while it is still revision N, so a newer draft from another device stays.
 */
export async function deleteDraft(ctx: AppContext, user: UserRow, pageId: number, revision: number): Promise<{ deleted: boolean }> {
  await colorablePage(ctx.db, pageId);
  const [row] = await ctx.db
    .delete(coloringDrafts)
    .where(and(eq(coloringDrafts.userId, user.id), eq(coloringDrafts.pageId, pageId), eq(coloringDrafts.revision, revision)))
    .returning({ photo: coloringDrafts.photo });
  if (row) await removeFiles(ctx, [row.photo]);
  return { deleted: Boolean(row) };
}
