import { and, eq } from 'drizzle-orm';
import type { PrintSize } from '@crayonbox/contract';
import type { AppContext } from '../../context.ts';
import { coloredPages, pages } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { UserRow } from '../../plugins/auth.ts';
import { currentPlan } from '../plans/current-plan.ts';
import { appName } from '../settings/service.ts';

/** Print is for paid plans and admins (CONTRACT.md). */
export async function assertCanPrint(ctx: AppContext, user: UserRow): Promise<void> {
  if (user.admin) return;
  const { plan } = await currentPlan(ctx.db, user.id);
  if (!plan.paid) throw new AppError('NO_PAID_PLAN', 'Print is only available on the paid plan.');
}

/**
 * A page the caller may print (blocked ones only for admins) and its stored illustration. The
 * pictures are made from it in the picture workers (print-pictures.ts).
 */
export async function printablePage(ctx: AppContext, user: UserRow, pageId: number) {
  const [page] = await ctx.db.select().from(pages).where(eq(pages.id, pageId)).limit(1);
  if (!page || (page.blocked && !user.admin)) throw notFound('The page');
  const illustration = await ctx.storage.read(page.illustration);
  if (!illustration) throw new Error(`The illustration of page ${page.id} is missing from storage.`);
  return { page, illustration };
}

/**
 * `userId`'s saved coloring layer of a page, to lay under its line art, or null when they have
 * none (a lost coloring file too: the page itself prints rather than nothing).
 */
export async function savedColoring(ctx: AppContext, userId: number, pageId: number): Promise<Buffer | null> {
  const [colored] = await ctx.db
    .select({ photo: coloredPages.photo })
    .from(coloredPages)
    .where(and(eq(coloredPages.userId, userId), eq(coloredPages.pageId, pageId)))
    .limit(1);
  if (!colored) return null;
  const layer = await ctx.storage.read(colored.photo);
  if (layer) return layer;
  ctx.log.warn({ pageId, userId }, 'saved coloring file is missing; printing the blank page');
  return null;
}

/**
 * What a page prints as: the caller's coloring laid under the line art when they saved one, else
 * the blank page, as PNG at print resolution. Paid plans and admins only; blocked pages only for
 * admins.
 */
export async function printPicture(ctx: AppContext, user: UserRow, pageId: number) {
  await assertCanPrint(ctx, user);
  const { page, illustration } = await printablePage(ctx, user, pageId);
  return { page, png: await ctx.pictures.run('printPicture', illustration, await savedColoring(ctx, user.id, page.id)) };
}

/** The print PDF of a page (see printPicture): the picture fitted on the paper under its title. */
export async function printPage(ctx: AppContext, user: UserRow, pageId: number, size: PrintSize): Promise<Uint8Array> {
  await assertCanPrint(ctx, user);
  const { page, illustration } = await printablePage(ctx, user, pageId);
  const coloring = await savedColoring(ctx, user.id, page.id);
  return ctx.pictures.run('printPdf', illustration, coloring, {
    title: page.title || 'Coloring page',
    size,
    creator: await appName(ctx.db),
  });
}
