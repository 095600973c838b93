/**
 * In-process cache of list rankings: for one list (sort, search, blocked or not) the ordered ids
 * of every matching page and the list probe they were read with. A page of the list is then a
 * slice of the ids, so "page 2000" costs what page 1 costs and the total needs no count(*).
 *
 * Freshness (docs/decisions/008-page-lists.md): every hydration reads the probe again; when it moved,
 * a small ranking is rebuilt before answering (exact), a big one is rebuilt in the background at
 * most every `minRefreshMs` while the previous ranking keeps serving (the items themselves are
 * always read live, so a blocked page never shows). `ttlMs` bounds what the probe cannot see.
 * Per-instance state that no other instance needs: losing it only costs a rebuild.
 */

export interface Ranking {
  ids: Int32Array;
  probe: string;
  builtAt: number;
  /** The cache's change count when the build started (see invalidate()). */
  generation?: number;
}

export interface RankingCacheOptions {
  /** Rankings are rebuilt after this age even when the probe did not move. */
  ttlMs: number;
  /** From this many ids on, a ranking is refreshed in the background instead of before answering. */
  bigSize: number;
  /** Oldest a big ranking may be and still be served while a refresh runs. */
  maxStaleMs: number;
  /** Background refreshes of one list start at most this often. */
  minRefreshMs: number;
  maxEntries: number;
  /** Bound on the ids held by all entries together (4 bytes each). */
  maxIds: number;
  onBackgroundError: (error: unknown) => void;
  now?: () => number;
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

  constructor(private readonly options: RankingCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  /** A ranking fit to answer with now: cached, or built (once, however many callers wait). */
  async get(key: string, build: () => Promise<Ranking>): Promise<Ranking> {
    const slot = this.touch(key);
    const ranking = slot.ranking;
    if (!ranking) return this.build(key, slot, build);
    const age = this.now() - ranking.builtAt;
    if (age < this.options.ttlMs) return ranking;
    if (this.isBig(ranking) && age < this.options.maxStaleMs) {
      this.refreshInBackground(key, slot, build);
      return ranking;
    }
    return this.build(key, slot, build);
  }

  /**
   * Called with the probe read together with the items. Returns a newer ranking to answer with
   * when the list may have changed and the ranking is small; otherwise null (answer as is).
   */
  async revalidate(key: string, ranking: Ranking, probe: string, build: () => Promise<Ranking>): Promise<Ranking | null> {
    if (probe === ranking.probe) return null;
    const slot = this.touch(key);
    if (slot.ranking && slot.ranking !== ranking && slot.ranking.probe === probe) return slot.ranking;
    if (this.isBig(ranking)) {
      this.refreshInBackground(key, slot, build);
      return null;
    }
    return this.build(key, slot, build);
  }

  /**
   * For callers that learn of changes from the change feed instead of a probe: a ranking that is
   * stale (built before the latest invalidate()) is treated like one whose probe moved.
   */
  async current(key: string, build: () => Promise<Ranking>): Promise<Ranking> {
    const ranking = await this.get(key, build);
    if (ranking.generation === this.generation) return ranking;
    const slot = this.touch(key);
    if (slot.ranking && slot.ranking !== ranking && slot.ranking.generation === this.generation) return slot.ranking;
    if (this.isBig(ranking)) {
      this.refreshInBackground(key, slot, build);
      return ranking;
    }
    return this.build(key, slot, build);
  }

  /**
   * The ranking current() would answer at once, without waiting (or undefined): fresh, built
   * after the latest change, or big enough to be served while it refreshes in the background.
   */
  ready(key: string, build: () => Promise<Ranking>): Ranking | undefined {
    const slot = this.slots.get(key);
    const ranking = slot?.ranking;
    if (!slot || !ranking) return undefined;
    const age = this.now() - ranking.builtAt;
    const stale = ranking.generation !== this.generation || age >= this.options.ttlMs;
    if (!stale) return ranking;
    if (!this.isBig(ranking) || age >= this.options.maxStaleMs) return undefined;
    this.refreshInBackground(key, slot, build);
    return ranking;
  }

  /** Something that can move pages in lists changed (an announcement of the change feed). */
  invalidate(): void {
    this.generation++;
  }

  /** Drops every ranking (tests, or after bulk changes). */
  clear(): void {
    this.slots.clear();
  }

  private isBig(ranking: Ranking) {
    return ranking.ids.length >= this.options.bigSize;
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

  private refreshInBackground(key: string, slot: Slot, build: () => Promise<Ranking>) {
    if (slot.building || this.now() - slot.lastBuildStart < this.options.minRefreshMs) return;
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
