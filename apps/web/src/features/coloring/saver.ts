import type { ColoringEngine } from '@crayonbox/canvas';
import type { ColoredPage } from '@crayonbox/contract';

/**
 * User Timing entries of one successful save: the whole round trip, then its three steps
 * (':export', ':upload', ':upsert'). bench/coloring-save.mjs reads them; DevTools shows them.
 */
export const SAVE_MEASURE = 'coloring-save';

function measure(name: string, start: number, end: number): void {
  if (typeof performance.measure === 'function') performance.measure(name, { start, end });
}

/** What a save needs: the engine, and the two calls of SPEC section 7. */
export interface SaverDeps {
  readonly engine: Pick<ColoringEngine, 'exportColoring' | 'markSaved'>;
  /** POST /storage/upload of the PNG; resolves its url. */
  upload(png: Blob): Promise<string>;
  /** PATCH /coloreds/upsert with that url. */
  upsert(url: string): Promise<ColoredPage>;
}

/** What the screen does with the outcome. */
export interface SaverHooks {
  /** `upToDate`: nothing changed on the canvas since the export, so the work is now saved. */
  onSaved(record: ColoredPage, upToDate: boolean): void;
  onFailed(error: unknown): void;
}

/** Saves the coloring; one save at a time. */
export interface Saver {
  /** Export → upload → upsert. Resolves the record, or null when a step failed (nothing saved). */
  save(): Promise<ColoredPage | null>;
  readonly busy: boolean;
  /** Calls `listener` when busy changes; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Notes a pixel change on the canvas (wire it to engine.onPixels). */
  changed(): void;
}

/**
 * Creates the saver of a coloring screen. Drawing stays possible while the upload runs, so the
 * work is marked saved only if no pixel changed since the export; a failed upload or upsert ends
 * the busy state, saves nothing and leaves the canvas (and its unsaved state) as it was.
 */
export function createSaver(deps: SaverDeps, hooks: SaverHooks): Saver {
  let busy = false;
  let inFlight: Promise<ColoredPage | null> | null = null;
  let revision = 0;
  const listeners = new Set<() => void>();
  const setBusy = (value: boolean) => {
    busy = value;
    listeners.forEach((l) => l());
  };

  async function run(): Promise<ColoredPage | null> {
    const started = performance.now();
    setBusy(true);
    try {
      const png = await deps.engine.exportColoring();
      const exported = revision;
      const encoded = performance.now();
      const url = await deps.upload(png);
      const uploaded = performance.now();
      const record = await deps.upsert(url);
      const upToDate = revision === exported;
      if (upToDate) deps.engine.markSaved();
      const end = performance.now();
      measure(`${SAVE_MEASURE}:export`, started, encoded);
      measure(`${SAVE_MEASURE}:upload`, encoded, uploaded);
      measure(`${SAVE_MEASURE}:upsert`, uploaded, end);
      measure(SAVE_MEASURE, started, end);
      hooks.onSaved(record, upToDate);
      return record;
    } catch (error) {
      hooks.onFailed(error);
      return null;
    } finally {
      inFlight = null;
      setBusy(false);
    }
  }

  return {
    save() {
      inFlight ??= run();
      return inFlight;
    },
    get busy() {
      return busy;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    changed() {
      revision++;
    },
  };
}
