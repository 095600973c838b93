// The one sync of a coloring (docs/decisions/027-one-home-for-coloring-work.md): every change is
// written to the device's work store at once, and one queue takes it from there to the server:
// changed tiles as the draft kept for every device, Save as the saved coloring, retries after a
// failed exchange. It also decides what the newest work is when another device's arrives: its
// tiles go on the canvas where this device has nothing unsent, and this device's own tiles that
// they replace are handed back to the screen to offer, never dropped without a word.
import { cloneImage, createImage, type Rect, type RgbaImage } from '@crayonbox/canvas';
import type { ColoringDraft } from '@crayonbox/contract';
import { ApiError } from '@/lib/api';
import { markOutboxPending } from '@/lib/outbox-flag';
import { readTile, sameTile, TILE, TILES_PER_ROW, tilesIn, writeTile } from './tiles';
import { workKey, type WorkStore } from './work-store';

/** How long after the last change the tiles go up: long enough to gather a scribble, short enough to feel live. */
export const SEND_DELAY_MS = 250;
/** Waits before trying again after a failed exchange (the last one repeats). */
export const RETRY_MS = [1000, 2000, 5000, 10_000, 30_000];

/** What the queue is doing, for the screen's one save state. */
export interface SyncStatus {
  /** Tiles or a Save this device holds that the server does not have yet. */
  pending: boolean;
  /** An exchange with the server is running. */
  sending: boolean;
  /** The last exchange met no network; it is tried again by itself. */
  offline: boolean;
}

/** The server calls behind the sync. */
export interface SyncCalls {
  /** The changed tiles as one PNG strip (in `indexes` order, eight a row). */
  putTiles(
    strip: { indexes: number[]; png: Blob },
    fields: { base_revision: number; changed_at: string; device: string },
  ): Promise<ColoringDraft>;
  readDraft(): Promise<ColoringDraft | null>;
  fetchLayer(url: string): Promise<RgbaImage>;
  deleteDraft(revision: number): Promise<void>;
  /** Export → upload → upsert: 'saved' (the canvas as it is now), 'changed' (saved, but drawn on since), or it throws. */
  save(): Promise<'saved' | 'changed'>;
}

/** What the sync asks of the screen. */
export interface SyncCanvas {
  /** The live coloring layer. */
  layer(): RgbaImage;
  /** A stroke is under way: its tiles go up when it ends. */
  drawing(): boolean;
  /** Puts a layer merged with another device's work on the canvas (not a change of this device). */
  apply(layer: RgbaImage): void;
  /** Encodes the strip of changed tiles as PNG. */
  encodeStrip(strip: RgbaImage): Promise<Blob>;
}

export interface SyncOptions {
  userId: number;
  pageId: number;
  device: string;
  store: WorkStore;
  /** The server draft revision the canvas shows (0: none). */
  base: number;
  /** Tiles restored from the device's store: not on the server yet. */
  unsent?: Iterable<number>;
  /** A Save that was asked for and never reached the server. */
  saveWanted?: boolean;
  /** Drafts may go to the server (the page is the user's, or its first save took the credit). */
  allowed: boolean;
  onStatus(status: SyncStatus): void;
  /** Another device's newer work replaced these tiles of this device's: offer them back. */
  onTaken(tiles: Map<number, Uint8ClampedArray>, when: string): void;
  /** A Save asked for earlier (maybe offline, maybe in an earlier visit) reached the server. */
  onSaved(result: 'saved' | 'changed'): void;
  now?: () => number;
  /** Whether the browser thinks it has a network; without one nothing is tried until it returns. */
  online?: () => boolean;
}

/** True for a failure that says nothing about the work itself: no network, or the server is away. */
export function isNetworkFailure(error: unknown): boolean {
  if (error instanceof ApiError) return error.status === 0 || error.status === 502 || error.status === 503 || error.status === 504;
  return error instanceof TypeError;
}

