import { eq, sql } from 'drizzle-orm';
import type { ChangeFeed } from '../../db/change-feed.ts';
import type { Db } from '../../db/client.ts';
import { coloredPages, favorites, pages, users } from '../../db/schema.ts';
import { TRENDING_TOP } from './trending.ts';

/**
 * What the public list needs in memory to answer without the database (docs/decisions/008-page-lists.md):
 * page objects pre-serialized in parts, each viewer's favorites and colorings, and the trending
 * threshold of the top pages. Every part is dropped when the change feed announces a change to
 * its rows; a read that overlapped such an announcement is used once but not kept.
 */

/** The viewer-independent JSON of one page object, in the key order of toPage. */
export interface PageParts {
  id: number;
  ownerId: number;
  blocked: boolean;
  trendingScore: number;
  /** `{"id":…,"title":…,"prompt":…,"category":…,"tags":[…],"user":{…},"illustration":…,"thumbnail":…` (no closing brace). */
  head: string;
  /** `,"colored_count":…,"favorited_count":…` */
  counts: string;
  /** `,"created_at":"…"}` */
  tail: string;
}

/** The viewer's favorites and colored pages (page id → the colored page object as JSON). */
export interface ViewerMarks {
  favorites: Set<number>;
  colored: Map<number, string>;
}

const LIMITS = { pages: 20_000, viewers: 5_000 };

/** The reads behind PageMemory, each prepared once per connection. */
function memoryQueries(db: Db) {
  const viewer = sql.placeholder('viewer');
  const parts = db
    .select({
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
      ownerName: users.name,
      ownerPhoto: users.photo,
    })
    .from(pages)
    .innerJoin(users, eq(users.id, pages.userId))
    .where(sql`${pages.id} = any(${sql.placeholder('ids')}::int[])`)
    .prepare('page_parts');
  return {
    parts,
    favorites: db
      .select({ pageId: favorites.pageId })
      .from(favorites)
      .where(sql`${favorites.userId} = ${viewer}`)
      .prepare('viewer_favorites'),
    colored: db
      .select({ pageId: coloredPages.pageId, id: coloredPages.id, photo: coloredPages.photo, preview: coloredPages.preview })
      .from(coloredPages)
      .where(sql`${coloredPages.userId} = ${viewer}`)
      .prepare('viewer_colored'),
    top: db
      .select({
        score:
          sql<number>`coalesce((select trending_score from pages where not blocked order by trending_score desc offset ${TRENDING_TOP - 1} limit 1), 0)`.mapWith(
            Number,
          ),
      })
      .from(sql`(values (1)) as one(x)`)
      .prepare('trending_top_score'),
  };
}

type PartsRow = Awaited<ReturnType<ReturnType<typeof memoryQueries>['parts']['execute']>>[number];

function toParts(row: PartsRow): PageParts {
  const head = JSON.stringify({
    id: row.id,
    title: row.title,
    prompt: row.prompt,
    category: row.category,
    tags: row.tags,
    user: { id: row.userId, name: row.ownerName, photo: row.ownerPhoto },
    illustration: row.illustration,
    thumbnail: row.thumbnail,
  });
  return {
    id: row.id,
    ownerId: row.userId,
    blocked: row.blocked,
    trendingScore: row.trendingScore,
    head: head.slice(0, -1),
    counts: `,"colored_count":${row.coloredCount},"favorited_count":${row.favoritedCount}`,
    tail: `,"created_at":${JSON.stringify(row.createdAt.toISOString())}}`,
  };
}

/** Drops the oldest entries of a Map used in insertion order once it is over `max`. */
function trim<K, V>(map: Map<K, V>, max: number, onDrop?: (key: K, value: V) => void) {
  for (const [key, value] of map) {
    if (map.size <= max) return;
    map.delete(key);
    onDrop?.(key, value);
  }
}

export class PageMemory {
  private readonly parts = new Map<number, PageParts>();
  private readonly pagesOf = new Map<number, Set<number>>();
  private readonly viewers = new Map<number, ViewerMarks>();
  private top: number | null = null;
  private pagesEpoch = 0;
  private viewersEpoch = 0;
  private readonly queries: ReturnType<typeof memoryQueries>;

