import type { ColoringDraft } from '@crayonbox/contract';
import { ApiError } from '@/lib/api';
import { debounce } from './draft-store';

/** How long after the last change the draft goes to the server. */
export const SERVER_DRAFT_DELAY_MS = 3000;
/** How often an open, visible page looks for newer work from another device. */
export const SERVER_DRAFT_CHECK_MS = 15_000;

/** The calls behind the sync (GET, PUT and DELETE /coloreds/{pageId}/draft). */
export interface DraftCalls {
  read(): Promise<ColoringDraft | null>;
  write(png: Blob, fields: { base_revision: number; changed_at: string; device: string }): Promise<ColoringDraft>;
  remove(revision: number): Promise<void>;
}

/** What the sync asks of the screen. */
export interface DraftCanvas {
  /** The coloring layer as it is now. */
  encode(): Promise<Blob>;
  /** Puts a draft from the server on the canvas (its pixel changes are not new work). */
  load(draft: ColoringDraft): Promise<void>;
  /** Newer work from another device replaced this device's: `older` is offered back. */
  replaced(older: Blob, newer: ColoringDraft): void;
  /** The server now holds the latest change (true) or not yet (false). */
  kept(upToDate: boolean): void;
}

export interface DraftSync {
  /** From now on changes go to the server (after the first save on someone else's page). */
  start(revision: number): void;
  /** A change on the canvas. */
  changed(): void;
  /** Sends a waiting change now (tab hidden, network back). */
  flush(): void;
  /** Sends work a failed send left behind, or else looks for newer work from another device. */
  check(): Promise<void>;
  /** The coloring was saved as it is: the server's draft of it is no longer needed. */
  saved(): Promise<void>;
  stop(): void;
  readonly revision: number;
}

/**
 * The coloring kept on the server for every device (docs/decisions/019-drafts.md). A change goes
 * up a few seconds after the strokes stop; each write names the revision it builds on and when
 * its change was made, and the server keeps the newer change. When the server answers that newer
 * work came from another device (409), or a check finds it, that work is opened and this
 * device's is offered back, so nothing is overwritten silently.
 */
export function createDraftSync(calls: DraftCalls, canvas: DraftCanvas, device: string, now: () => number = Date.now): DraftSync {
  let started = false;
  let revision = 0;
  /** Time of the latest change on this device, and of the latest one the server holds. */
  let changedAt = 0;
  let keptAt = 0;
  let busy: Promise<void> | null = null;

  const pending = () => changedAt > keptAt;

  async function takeNewer(newer: ColoringDraft) {
    // What this device shows now, the strokes made during the exchange included, is offered back.
    const older = await canvas.encode();
    await canvas.load(newer);
    revision = newer.revision;
    keptAt = changedAt;
    canvas.kept(true);
    canvas.replaced(older, newer);
  }

  async function push() {
    if (!started || !pending()) return;
    const sending = changedAt;
    const png = await canvas.encode();
    try {
      const stored = await calls.write(png, { base_revision: revision, changed_at: new Date(sending).toISOString(), device });
      revision = stored.revision;
      keptAt = Math.max(keptAt, sending);
      canvas.kept(!pending());
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 409)) return; // Offline or refused: tried again on the next change or when the network returns.
      const newer = await calls.read().catch(() => null);
      if (newer) await takeNewer(newer);
    }
  }

  /** One server exchange at a time; a change made meanwhile is sent after it. */
  function run(task: () => Promise<void>): Promise<void> {
    const next = (busy ?? Promise.resolve()).then(task).catch(() => {});
    busy = next;
    return next;
  }

  const later = debounce(() => void run(push), SERVER_DRAFT_DELAY_MS);

  return {
    start(known) {
      if (started) return;
      started = true;
      revision = Math.max(revision, known);
      if (pending()) later.schedule();
    },
    changed() {
      // Before start the canvas is loading, or the first save is about to keep the change.
      if (!started) return;
      changedAt = Math.max(now(), changedAt + 1);
      canvas.kept(false);
      later.schedule();
    },
    flush() {
      if (!started) return;
      if (later.pending) later.flush();
      else if (pending()) void run(push);
    },
    check() {
      return run(async () => {
        if (!started) return;
        // Work not sent yet (a send that failed is tried again here): the server decides which
        // change is newer, and a 409 opens the other device's work.
        if (pending()) return push();
        const current = await calls.read().catch(() => null);
        if (!current || current.revision <= revision) return;
        await takeNewer(current);
      });
    },
    saved() {
      return run(async () => {
        keptAt = changedAt;
        later.cancel();
        if (revision > 0) await calls.remove(revision).catch(() => {});
      });
    },
    stop() {
      later.cancel();
      started = false;
    },
    get revision() {
      return revision;
    },
  };
}