export function createColoringSync(calls: SyncCalls, canvas: SyncCanvas, options: SyncOptions) {
  const now = options.now ?? Date.now;
  const online = options.online ?? (() => typeof navigator === 'undefined' || navigator.onLine !== false);
  const offlineError = () => new ApiError({ status: 0, message: 'Offline' });
  const key = workKey(options.userId, options.pageId);
  let base = options.base;
  let allowed = options.allowed;
  let saveWanted = options.saveWanted ?? false;
  let changedAt = now();
  /** Tiles changed since they last went up, and tiles on their way up. */
  const dirty = new Set<number>(options.unsent ?? []);
  const inflight = new Set<number>();
  /** Tiles this device changed while the screen is open: the ones worth offering back. */
  const touched = new Set<number>(dirty);
  let sending = false;
  let offline = false;
  let stopped = false;
  let failures = 0;
  let sendTimer: ReturnType<typeof setTimeout> | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let queue: Promise<unknown> = Promise.resolve();

  const status = (): SyncStatus => ({ pending: dirty.size + inflight.size > 0 || saveWanted, sending, offline });
  const report = () => options.onStatus(status());

  // Writes to the device: one at a time, the latest state each time (a burst of changes is one write).
  let writing: Promise<void> | null = null;
  let writeAgain = false;
  function persist(): Promise<void> {
    if (writing) {
      writeAgain = true;
      return writing;
    }
    // The app start looks for saves to send only when this says some wait (lib/outbox-flag.ts).
    if (saveWanted) markOutboxPending(true);
    writing = (async () => {
      do {
        writeAgain = false;
        const unsent = [...dirty, ...inflight];
        const layer = canvas.layer();
        await (
          unsent.length || saveWanted
            ? options.store.put({
                key,
                userId: options.userId,
                pageId: options.pageId,
                base,
                changedAt,
                tiles: new Map(unsent.map((i) => [i, readTile(layer, i)])),
                saveWanted,
              })
            : options.store.delete(key)
        ).catch(() => undefined);
      } while (writeAgain);
      writing = null;
    })();
    return writing;
  }

  /** One exchange at a time, in order. */
  function run<T>(task: () => Promise<T>): Promise<T> {
    const next = queue.then(async () => {
      sending = true;
      report();
      try {
        return await task();
      } finally {
        sending = false;
        report();
      }
    });
    queue = next.catch(() => undefined);
    return next;
  }

  function failed(error: unknown) {
    const status = error instanceof ApiError ? error.status : 0;
    // No network, the server away or busy (429, 5xx), or two first drafts at once (409): again later.
    if (isNetworkFailure(error) || status === 409 || status === 429 || status >= 500) {
      offline = isNetworkFailure(error);
      const wait = RETRY_MS[Math.min(failures, RETRY_MS.length - 1)]!;
      failures++;
      clearTimeout(retryTimer);
      retryTimer = setTimeout(() => sync.flush(), wait);
    } else if (status === 403) {
      // Not paid for yet: the device keeps the work until the first save.
      allowed = false;
    }
    report();
  }

  function succeeded() {
    offline = false;
    failures = 0;
  }

  /** Puts the tiles that changed on the server since `since` on the canvas, except this device's unsent ones. */
  async function merge(draft: ColoringDraft, since: number, mine: Set<number>) {
    // A sent tile went in when it carries the answer's revision, and that revision is this
    // device's write (an answer where nothing went in is the other device's draft, unchanged).
    const ours = draft.device === options.device;
    const theirs = draft.tiles.flatMap((r, i) => (r > since && !(ours && mine.has(i) && r === draft.revision) ? [i] : []));
    if (!theirs.length) return;
    const remote = await calls.fetchLayer(draft.photo);
    const layer = cloneImage(canvas.layer());
    const taken = new Map<number, Uint8ClampedArray>();
    let changed = false;
    for (const i of theirs) {
      // Drawn on again meanwhile: this device's newer change goes up next and is the newest.
      if (dirty.has(i) || sameTile(layer, remote, i)) continue;
      if (touched.has(i)) taken.set(i, readTile(layer, i));
      writeTile(layer, i, readTile(remote, i));
      changed = true;
    }
    // A closed screen has no canvas to show it on; it opens next time.
    if (stopped) return;
    if (changed) canvas.apply(layer);
    if (taken.size) options.onTaken(taken, draft.changed_at);
  }

  async function send() {
    // Not `stopped`: what the screen flushed as it closed still goes up.
    if (!allowed || dirty.size === 0) return;
    if (canvas.drawing()) return schedule();
    const indexes = [...dirty];
    dirty.clear();
    indexes.forEach((i) => inflight.add(i));
    const sentAt = changedAt;
    try {
      if (!online()) throw offlineError();
      const layer = canvas.layer();
      // One PNG for all the tiles, as wide as the layer (eight a row): deflate works across them
      // like it does on the whole layer, so a small fill sends a corner of what the layer would.
      const strip = createImage(TILE * Math.min(indexes.length, TILES_PER_ROW), TILE * Math.ceil(indexes.length / TILES_PER_ROW));
      indexes.forEach((index, i) => {
        const tile = readTile(layer, index);
        const x = (i % TILES_PER_ROW) * TILE * 4;
        const y = Math.floor(i / TILES_PER_ROW) * TILE;
        for (let r = 0; r < TILE; r++) strip.data.set(tile.subarray(r * TILE * 4, (r + 1) * TILE * 4), (y + r) * strip.width * 4 + x);
      });
      const png = await canvas.encodeStrip(strip);
      const draft = await calls.putTiles(
        { indexes, png },
        {
          base_revision: base,
          changed_at: new Date(sentAt).toISOString(),
          device: options.device,
        },
      );
      inflight.clear();
      succeeded();
      const since = base;
      base = Math.max(base, draft.revision);
      await merge(draft, since, new Set(indexes));
    } catch (error) {
      inflight.forEach((i) => dirty.add(i));
      inflight.clear();
      failed(error);
    }
    await persist();
  }

  function schedule() {
    clearTimeout(sendTimer);
    sendTimer = setTimeout(() => void run(send), SEND_DELAY_MS);
  }

  async function saveNow(): Promise<void> {
    saveWanted = true;
    await persist();
    try {
      if (!online()) throw offlineError();
      const result = await calls.save();
      succeeded();
      saveWanted = false;
      if (result === 'saved') {
        // The saved coloring holds everything: the tiles need not go up, and the draft is done.
        dirty.clear();
        if (base > 0) await calls.deleteDraft(base).catch(() => undefined);
      }
      options.onSaved(result);
    } catch (error) {
      if (isNetworkFailure(error)) failed(error);
      else saveWanted = false;
      throw error;
    } finally {
      await persist();
    }
  }

  /** Queues the waiting Save once, however many times the network comes back meanwhile. */
  let saveQueued = false;
  function queueSave() {
    if (saveQueued) return;
    saveQueued = true;
    run(async () => {
      saveQueued = false;
      if (saveWanted) await saveNow();
    }).catch(() => undefined);
  }

  const sync = {
    /** A change on the canvas: written to the device now, sent a moment later. */
    changed(rect: Rect) {
      if (stopped) return;
      for (const i of tilesIn(rect)) {
        dirty.add(i);
        touched.add(i);
      }
      changedAt = Math.max(now(), changedAt + 1);
      void persist();
      report();
      schedule();
    },
    /** Writes what is waiting and sends it now (tab hidden or closing, network back). */
    flush(): Promise<void> {
      clearTimeout(sendTimer);
      clearTimeout(retryTimer);
      const written = persist();
      // A waiting Save covers the tiles too (it sends the whole layer).
      if (saveWanted) queueSave();
      else if (dirty.size) void run(send);
      return written;
    },
    /** The server has a newer revision (the live events, or the tab came back): merge it in. */
    remote(revision: number) {
      if (revision <= base || stopped) return;
      void run(async () => {
        if (revision <= base) return;
        const draft = await calls.readDraft().catch(() => null);
        if (!draft || draft.revision <= base) return;
        const since = base;
        base = draft.revision;
        await merge(draft, since, new Set()).catch(() => undefined);
        await persist();
      });
    },
    /** Save (SPEC section 7), through the same queue; offline it waits and is tried again. */
    save(): Promise<void> {
      return run(saveNow);
    },
    /** Drafts may go to the server from now on (the first save took the credit). */
    allow() {
      allowed = true;
      if (dirty.size) schedule();
    },
    /** Puts tiles of this device back (offered after another device's work replaced them): the newest change now. */
    bringBack(tiles: Map<number, Uint8ClampedArray>) {
      const layer = cloneImage(canvas.layer());
      for (const [i, pixels] of tiles) writeTile(layer, i, pixels);
      canvas.apply(layer);
      for (const i of tiles.keys()) dirty.add(i);
      changedAt = Math.max(now(), changedAt + 1);
      void persist();
      report();
      schedule();
    },
    /** Forgets this device's unsent tiles and the server's draft (the saved version was opened instead). */
    async discard(): Promise<void> {
      dirty.clear();
      saveWanted = false;
      await persist();
      if (base > 0) await run(() => calls.deleteDraft(base)).catch(() => undefined);
      report();
    },
    stop() {
      stopped = true;
      clearTimeout(sendTimer);
      clearTimeout(retryTimer);
    },
    get revision() {
      return base;
    },
    get status() {
      return status();
    },
  };
  if (saveWanted) queueMicrotask(() => void sync.flush());
  else if (dirty.size && allowed) schedule();
  return sync;
}

export type ColoringSync = ReturnType<typeof createColoringSync>;
