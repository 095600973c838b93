import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { PrintSize } from '@crayonbox/contract';
import type { AppContext } from '../../context.ts';
import { coloredPages, pages } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { UserRow } from '../../plugins/auth.ts';
import { composeFull } from '../coloreds/compose.ts';
import { currentPlan } from '../plans/current-plan.ts';
import { appName } from '../settings/service.ts';
import { ART_SIZE, toPrintArt } from '../pages/print-art.ts';
import { makePrintPdf } from './pdf.ts';

const isPrintResolution = async (image: Buffer) => {
  const { width = 0, height = 0 } = await sharp(image).metadata();
  return Math.max(width, height) >= ART_SIZE;
};

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** pdf-lib embeds PNG (or JPEG) only; illustrations are PNG already, anything else is converted. */
const asPng = async (image: Buffer) => (image.subarray(0, 8).equals(PNG_SIGNATURE) ? image : sharp(image).png().toBuffer());

/** Print is for paid plans and admins (CONTRACT.md). */
export async function assertCanPrint(ctx: AppContext, user: UserRow): Promise<void> {
  if (user.admin) return;
  const { plan } = await currentPlan(ctx.db, user.id);
  if (!plan.paid) throw new AppError('NO_PAID_PLAN', 'Print is only available on the paid plan.');
}

/** A page the caller may print (blocked ones only for admins) and its line art at print resolution. */
export async function printablePage(ctx: AppContext, user: UserRow, pageId: number) {
  const [page] = await ctx.db.select().from(pages).where(eq(pages.id, pageId)).limit(1);
  if (!page || (page.blocked && !user.admin)) throw notFound('The page');
  const stored = await ctx.storage.read(page.illustration);
  if (!stored) throw new Error(`The illustration of page ${page.id} is missing from storage.`);
  // Pages made before illustrations were kept at print resolution are upscaled for paper.
  const lineArt = (await isPrintResolution(stored)) ? stored : await toPrintArt(stored);
  return { page, lineArt: await asPng(lineArt) };
}

/**
 * The page's line art with `userId`'s saved coloring laid under it, or the line art alone when
 * they have none (a lost coloring file too: the page itself prints rather than nothing).
 */
export async function withColoring(ctx: AppContext, userId: number, pageId: number, lineArt: Buffer): Promise<Buffer> {
  const [colored] = await ctx.db
    .select({ photo: coloredPages.photo })
    .from(coloredPages)
    .where(and(eq(coloredPages.userId, userId), eq(coloredPages.pageId, pageId)))
    .limit(1);
  if (!colored) return lineArt;
  const layer = await ctx.storage.read(colored.photo);
  if (layer) return composeFull(lineArt, layer, ART_SIZE);
  ctx.log.warn({ pageId, userId }, 'saved coloring file is missing; printing the blank page');
  return lineArt;
}

/**
 * What a page prints as: the caller's coloring laid under the line art when they saved one, else
 * the blank page, as PNG at print resolution. Paid plans and admins only; blocked pages only for
 * admins.
 */
export async function printPicture(ctx: AppContext, user: UserRow, pageId: number) {
  await assertCanPrint(ctx, user);
  const { page, lineArt } = await printablePage(ctx, user, pageId);
  return { page, png: await asPng(await withColoring(ctx, user.id, page.id, lineArt)) };
}

/** The print PDF of a page (see printPicture): the picture fitted on the paper under its title. */
export async function printPage(ctx: AppContext, user: UserRow, pageId: number, size: PrintSize): Promise<Uint8Array> {
  const { page, png } = await printPicture(ctx, user, pageId);
  return makePrintPdf({ png, title: page.title || 'Coloring page', size, creator: await appName(ctx.db) });
}
