import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { DEFAULT_PER_PAGE, PAGE_CATEGORIES, type Page, type PageCategoryCount, type Paginated, type PagesQuery } from '@crayonbox/contract';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { coloredPages, favorites, pages } from '../../db/schema.ts';
import { listCondition, searchCondition, searchWords, SORT_ORDER } from './list-sql.ts';
import { loadPages } from './load.ts';
import { PageMemory } from './page-memory.ts';
import { publicListJson } from './public-list.ts';
import { RankingCache, type Ranking } from './ranking-cache.ts';
import type { Viewer } from './serialize.ts';

/** Tuned with bench/pages.mjs; see docs/decisions/008-page-lists.md. */
export const RANKING_CACHE = {
  bigSize: 2_000,
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
      affectedBy: (ids, keys) => listsMatching(ctx.db, ids, keys),
    });
    catalogue = { rankings, memory: new PageMemory(ctx.db, ctx.feed, (moved, ids) => rankings.invalidate(moved, ids)) };
    catalogues.set(ctx.db, catalogue);
  }
  return catalogue;
}

const rankingKey = (includeBlocked: boolean, query: PagesQuery, words: string[]) =>
  `${includeBlocked ? 'all' : 'listed'}|${query.sort}|${query.category ?? ''}|${words.join(' ')}`;

/** The filters of a ranking key: which pages its list holds, whatever their order. */
function keyFilter(key: string) {
  const [scope = '', , category = '', words = ''] = key.split('|');
  return { listedOnly: scope !== 'all', category, words };
}

/** Searches classified per statement at most: beyond them a move rebuilds the rest (the cache's default). */
const MAX_SEARCHES_CLASSIFIED = 50;

/**
 * The keys of the lists that these moved pages belong in now (RankingCache's affectedBy): one
 * statement reads each page's category, block and, for every search among the keys, whether it
 * matches; sorts and categories are told apart here.
 */
async function listsMatching(db: Db, ids: number[], keys: string[]): Promise<Set<string>> {
  const searches = new Map<string, string>();
  for (const key of keys) {
    const { words } = keyFilter(key);
    if (words && !searches.has(words) && searches.size < MAX_SEARCHES_CLASSIFIED) searches.set(words, `s${searches.size}`);
  }
  const columns = Object.fromEntries(
    [...searches].map(([words, column]) => [column, sql<boolean>`coalesce(${searchCondition(words.split(' '))}, false)`]),
  );
  const rows: Record<string, unknown>[] = await db
    .select({ category: pages.category, blocked: pages.blocked, ...columns })
    .from(pages)
    .where(inArray(pages.id, ids));
  const matched = new Set<string>();
  for (const key of keys) {
    const { listedOnly, category, words } = keyFilter(key);
    const column = searches.get(words);
    if (words && !column) matched.add(key);
    else if (
      rows.some((row) => !(listedOnly && row.blocked) && (!category || row.category === category) && (!column || row[column] === true))
    )
      matched.add(key);
  }
  return matched;
}

/**
 * How long a list request waits for this instance's own writes to come back from the change feed
 * (about one round trip) before it reads the database instead: waiting is far cheaper than the
 * plain query (bench/pages.mjs).
 */
const OWN_WRITES_WAIT_MS = 100;

/** Whether the cached rankings may answer now, after waiting briefly for this instance's own writes. */
const feedVouches = (ctx: ListContext) => ctx.feed.isCurrent() || ctx.feed.whenCurrent(OWN_WRITES_WAIT_MS);

/**
 * The response body of a public list straight from memory (public-list.ts), or null when this
 * request must read the database instead: admins (blocked pages, owners' Stripe ids), personal
 * scopes, or a change feed that cannot vouch for the memory. A string when everything is at hand;
 * a promise when something must be read or the feed is a moment behind this instance's writes.
 */
export function paginateFromMemory(ctx: ListContext, viewer: Viewer, query: PagesQuery): string | Promise<string | null> | null {
  if (query.scope !== 'public' || viewer.admin) return null;
  const answer = () => {
    const { rankings, memory } = catalogueOf(ctx);
    const words = searchWords(query.search);
    const build = () => buildRanking(ctx.db, query, words, false);
    return publicListJson(rankings, memory, build, rankingKey(false, query, words), viewer, query);
  };
  const vouches = feedVouches(ctx);
  if (vouches === true) return answer();
  return vouches.then((ok) => (ok ? answer() : null));
}

/**
 * GET /pages/categories: how many pages each category's public list holds (blocked ones too for
 * admins). While the change feed vouches for memory, each count is the length of that category's
 * ranking under the default sort, the very list a chip opens, kept fresh by the feed like every
 * ranking (docs/decisions/008-page-lists.md); otherwise one grouped count.
 */
