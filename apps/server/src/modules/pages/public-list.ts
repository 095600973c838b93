import { DEFAULT_PER_PAGE, type PagesQuery } from '@crayonbox/contract';
import type { PageMemory, PageParts, ViewerMarks } from './page-memory.ts';
import type { Ranking, RankingCache } from './ranking-cache.ts';
import type { Viewer } from './serialize.ts';
import { isTrending, trendingFloor } from './trending.ts';

/** The page object of toPage as JSON, from the cached parts and the viewer's marks. */
export function pageJson(parts: PageParts, marks: ViewerMarks, viewer: Viewer, cutoff: number): string {
  const colored = marks.colored.get(parts.id);
  return (
    `${parts.head},"colored":${colored ?? 'null'}${parts.counts}` +
    `,"is_colored":${colored !== undefined},"is_favorited":${marks.favorites.has(parts.id)},"is_owner":${parts.ownerId === viewer.id}` +
    `,"blocked":${parts.blocked},"trending":${isTrending(parts.trendingScore, cutoff)}${parts.tail}`
  );
}

/** The response body ({ data: paginated }) of one page of a ranking. */
function listJson(
  ranking: Ranking,
  parts: Iterable<PageParts>,
  marks: ViewerMarks,
  top: number,
  viewer: Viewer,
  query: PagesQuery,
  perPage: number,
) {
  const cutoff = Math.max(trendingFloor(), top);
  let items = '';
  for (const page of parts) {
    // A page blocked since the ranking was built is left out (that page of the list is one short).
    if (page.blocked) continue;
    items += (items ? ',' : '') + pageJson(page, marks, viewer, cutoff);
  }
  const total = ranking.ids.length;
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  return `{"data":{"data":[${items}],"current_page":${query.page},"last_page":${lastPage},"per_page":${perPage},"total":${total}}}`;
}

const sliceOf = (ranking: Ranking, query: PagesQuery, perPage: number) => {
  const offset = (query.page - 1) * perPage;
  return Array.from(ranking.ids.subarray(offset, offset + perPage));
};

/**
 * One page of a public list for a viewer who is not an admin, as the JSON body of the response,
 * answered from memory: the ranking says which ids, PageMemory holds their objects and the
 * viewer's marks. Only called while the change feed is current. When everything is in memory
 * the answer is a string at once (no promise to wait for); otherwise whatever is missing is read
 * (a query or two) and kept.
 */
export function publicListJson(
  rankings: RankingCache,
  memory: PageMemory,
  build: () => Promise<Ranking>,
  key: string,
  viewer: Viewer,
  query: PagesQuery,
): string | Promise<string> {
  const perPage = query.per_page ?? DEFAULT_PER_PAGE;
  const ranking = rankings.ready(key, build);
  if (ranking) {
    const ids = sliceOf(ranking, query, perPage);
    const parts = memory.readyParts(ids);
    const marks = memory.readyMarks(viewer.id);
    const top = memory.readyTopScore();
    if (parts && marks && top !== undefined) return listJson(ranking, parts, marks, top, viewer, query, perPage);
  }
  return (async () => {
    const current = await rankings.current(key, build);
    const ids = sliceOf(current, query, perPage);
    const [found, marks, top] = [await memory.pageParts(ids), await memory.viewerMarks(viewer.id), await memory.topScore()];
    const parts = ids.flatMap((id) => found.get(id) ?? []);
    return listJson(current, parts, marks, top, viewer, query, perPage);
  })();
}
