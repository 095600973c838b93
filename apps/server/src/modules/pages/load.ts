import { and, eq, sql } from 'drizzle-orm';
import type { Page } from '@crayonbox/contract';
import type { Db } from '../../db/client.ts';
import { coloredPages, favorites, pages, users } from '../../db/schema.ts';
import { toPage, type Viewer } from './serialize.ts';
import { trendingCutoffSql, trendingFloor } from './trending.ts';

type ColoredRef = { id: number; photo: string; preview: string };

export interface LoadOptions {
  /** Admins see blocked pages; everyone else never does. */
  includeBlocked: boolean;
}

/**
 * The one query behind every page object: pages, owners, the viewer's favorite and colored page,
 * and the trending cutoff. Prepared once per database connection (the plan of
 * this many-index join costs more to make than to run), with the ids as one array parameter.
 */
function pagesQuery(db: Db, includeBlocked: boolean) {
  const viewer = sql.placeholder('viewer');
  return db
    .select({
      page: {
        id: pages.id,
        userId: pages.userId,
        title: pages.title,
        prompt: pages.prompt,
        category: pages.category,
        tags: pages.tags,
        illustration: pages.illustration,
        thumbnail: pages.thumbnail,
        coloredCount: pages.coloredCount,
        favoritedCount: pages.favoritedCount,
        trendingScore: pages.trendingScore,
        blocked: pages.blocked,
        createdAt: pages.createdAt,
      },
      owner: { id: users.id, name: users.name, photo: users.photo, stripeId: users.stripeId },
      // Per-row probes of the (user_id, page_id) unique indexes: the cost stays 24 lookups however
      // many favorites or colorings the viewer has.
      favorited: sql<boolean>`exists (select 1 from ${favorites} where ${favorites.userId} = ${viewer} and ${favorites.pageId} = ${pages.id})`,
      colored: sql<ColoredRef | null>`(select json_build_object('id', ${coloredPages.id}, 'photo', ${coloredPages.photo}, 'preview', ${coloredPages.preview})
        from ${coloredPages} where ${coloredPages.userId} = ${viewer} and ${coloredPages.pageId} = ${pages.id})`,
      cutoff: trendingCutoffSql(sql`${sql.placeholder('floor')}`),
    })
    .from(pages)
    .innerJoin(users, eq(users.id, pages.userId))
    .where(and(sql`${pages.id} = any(${sql.placeholder('ids')}::int[])`, includeBlocked ? undefined : eq(pages.blocked, false)))
    .prepare(includeBlocked ? 'pages_load_all' : 'pages_load_listed');
}

type PreparedPagesQuery = ReturnType<typeof pagesQuery>;
const prepared = new WeakMap<Db, { all?: PreparedPagesQuery; listed?: PreparedPagesQuery }>();

function preparedFor(db: Db, includeBlocked: boolean): PreparedPagesQuery {
  let entry = prepared.get(db);
  if (!entry) prepared.set(db, (entry = {}));
  const slot = includeBlocked ? 'all' : 'listed';
  return (entry[slot] ??= pagesQuery(db, includeBlocked));
}

/**
 * Page objects for the given ids, in the given order (unknown or hidden ids are skipped), in one
 * query. Works with a transaction as db too.
 */
export async function loadPages(db: Db, ids: readonly number[], viewer: Viewer, options: LoadOptions): Promise<Page[]> {
  if (ids.length === 0) return [];
  const rows = await preparedFor(db, options.includeBlocked).execute({ ids: [...ids], viewer: viewer.id, floor: trendingFloor() });
  const byId = new Map(rows.map((row) => [row.page.id, row]));
  const out: Page[] = [];
  for (const id of ids) {
    const row = byId.get(id);
    if (!row) continue;
    const colored = typeof row.colored === 'string' ? (JSON.parse(row.colored) as ColoredRef) : row.colored;
    out.push(toPage({ page: row.page, owner: row.owner, favorited: Boolean(row.favorited), colored, trendingCutoff: row.cutoff }, viewer));
  }
  return out;
}

/** One page object, or null when it does not exist or the viewer may not see it (blocked). */
export async function loadPage(db: Db, id: number, viewer: Viewer): Promise<Page | null> {
  const [page] = await loadPages(db, [id], viewer, { includeBlocked: viewer.admin });
  return page ?? null;
}
