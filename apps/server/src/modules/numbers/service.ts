import { and, eq } from 'drizzle-orm';
import type { NumbersPlan, NumbersStyle } from '@crayonbox/contract';
import type { AppContext } from '../../context.ts';
import { coloredPages, numberPlans, pages } from '../../db/schema.ts';
import { notFound, validation } from '../../lib/errors.ts';
import type { UserRow } from '../../plugins/auth.ts';

/** Bump when planning changes, so kept plans are made again with the new rules (2: 6 pt numbers, no paper, photo colours). */
const PLAN_VERSION = 2;

export const NOTHING_COLORED_YET = 'Color this page first: your colors become the key.';

interface PageArt {
  id: number;
  illustration: string;
  colorReference: string | null;
}

/**
 * What a plan is made from, and where it is kept: one variant per style, and one per user for
 * their own colours; "natural" on a page that kept its photo's colours is made from them too.
 */
async function planSource(ctx: AppContext, user: UserRow, page: PageArt, style: NumbersStyle) {
  if (style === 'natural' && page.colorReference) {
    return {
      variant: style,
      source: `v${PLAN_VERSION}:${page.illustration}|${page.colorReference}`,
      layer: null,
      reference: page.colorReference,
    };
  }
  if (style !== 'colored') return { variant: style, source: `v${PLAN_VERSION}:${page.illustration}`, layer: null, reference: null };
  const [colored] = await ctx.db
    .select({ photo: coloredPages.photo })
    .from(coloredPages)
    .where(and(eq(coloredPages.userId, user.id), eq(coloredPages.pageId, page.id)))
    .limit(1);
  if (!colored) throw validation('style', NOTHING_COLORED_YET);
  return {
    variant: `colored:${user.id}`,
    source: `v${PLAN_VERSION}:${page.illustration}|${colored.photo}`,
    layer: colored.photo,
    reference: null,
  };
}

/**
 * The numbered version of a page (CONTRACT.md "GET /pages/{id}/numbers"): kept in number_plans
 * once made, and made again only when the picture or the coloring it came from changed.
 * Anyone who can see the page may number it; blocked pages only for admins.
 */
export async function readNumbersPlan(ctx: AppContext, user: UserRow, pageId: number, style: NumbersStyle): Promise<NumbersPlan> {
  const [page] = await ctx.db
    .select({ id: pages.id, illustration: pages.illustration, colorReference: pages.colorReference, blocked: pages.blocked })
    .from(pages)
    .where(eq(pages.id, pageId))
    .limit(1);
  if (!page || (page.blocked && !user.admin)) throw notFound('The page');
  const { variant, source, layer, reference } = await planSource(ctx, user, page, style);

  const [kept] = await ctx.db
    .select({ source: numberPlans.source, plan: numberPlans.plan })
    .from(numberPlans)
    .where(and(eq(numberPlans.pageId, page.id), eq(numberPlans.variant, variant)))
    .limit(1);
  if (kept && kept.source === source) return kept.plan as NumbersPlan;

  const illustration = await ctx.storage.read(page.illustration);
  if (!illustration) throw new Error(`The illustration of page ${page.id} is missing from storage.`);
  const coloring = layer ? await ctx.storage.read(layer) : null;
  if (layer && !coloring) throw validation('style', NOTHING_COLORED_YET);
  // A lost colour reference only costs the photo's colours: the preset stands in.
  const colorReference = reference ? await ctx.storage.read(reference) : null;
  // Numbering is seconds of JavaScript: a picture worker's, not the server's (pictures/pool.ts).
  const made = await ctx.pictures.run('numbersPlan', illustration, style, {
    coloringLayer: coloring ?? undefined,
    colorReference: colorReference ?? undefined,
  });
  const plan: NumbersPlan = {
    page_id: page.id,
    style,
    width: made.width,
    height: made.height,
    colors: made.colors.map((c) => ({ ...c })),
    regions: made.regions.map((r) => ({ ...r, merged: r.merged.map(([x, y]) => [x, y] as [number, number]) })),
    unlabelled: made.unlabelled,
  };
  // Two first opens at once both make it; the last write wins and both are the same plan.
  await ctx.db
    .insert(numberPlans)
    .values({ pageId: page.id, variant, source, plan })
    .onConflictDoUpdate({ target: [numberPlans.pageId, numberPlans.variant], set: { source, plan, createdAt: new Date() } });
  return plan;
}
