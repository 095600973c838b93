/**
 * In-process cache of list rankings: for one list (sort, filters, blocked or not) the ordered ids
 * of every matching page. A page of the list is then a slice of the ids, so "page 2000" costs
 * what page 1 costs and the total needs no count(*).
 *
 * Freshness has one source, the change feed (docs/decisions/008-page-lists.md): callers use the
 * cache only while the feed is current, and every announcement that can move a page in a list
 * calls invalidate(). A ranking built before the latest invalidate() is stale: a small one is
 * rebuilt before answering (exact), a big one is rebuilt in the background while the previous
 * ranking keeps serving (the items themselves are always read fresh, so a blocked page never
 * shows). Changes that only reorder a list (counts) are folded into one background refresh every
 * `minRefreshMs`, small rankings included; a change that can add pages to lists or take them out
 * (invalidate(true, ids): a page made or deleted) starts the refresh of big ones at the next read,
 * so a new page shows within about one build, and makes a small ranking rebuild before answering
 * only when it can change that list: when one of the moved pages is in it, or matches its filters
 * now (`affectedBy`, one query per move for every small list held). Rebuilding every small list
 * after every new page made each search wait for the database while pages were being made
 * (docs/decisions/026-many-servers.md). Per-instance state: losing it only costs a rebuild.
 */

export interface Ranking {
  ids: Int32Array;
  /** The cache's change count when the build started (see invalidate()). */
  generation?: number;
}

export interface RankingCacheOptions {
  /** From this many ids on, a stale ranking is refreshed in the background instead of before answering. */
  bigSize: number;
  /** Background refreshes of one list start at most this often, unless pages entered or left lists. */
  minRefreshMs: number;
  maxEntries: number;
  /** Bound on the ids held by all entries together (4 bytes each). */
  maxIds: number;
  onBackgroundError: (error: unknown) => void;
  /**
   * Which of these rankings' lists the moved pages match now (they may enter them). Without it,
   * or when it fails, every small ranking counts as changed by every move.
   */
  affectedBy?: (ids: number[], keys: string[]) => Promise<Set<string>>;
  now?: () => number;
}

/** Moves remembered for small rankings built before them; a ranking older than all of them is rebuilt. */
const MOVES_KEPT = 64;

/** Pages that may have entered or left lists (invalidate(true)), and which small lists they can change. */
interface Move {
  generation: number;
  /** null: any page may have moved. */
  ids: number[] | null;
  /** The keys classified, and those among them the moved pages match; until then, `pending`. */
  checked?: Set<string>;
  matched?: Set<string>;
  pending?: Promise<void>;
}

interface Slot {
  ranking?: Ranking;
  building?: Promise<Ranking>;
  lastBuildStart: number;
}

export class RankingCache {
  private readonly slots = new Map<string, Slot>();
  private readonly now: () => number;
  /** Counts announced changes (invalidate()); a ranking built before the last one is stale. */
  private generation = 0;
  /** The generation of the last change that can add pages to lists or take them out. */
  private movedGeneration = 0;
  /** The latest moves, oldest first; `forgottenMoves` is the generation of the newest one dropped. */
  private moves: Move[] = [];
  private forgottenMoves = 0;

