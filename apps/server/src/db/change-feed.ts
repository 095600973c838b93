import { randomBytes } from 'node:crypto';

/**
 * The change feed (docs/decisions/008-page-lists.md): the database announces every committed change
 * to the rows that in-process caches hold (migration 0001_change_feed), and this class hands the
 * announcements to the caches so they can drop what went stale.
 *
 * Tags: p = pages (page ids), u = users (user ids), t = auth tokens, f = favorites, c = colored
 * pages (user ids of the rows), m = pages that may have entered or left lists (made, deleted,
 * blocked or unblocked, their words, category or owner changed; announced besides their 'p',
 * migration 0011). `ids: null` means "anything of that table may have changed".
 */
export type ChangeTag = 'p' | 'm' | 'u' | 't' | 'f' | 'c';
export interface Change {
  tag: ChangeTag;
  ids: number[] | null;
}
/** Called with a change, or with null when everything must be forgotten (the feed was down). */
export type ChangeListener = (change: Change | null) => void;
/** A coloring draft got a new revision (payload `d:<user>:<page>:<revision>`, sent by the app itself). */
export interface DraftChange {
  userId: number;
  pageId: number;
  revision: number;
}

export const CHANGES_CHANNEL = 'crayonbox_changes';
const TAGS = new Set<string>(['p', 'm', 'u', 't', 'f', 'c']);

/**
 * Caches may answer from memory only while `isCurrent()`: the feed is listening, and (on
 * PostgreSQL, where announcements reach the listening connection a moment after the commit)
 * every write this instance has finished has been announced back. For that, each write is followed by a
 * barrier notification of this instance; announcements arrive in commit order, so once the
 * barrier is back, so are the announcements of the write. PGlite delivers announcements before
 * the statement that caused them resolves, so there writes need no barrier.
 *
 * Writes still running do not count: nobody has been told they happened, so a read beside them
 * may answer from before them. Counting them made every read wait while any write ran, and with
 * people saving drafts back to back some write always runs (docs/decisions/026-many-servers.md).
 */
export class ChangeFeed {
  readonly instance = randomBytes(6).toString('hex');
  private readonly listeners = new Set<ChangeListener>();
  private readonly draftListeners = new Set<(change: DraftChange) => void>();
  private live = false;
  private writesDone = 0;
  private writesAnnounced = 0;
  private barrierSent = false;
  private sendBarrier: ((payload: string) => Promise<unknown>) | null = null;
  /** Readers waiting for the writes finished before they asked (whenCurrent). */
  private waiting: Array<{ upTo: number; wake: () => void }> = [];

  /** Registers a cache; returns the function that unregisters it. */
  subscribe(listener: ChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Hears of new draft revisions on any instance (open coloring screens are told at once). */
  onDraft(listener: (change: DraftChange) => void): () => void {
    this.draftListeners.add(listener);
    return () => this.draftListeners.delete(listener);
  }

  /** Whether announcements arrive: when not, the app delivers its own draft changes in process. */
  get listening(): boolean {
    return this.live;
  }

  /** Hands a draft change to the listeners of this instance. */
  deliverDraft(change: DraftChange): void {
    for (const listener of this.draftListeners) listener(change);
  }

  isCurrent(): boolean {
    return this.live && this.writesAnnounced >= this.writesDone;
  }

  /**
   * Waits, at most `ms`, until the writes this instance had finished when asked have been
   * announced back, and says whether they were. A write of this instance makes the caches wait
   * about one round trip; a reader that waits for it answers from memory instead of reading the
   * database. Writes finished after the call are not waited for, so readers are not held up by a
   * steady stream of others' writes. False at once when the feed is not listening.
   */
  whenCurrent(ms: number): Promise<boolean> {
    if (!this.live) return Promise.resolve(false);
    const upTo = this.writesDone;
    if (this.writesAnnounced >= upTo) return Promise.resolve(true);
    return new Promise((resolve) => {
      const waiter = {
        upTo,
        wake: () => {
          clearTimeout(timer);
          resolve(this.live && this.writesAnnounced >= upTo);
        },
      };
      const timer = setTimeout(() => {
        this.waiting = this.waiting.filter((w) => w !== waiter);
        resolve(this.live && this.writesAnnounced >= upTo);
      }, ms);
      this.waiting.push(waiter);
    });
  }

  /** Listening started (true) or stopped (false); either way what was cached may be stale. */
  setLive(live: boolean): void {
    this.live = live;
    this.writesAnnounced = this.writesDone;
    this.barrierSent = false;
    this.emit(null);
    this.wakeWaiting(true);
  }

  /** Where barriers are sent (PostgreSQL only): a function running pg_notify on the pool. */
  useBarriers(send: (payload: string) => Promise<unknown>): void {
    this.sendBarrier = send;
  }

  /** A write statement of this instance finished (succeeded or failed). */
  writeFinished(): void {
    this.writesDone++;
    if (!this.sendBarrier) this.writesAnnounced = this.writesDone;
    else this.barrier();
    this.wakeWaiting();
  }

  /** One notification payload from the database. */
  receive(payload: string): void {
    const colon = payload.indexOf(':');
    const tag = payload.slice(0, colon);
    const rest = payload.slice(colon + 1);
    if (tag === 'b') {
      const [instance, seq] = rest.split(':');
      if (instance !== this.instance) return;
      this.writesAnnounced = Math.max(this.writesAnnounced, Number(seq));
      this.barrierSent = false;
      this.barrier();
      this.wakeWaiting();
      return;
    }
    if (tag === 'd') {
      const [userId, pageId, revision] = rest.split(':').map(Number);
      if (userId && pageId && revision) this.deliverDraft({ userId, pageId, revision });
      return;
    }
    if (!TAGS.has(tag)) return;
    this.emit({ tag: tag as ChangeTag, ids: rest === '*' ? null : rest.split(',').map(Number) });
  }

  private barrier(): void {
    if (!this.sendBarrier || this.barrierSent || this.writesAnnounced >= this.writesDone) return;
    this.barrierSent = true;
    this.sendBarrier(`b:${this.instance}:${this.writesDone}`).catch(() => {
      // The database is unreachable: caches stay bypassed (not current) until a barrier gets through.
      setTimeout(() => {
        this.barrierSent = false;
        this.barrier();
      }, 1000).unref();
    });
  }

  /** Wakes the readers whose writes are announced now (all of them when `all`: the feed went live or stopped). */
  private wakeWaiting(all = false): void {
    if (!this.waiting.length) return;
    const ready = this.waiting.filter((w) => all || w.upTo <= this.writesAnnounced);
    if (!ready.length) return;
    this.waiting = this.waiting.filter((w) => !ready.includes(w));
    for (const w of ready) w.wake();
  }

  private emit(change: Change | null): void {
    for (const listener of this.listeners) listener(change);
  }
}
