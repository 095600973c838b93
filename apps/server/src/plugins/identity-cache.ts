import type { ChangeFeed } from '../db/change-feed.ts';

/**
 * Signed-in users by token hash, so a request does not read its token and user again while
 * neither changed. Entries go away on any announced change to the user's row or tokens (sign-out,
 * block, profile or role changes: db/change-feed.ts), and the whole cache is only used while the
 * feed is current. Bounded; the oldest entries go first.
 */
export class IdentityCache<User extends { id: number }> {
  private readonly byHash = new Map<string, User>();
  private readonly hashesOf = new Map<number, Set<string>>();
  /** Bumped by every invalidation: a lookup that overlapped one is not stored (it may be stale). */
  private epoch = 0;

  constructor(
    private readonly feed: ChangeFeed,
    private readonly maxEntries = 10_000,
  ) {
    feed.subscribe((change) => {
      if (change && change.tag !== 'u' && change.tag !== 't') return;
      this.epoch++;
      if (!change || change.ids === null) return this.clear();
      for (const id of change.ids) this.forget(id);
    });
  }

  /** A mark to pass to set(), taken before reading the database. */
  mark(): number {
    return this.epoch;
  }

  get(hash: string): User | undefined {
    return this.feed.isCurrent() ? this.byHash.get(hash) : undefined;
  }

  set(hash: string, user: User, mark: number): void {
    if (mark !== this.epoch || !this.feed.isCurrent()) return;
    if (this.byHash.size >= this.maxEntries) this.evictOldest();
    this.byHash.set(hash, Object.freeze(user));
    let hashes = this.hashesOf.get(user.id);
    if (!hashes) this.hashesOf.set(user.id, (hashes = new Set()));
    hashes.add(hash);
  }

  private forget(userId: number) {
    for (const hash of this.hashesOf.get(userId) ?? []) this.byHash.delete(hash);
    this.hashesOf.delete(userId);
  }

  private evictOldest() {
    const [hash, user] = this.byHash.entries().next().value as [string, User];
    this.byHash.delete(hash);
    this.hashesOf.get(user.id)?.delete(hash);
  }

  private clear() {
    this.byHash.clear();
    this.hashesOf.clear();
  }
}