  /**
   * `onListsChanged(moved, ids)`: something that can reorder lists changed; `moved` when pages
   * may have entered or left them (a new page: `ids`, or null for any page), which lists must
   * show at once.
   */
  constructor(db: Db, feed: ChangeFeed, onListsChanged: (moved?: boolean, ids?: number[] | null) => void) {
    this.queries = memoryQueries(db);
    feed.subscribe((change) => {
      if (!change) {
        this.pagesEpoch++;
        this.viewersEpoch++;
        this.parts.clear();
        this.pagesOf.clear();
        this.viewers.clear();
        this.top = null;
        onListsChanged(true, null); // anything may have happened meanwhile, new pages too
      } else if (change.tag === 'p') {
        this.pagesEpoch++;
        this.top = null;
        if (change.ids === null) this.clearPages();
        else for (const id of change.ids) this.dropPage(id);
        onListsChanged();
      } else if (change.tag === 'm') {
        // Its 'p' came just before (same statement): only the rankings need hearing it is a move.
        onListsChanged(true, change.ids);
      } else if (change.tag === 'u') {
        // Owner names and photos are part of page objects, and owner names are searched.
        this.pagesEpoch++;
        if (change.ids === null) this.clearPages();
        else for (const owner of change.ids) for (const id of [...(this.pagesOf.get(owner) ?? [])]) this.dropPage(id);
        onListsChanged();
      } else if (change.tag === 'f' || change.tag === 'c') {
        this.viewersEpoch++;
        if (change.ids === null) this.viewers.clear();
        else for (const viewer of change.ids) this.viewers.delete(viewer);
      }
    });
  }

  /** The parts of these pages if all of them are in memory (a warm request needs no promise). */
  readyParts(ids: readonly number[]): PageParts[] | undefined {
    const found: PageParts[] = [];
    for (const id of ids) {
      const parts = this.parts.get(id);
      if (!parts) return undefined;
      found.push(parts);
    }
    return found;
  }

  readyMarks(viewer: number): ViewerMarks | undefined {
    return this.viewers.get(viewer);
  }

  readyTopScore(): number | undefined {
    return this.top ?? undefined;
  }

  /** The parts of these pages (missing ones read in one query); unknown ids are left out. */
  async pageParts(ids: readonly number[]): Promise<Map<number, PageParts>> {
    const found = new Map<number, PageParts>();
    const missing: number[] = [];
    for (const id of ids) {
      const parts = this.parts.get(id);
      if (parts) found.set(id, parts);
      else missing.push(id);
    }
    if (missing.length === 0) return found;
    const epoch = this.pagesEpoch;
    const rows = await this.queries.parts.execute({ ids: missing });
    const keep = epoch === this.pagesEpoch;
    for (const row of rows) {
      const parts = toParts(row);
      found.set(parts.id, parts);
      if (keep) this.keepPage(parts);
    }
    if (keep) trim(this.parts, LIMITS.pages, (id, parts) => this.pagesOf.get(parts.ownerId)?.delete(id));
    return found;
  }

  async viewerMarks(viewer: number): Promise<ViewerMarks> {
    const cached = this.viewers.get(viewer);
    if (cached) return cached;
    const epoch = this.viewersEpoch;
    const [favorited, colored] = [await this.queries.favorites.execute({ viewer }), await this.queries.colored.execute({ viewer })];
    const marks: ViewerMarks = {
      favorites: new Set(favorited.map((row) => row.pageId)),
      colored: new Map(colored.map((row) => [row.pageId, JSON.stringify({ id: row.id, photo: row.photo, preview: row.preview })])),
    };
    if (epoch === this.viewersEpoch) {
      this.viewers.set(viewer, marks);
      trim(this.viewers, LIMITS.viewers);
    }
    return marks;
  }

  /** The TRENDING_TOP-th best score of the listed pages (0 when there are fewer). */
  async topScore(): Promise<number> {
    if (this.top !== null) return this.top;
    const epoch = this.pagesEpoch;
    const [row] = await this.queries.top.execute();
    const score = row?.score ?? 0;
    if (epoch === this.pagesEpoch) this.top = score;
    return score;
  }

  private keepPage(parts: PageParts) {
    this.parts.set(parts.id, parts);
    let owned = this.pagesOf.get(parts.ownerId);
    if (!owned) this.pagesOf.set(parts.ownerId, (owned = new Set()));
    owned.add(parts.id);
  }

  private dropPage(id: number) {
    const parts = this.parts.get(id);
    if (!parts) return;
    this.parts.delete(id);
    this.pagesOf.get(parts.ownerId)?.delete(id);
  }

  private clearPages() {
    this.parts.clear();
    this.pagesOf.clear();
  }
}
