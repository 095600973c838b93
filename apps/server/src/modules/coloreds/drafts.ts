import { and, eq, sql } from 'drizzle-orm';
import { DRAFT_TILE_COUNT, type ColoringDraft, type DraftFields } from '@crayonbox/contract';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { coloredPages, coloringDrafts } from '../../db/schema.ts';
import { AppError, forbidden } from '../../lib/errors.ts';
import type { UserRow } from '../../plugins/auth.ts';
import { newPrivateKey } from '../storage/service.ts';
import { announceDraft } from './draft-events.ts';
import { tileMeta, tilesToApply } from './draft-tiles.ts';
import type { DraftBody } from './layer-pictures.ts';
import { colorablePage, removeFiles } from './service.ts';

type DraftRow = typeof coloringDrafts.$inferSelect;

const toDraft = (row: DraftRow): ColoringDraft => ({
  page_id: row.pageId,
  revision: row.revision,
  photo: row.photo,
  device: row.device,
  changed_at: row.changedAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
  tiles: tileMeta(row.tiles, row.revision, row.changedAt.getTime()).map((t) => t.r),
});

/** drizzle's execute answers rows on PGlite and a result with rows on node-postgres. */
const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows);

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

/** The layer a first draft starts from: the caller's saved coloring of the page, or nothing. */
async function savedLayer(ctx: AppContext, user: UserRow, pageId: number): Promise<Buffer | null> {
  const [saved] = await ctx.db
    .select({ photo: coloredPages.photo })
    .from(coloredPages)
    .where(and(eq(coloredPages.userId, user.id), eq(coloredPages.pageId, pageId)))
    .limit(1);
  return saved ? ctx.storage.read(saved.photo) : null;
}

/** The tile numbers a body carries: every tile for a whole layer, else those listed in fields.tiles. */
function sentIndexes(body: DraftBody, fields: DraftFields): number[] {
  if ('file' in body) return Array.from({ length: DRAFT_TILE_COUNT }, (_, i) => i);
  const indexes = fields.tiles ?? [];
  if ('tiles' in body && (indexes.length === 0 || indexes.length !== body.tiles.length)) {
    const message = 'Send one tile file for each number in tiles.';
    throw new AppError('VALIDATION', message, { tiles: [message] });
  }
  return indexes;
}

const draftOf = async (db: Db, userId: number, pageId: number, lock = false) => {
  const query = db
    .select()
    .from(coloringDrafts)
    .where(and(eq(coloringDrafts.userId, userId), eq(coloringDrafts.pageId, pageId)));
  const [row] = lock ? await query.for('update').limit(1) : await query.limit(1);
  return row ?? null;
};

/** Writes landing from other devices while this one's layer is made, before it is answered 409. */
const MERGE_ATTEMPTS = 3;

/**
 * PUT /coloreds/{pageId}/draft (docs/decisions/027-one-home-for-coloring-work.md). The sent tiles
 * are copied into the stored layer: those no other device changed since `base_revision` always,
 * and those it did only when this change is newer (tilesToApply), so two devices coloring
 * different parts of a page both keep their work. The answer's `tiles` say what happened.
 * The layer is made in a picture worker outside the transaction; the transaction then takes it
 * only if no other write landed meanwhile (else it is made again on that one). The file is stored
 * (flushed to disk) before the row commits, and the row before the answer; then every instance
 * hears of the new revision through the change feed.
 */
export async function writeDraft(
  ctx: AppContext,
  user: UserRow,
  pageId: number,
  body: DraftBody,
  fields: DraftFields,
): Promise<ColoringDraft> {
  await mayKeepDraft(ctx.db, user, pageId);
  const indexes = sentIndexes(body, fields);
  const changedAt = new Date(fields.changed_at);
  for (let attempt = 0; attempt < MERGE_ATTEMPTS; attempt++) {
    const current = await draftOf(ctx.db, user.id, pageId);
    const meta = tileMeta(current?.tiles, current?.revision ?? 0, current?.changedAt.getTime() ?? 0);
    const applied = tilesToApply(meta, indexes, fields.base_revision, changedAt.getTime());
    const base = applied.length === 0 ? null : current ? await ctx.storage.read(current.photo) : await savedLayer(ctx, user, pageId);
    const layer = await ctx.pictures.run('mergeDraft', base, body, indexes, applied, ctx.config.upload);
    if (!layer) {
      // Nothing goes in (every tile lost to newer work): the draft stays as it is.
      if (current) return toDraft(current);
      throw new AppError('VALIDATION', 'Send at least one tile.', { tiles: ['Send at least one tile.'] });
    }
    // A draft is one person's work: a private file, reached only through a signed url.
    const photo = await ctx.storage.put(newPrivateKey('png'), layer, 'image/png');
    let outcome: { row: DraftRow; replaced: string | null } | null;
    try {
      outcome = await ctx.db.transaction(async (tx) => {
        const locked = await draftOf(tx, user.id, pageId, true);
        if (locked?.revision !== current?.revision) return null;
        const [next] = rowsOf<{ revision: string }>(await tx.execute(sql`select nextval('coloring_draft_revision_seq') as revision`));
        const revision = Number(next!.revision);
        for (const index of applied) meta[index] = { r: revision, at: changedAt.getTime() };
        const values = {
          photo,
          revision,
          tiles: meta,
          device: fields.device,
          changedAt: current && current.changedAt > changedAt ? current.changedAt : changedAt,
          updatedAt: sql`now()`,
        };
        if (current) {
          const [row] = await tx
            .update(coloringDrafts)
            .set(values)
            .where(and(eq(coloringDrafts.userId, user.id), eq(coloringDrafts.pageId, pageId)))
            .returning();
          return { row: row!, replaced: current.photo };
        }
        // Two first drafts at once: the second finds the row taken and merges onto it.
        const [row] = await tx
          .insert(coloringDrafts)
          .values({ userId: user.id, pageId, ...values })
          .onConflictDoNothing()
          .returning();
        return row ? { row, replaced: null } : null;
      });
    } catch (error) {
      await removeFiles(ctx, [photo]);
      throw error;
    }
    if (!outcome) {
      await removeFiles(ctx, [photo]);
      continue;
    }
    if (outcome.replaced) await removeFiles(ctx, [outcome.replaced]);
    await announceDraft(ctx, user.id, pageId, outcome.row.revision);
    return toDraft(outcome.row);
  }
  throw new AppError('CONFLICT', 'This page has newer work from another device. Send again.');
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
