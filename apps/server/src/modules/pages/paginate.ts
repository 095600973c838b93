import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import { DEFAULT_PER_PAGE, type Page, type Paginated, type PagesQuery } from '@crayonbox/contract';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { coloredPages, favorites, pages } from '../../db/schema.ts';
import { listCondition, searchWords, SORT_ORDER } from './list-sql.ts';
import { listProbeSql, loadPages } from './load.ts';
import { PageMemory } from './page-memory.ts';
import { publicListJson } from './public-list.ts';
import { RankingCache, type Ranking } from './ranking-cache.ts';
import type { Viewer } from './serialize.ts';

/** Tuned with bench/pages.mjs; see docs/decisions/008-page-lists.md. */
export const RANKING_CACHE = {
  ttlMs: 10_000,
  bigSize: 2_000,
  maxStaleMs: 30_000,
  minRefreshMs: 2_000,
  maxEntries: 500,
  maxIds: 4_000_000,
};

type ListContext = Pick<AppContext, 'db' | 'log' | 'feed'>;
interface Catalogue {
  rankings: RankingCache;
  memory: PageMemory;
}
const catalogues = new WeakMap<Db, Catalogue>();

/** The in-process state of the public lists of one database (tests open many). */
function catalogueOf(ctx: ListContext): Catalogue {
  let catalogue = catalogues.get(ctx.db);
  if (!catalogue) {
    const rankings = new RankingCache({
      ...RANKING_CACHE,
      onBackgroundError: (err) => ctx.log.warn({ err }, 'page ranking refresh failed'),
    });
    catalogue = { rankings, memory: new PageMemory(ctx.db, ctx.feed, () => rankings.invalidate()) };
    catalogues.set(ctx.db, catalogue);
  }
  return catalogue;
}

const rankingKey = (includeBlocked: boolean, query: PagesQuery, words: string[]) =>
  `${includeBlocked ? 'all' : 'listed'}|${query.sort}|${query.category ?? ''}|${words.join(' ')}`;

/**
 * The response body of a public list straight from memory (public-list.ts), or null when this
 * request must read the database instead: admins (blocked pages, owners' Stripe ids), personal
 * scopes, or a change feed that cannot vouch for the memory right now.
 */
export function paginateFromMemory(ctx: ListContext, viewer: Viewer, query: PagesQuery): string | Promise<string> | null {
  if (query.scope !== 'public' || viewer.admin || !ctx.feed.isCurrent()) return null;
  const { rankings, memory } = catalogueOf(ctx);
  const words = searchWords(query.search);
  const build = () => buildRanking(ctx.db, query, words, false);
  return publicListJson(rankings, memory, build, rankingKey(false, query, words), viewer, query);
}

const paginated = (data: Page[], page: number, perPage: number, total: number): Paginated<Page> => ({
  data,
  current_page: page,
  last_page: Math.max(1, Math.ceil(total / perPage)),
  per_page: perPage,
  total,
});

/**
 * GET /pages/paginate. The public scope (everyone's pages; for admins blocked ones too) is large
 * and shared by all viewers, so it is answered from a cached ranking; the personal scopes
 * (owned, favorited, colored) are small and read directly. Either way the items come from
 * loadPages in one query.
 */
export async function paginatePages(ctx: ListContext, viewer: Viewer, query: PagesQuery): Promise<Paginated<Page>> {
  const perPage = query.per_page ?? DEFAULT_PER_PAGE;
  const offset = (query.page - 1) * perPage;
  const words = searchWords(query.search);
  if (query.scope === 'public') {
    const includeBlocked = viewer.admin;
    const key = rankingKey(includeBlocked, query, words);
    const cache = catalogueOf(ctx).rankings;
    const build = () => buildRanking(ctx.db, query, words, includeBlocked);
    let ranking = await cache.get(key, build);
    let loaded = await loadPages(ctx.db, slice(ranking, offset, perPage), viewer, { includeBlocked });
    const newer = await cache.revalidate(key, ranking, loaded.probe, build);
    if (newer) {
      ranking = newer;
      loaded = await loadPages(ctx.db, slice(ranking, offset, perPage), viewer, { includeBlocked });
    }
    return paginated(loaded.pages, query.page, perPage, ranking.ids.length);
  }

  const where = and(eq(pages.blocked, false), listCondition(words, query.category));
  const base = () => {
    const q = ctx.db.select({ id: pages.id, total: sql<number>`count(*) over ()`.mapWith(Number) }).from(pages);
    if (query.scope === 'owned') return q.where(and(where, eq(pages.userId, viewer.id)));
    if (query.scope === 'favorited') {
      return q.innerJoin(favorites, and(eq(favorites.pageId, pages.id), eq(favorites.userId, viewer.id))).where(where);
    }
    return q.innerJoin(coloredPages, and(eq(coloredPages.pageId, pages.id), eq(coloredPages.userId, viewer.id))).where(where);
  };
  const rows = await base()
    .orderBy(...SORT_ORDER[query.sort])
    .limit(perPage)
    .offset(offset);
  const total = rows[0]?.total ?? (offset > 0 ? await countPersonal(ctx.db, query.scope, viewer, where) : 0);
  const { pages: data } = await loadPages(
    ctx.db,
    rows.map((r) => r.id),
    viewer,
    { includeBlocked: false },
  );
  return paginated(data, query.page, perPage, total);
}

const slice = (ranking: Ranking, offset: number, perPage: number) => Array.from(ranking.ids.subarray(offset, offset + perPage));

/** Total of a personal list, when the requested page lies past its end. */
async function countPersonal(db: Db, scope: 'owned' | 'favorited' | 'colored', viewer: Viewer, where: SQL | undefined) {
  const q = db.select({ n: count() }).from(pages);
  const [row] = await (scope === 'owned'
    ? q.where(and(where, eq(pages.userId, viewer.id)))
    : scope === 'favorited'
      ? q.innerJoin(favorites, and(eq(favorites.pageId, pages.id), eq(favorites.userId, viewer.id))).where(where)
      : q.innerJoin(coloredPages, and(eq(coloredPages.pageId, pages.id), eq(coloredPages.userId, viewer.id))).where(where));
  return row?.n ?? 0;
}

/**
 * Every matching id in list order, with the probe, in one statement (so both describe the same
 * moment). The ids travel as one comma-joined string: 100,000 ids cost one short string instead of
 * 100,000 result rows. The inner ORDER BY is read from the sort's partial index; the aggregate
 * keeps the order of its (non-parallel, single-source) input.
 */
async function buildRanking(db: Db, query: PagesQuery, words: string[], includeBlocked: boolean): Promise<Ranking> {
  const ordered = db
    .select({ id: pages.id })
    .from(pages)
    .where(and(includeBlocked ? undefined : eq(pages.blocked, false), listCondition(words, query.category)))
    .orderBy(...SORT_ORDER[query.sort])
    .as('ordered');
  const [row] = await db
    .select({ probe: listProbeSql, ids: sql<string>`coalesce(string_agg(${ordered.id}::text, ','), '')` })
    .from(ordered);
  const text = row?.ids ?? '';
  const ids = text === '' ? new Int32Array(0) : Int32Array.from(text.split(','), Number);
  return { ids, probe: row?.probe ?? '', builtAt: Date.now() };
}