export async function categoryCounts(ctx: ListContext, viewer: Viewer): Promise<PageCategoryCount[]> {
  const includeBlocked = viewer.admin;
  if (await feedVouches(ctx)) {
    const { rankings } = catalogueOf(ctx);
    return Promise.all(
      PAGE_CATEGORIES.map(async (category) => {
        const query = { page: 1, sort: 'latest', scope: 'public', search: '', category } satisfies PagesQuery;
        const ranking = await rankings.current(rankingKey(includeBlocked, query, []), () =>
          buildRanking(ctx.db, query, [], includeBlocked),
        );
        return { category, count: ranking.ids.length };
      }),
    );
  }
  const rows = await ctx.db
    .select({ category: pages.category, n: count() })
    .from(pages)
    .where(includeBlocked ? undefined : eq(pages.blocked, false))
    .groupBy(pages.category);
  const counts = new Map(rows.map((row) => [row.category, row.n]));
  return PAGE_CATEGORIES.map((category) => ({ category, count: counts.get(category) ?? 0 }));
}

const paginated = (data: Page[], page: number, perPage: number, total: number): Paginated<Page> => ({
  data,
  current_page: page,
  last_page: Math.max(1, Math.ceil(total / perPage)),
  per_page: perPage,
  total,
});

/**
 * GET /pages/paginate. While the change feed is current, the public scope (everyone's pages; for
 * admins blocked ones too) is answered from a cached ranking that the feed keeps fresh; otherwise,
 * and for the personal scopes (owned, favorited, colored: small lists), one query reads the page
 * of ids and the total. Either way the items come from loadPages in one query.
 */
export async function paginatePages(ctx: ListContext, viewer: Viewer, query: PagesQuery): Promise<Paginated<Page>> {
  const perPage = query.per_page ?? DEFAULT_PER_PAGE;
  const offset = (query.page - 1) * perPage;
  const words = searchWords(query.search);
  const includeBlocked = query.scope === 'public' && viewer.admin;
  if (query.scope === 'public' && (await feedVouches(ctx))) {
    const key = rankingKey(includeBlocked, query, words);
    const ranking = await catalogueOf(ctx).rankings.current(key, () => buildRanking(ctx.db, query, words, includeBlocked));
    const data = await loadPages(ctx.db, slice(ranking, offset, perPage), viewer, { includeBlocked });
    return paginated(data, query.page, perPage, ranking.ids.length);
  }

  const rows = await listQuery(ctx.db, query, viewer, words, includeBlocked)
    .orderBy(...SORT_ORDER[query.sort])
    .limit(perPage)
    .offset(offset);
  const total = rows[0]?.total ?? (offset > 0 ? await countList(ctx.db, query, viewer, words, includeBlocked) : 0);
  const data = await loadPages(
    ctx.db,
    rows.map((r) => r.id),
    viewer,
    { includeBlocked },
  );
  return paginated(data, query.page, perPage, total);
}

/** The pages of one list as (id, total) rows, filtered but not yet ordered or sliced. */
function listQuery(db: Db, query: PagesQuery, viewer: Viewer, words: string[], includeBlocked: boolean) {
  const where = and(includeBlocked ? undefined : eq(pages.blocked, false), listCondition(words, query.category));
  const q = db.select({ id: pages.id, total: sql<number>`count(*) over ()`.mapWith(Number) }).from(pages);
  if (query.scope === 'public') return q.where(where).$dynamic();
  if (query.scope === 'owned') return q.where(and(where, eq(pages.userId, viewer.id))).$dynamic();
  if (query.scope === 'favorited') {
    return q
      .innerJoin(favorites, and(eq(favorites.pageId, pages.id), eq(favorites.userId, viewer.id)))
      .where(where)
      .$dynamic();
  }
  return q
    .innerJoin(coloredPages, and(eq(coloredPages.pageId, pages.id), eq(coloredPages.userId, viewer.id)))
    .where(where)
    .$dynamic();
}

const slice = (ranking: Ranking, offset: number, perPage: number) => Array.from(ranking.ids.subarray(offset, offset + perPage));

/** Total of a list, when the requested page lies past its end (so no row carried the count). */
async function countList(db: Db, query: PagesQuery, viewer: Viewer, words: string[], includeBlocked: boolean) {
  const rows = await db.select({ n: count() }).from(listQuery(db, query, viewer, words, includeBlocked).as('listed'));
  return rows[0]?.n ?? 0;
}

/**
 * Every matching id in list order, in one statement. The ids travel as one comma-joined string: 100,000 ids cost one short string instead of
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
  const [row] = await db.select({ ids: sql<string>`coalesce(string_agg(${ordered.id}::text, ','), '')` }).from(ordered);
  const text = row?.ids ?? '';
  const ids = text === '' ? new Int32Array(0) : Int32Array.from(text.split(','), Number);
  return { ids };
}