  constructor(private readonly options: RankingCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  /**
   * A ranking fit to answer with now: built after the latest change, or big and being refreshed
   * in the background. Built once however many callers wait.
   */
  async current(key: string, build: () => Promise<Ranking>): Promise<Ranking> {
    const ready = this.ready(key, build);
    if (ready) return ready;
    const slot = this.touch(key);
    const ranking = slot.ranking;
    if (ranking && ranking.ids.length < this.options.bigSize) {
      const changed = this.movedSince(key, ranking);
      if (changed !== true && !(await changed) && slot.ranking === ranking) {
        this.refreshInBackground(key, slot, build, false);
        return ranking;
      }
    }
    return this.build(key, slot, build);
  }

  /** What current() would answer at once, without waiting, or undefined when it must build first. */
  ready(key: string, build: () => Promise<Ranking>): Ranking | undefined {
    const slot = this.slots.get(key);
    const ranking = slot?.ranking;
    if (!slot || !ranking) return undefined;
    this.touch(key);
    if (ranking.generation === this.generation) return ranking;
    const moved = (ranking.generation ?? -1) < this.movedGeneration;
    if (ranking.ids.length < this.options.bigSize) {
      if (moved && this.movedSince(key, ranking) !== false) return undefined;
      this.refreshInBackground(key, slot, build, false);
      return ranking;
    }
    this.refreshInBackground(key, slot, build, moved);
    return ranking;
  }

  /**
   * Whether a move since this small ranking was built can change its list: true, false, or a
   * promise while a move is still being classified.
   */
  private movedSince(key: string, ranking: Ranking): boolean | Promise<boolean> {
    const built = ranking.generation ?? -1;
    if (built >= this.movedGeneration) return false;
    if (built < this.forgottenMoves) return true;
    const pending: Promise<void>[] = [];
    for (const move of this.moves) {
      if (move.generation <= built) continue;
      if (move.ids === null || move.ids.some((id) => ranking.ids.includes(id))) return true;
      if (move.pending) pending.push(move.pending);
      else if (!move.checked?.has(key) || move.matched?.has(key)) return true;
    }
    if (!pending.length) return false;
    return Promise.all(pending).then(() => this.movedSince(key, ranking));
  }

  /**
   * Something that can move pages in lists changed (an announcement of the change feed); `moved`
   * when pages may have entered or left lists, which big rankings then show without waiting out
   * `minRefreshMs`.
   */
  invalidate(moved = false, ids: number[] | null = null): void {
    this.generation++;
    if (!moved) return;
    this.movedGeneration = this.generation;
    const move: Move = { generation: this.generation, ids };
    const keys = [...this.slots].filter(([, slot]) => slot.ranking && slot.ranking.ids.length < this.options.bigSize).map(([key]) => key);
    if (ids !== null && keys.length && this.options.affectedBy) {
      move.pending = this.options.affectedBy(ids, keys).then(
        (matched) => {
          Object.assign(move, { checked: new Set(keys), matched, pending: undefined });
        },
        (error) => {
          this.options.onBackgroundError(error);
          move.pending = undefined; // unchecked: every small ranking rebuilds
        },
      );
    }
    this.moves.push(move);
    if (this.moves.length > MOVES_KEPT) this.forgottenMoves = this.moves.shift()!.generation;
  }

  /** Drops every ranking (tests, or after bulk changes). */
  clear(): void {
    this.slots.clear();
    this.moves = [];
  }

  private touch(key: string): Slot {
    let slot = this.slots.get(key);
    if (slot) this.slots.delete(key);
    else slot = { lastBuildStart: 0 };
    this.slots.set(key, slot); // Map order doubles as least-recently-used order.
    return slot;
  }

  private build(key: string, slot: Slot, build: () => Promise<Ranking>): Promise<Ranking> {
    if (slot.building) return slot.building;
    slot.lastBuildStart = this.now();
    const generation = this.generation;
    const building = build()
      .then((ranking) => {
        ranking.generation = generation;
        slot.ranking = ranking;
        if (this.slots.get(key) === slot) this.evict();
        return ranking;
      })
      .finally(() => {
        slot.building = undefined;
      });
    slot.building = building;
    return building;
  }

  private refreshInBackground(key: string, slot: Slot, build: () => Promise<Ranking>, moved: boolean) {
    if (slot.building || (!moved && this.now() - slot.lastBuildStart < this.options.minRefreshMs)) return;
    this.build(key, slot, build).catch(this.options.onBackgroundError);
  }

  private evict() {
    let ids = 0;
    for (const slot of this.slots.values()) ids += slot.ranking?.ids.length ?? 0;
    for (const [key, slot] of this.slots) {
      if (this.slots.size <= this.options.maxEntries && ids <= this.options.maxIds) break;
      if (slot.building) continue;
      ids -= slot.ranking?.ids.length ?? 0;
      this.slots.delete(key);
    }
  }
}
