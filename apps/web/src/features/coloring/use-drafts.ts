import { decodeImage, encodePng, type ColoringEngine } from '@crayonbox/canvas';
import type { Page } from '@crayonbox/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { readColoredRecord } from './api';
import { debounce, isDraftNewer, type DraftRecord, type PageDrafts } from './draft-store';

/** How long after the last change the draft is written. */
export const DRAFT_DELAY_MS = 800;

/**
 * Keeps the work in progress on the device: a moment after each change (and at once when the
 * tab is hidden or the screen closes) the coloring layer is written as the page's draft while
 * `unsaved()` holds; once saved, the draft is removed. `paused` holds writes back (while a draft
 * is being offered, so it is not overwritten before the user answers).
 */
export function useDraftKeeper(
  engine: ColoringEngine,
  drafts: PageDrafts,
  unsaved: () => boolean,
  paused: boolean,
): { forget: () => void } {
  const unsavedRef = useRef(unsaved);
  const pausedRef = useRef(paused);
  useEffect(() => {
    unsavedRef.current = unsaved;
    pausedRef.current = paused;
  });
  const [writer] = useState(() => {
    const write = () => {
      if (pausedRef.current) return;
      // Mid-stroke: wait for the stroke to end.
      if (engine.getState().isDrawing) return writer.schedule();
      void drafts.write(
        () => encodePng(engine.surface.coloring),
        () => unsavedRef.current(),
      );
    };
    const writer = debounce(write, DRAFT_DELAY_MS);
    return writer;
  });

  useEffect(() => {
    const off = engine.onPixels(() => writer.schedule());
    const onHide = () => {
      if (document.visibilityState === 'hidden') writer.flush();
    };
    const onPageHide = () => writer.flush();
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      off();
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', onPageHide);
      writer.flush();
    };
  }, [engine, writer]);

  const forget = useCallback(() => {
    writer.cancel();
    void drafts.discard();
  }, [writer, drafts]);
  return { forget };
}

/** A draft to offer back, with a local URL of its picture for the preview. */
export interface DraftOffer {
  readonly draft: DraftRecord;
  readonly previewUrl: string;
}

/**
 * Decides whether the draft found on the device is worth offering: when the page has no saved
 * coloring, or the draft is newer than the saved one. An older draft is dropped quietly.
 * `pending` holds from the start until the user answered (or there was nothing to offer).
 */
export function useDraftOffer(
  draft: DraftRecord | null,
  page: Pick<Page, 'id' | 'colored'>,
  drafts: PageDrafts,
  ready: boolean,
): { offer: DraftOffer | null; pending: boolean; answered: () => void } {
  const [offer, setOffer] = useState<DraftOffer | null>(null);
  const [pending, setPending] = useState(draft !== null);
  const [opened] = useState(page);
  useEffect(() => {
    if (!ready || !draft) return;
    const controller = new AbortController();
    let previewUrl: string | null = null;
    (async () => {
      let savedAt: string | null = null;
      if (opened.colored) {
        // Unreadable record: offer the draft anyway and let the user decide.
        savedAt = await readColoredRecord(opened.id, controller.signal).then(
          (record) => record.updated_at,
          () => null,
        );
      }
      if (controller.signal.aborted) return;
      if (!isDraftNewer(draft, savedAt)) {
        void drafts.discard();
        setPending(false);
        return;
      }
      previewUrl = URL.createObjectURL(draft.png);
      setOffer({ draft, previewUrl });
    })();
    return () => {
      controller.abort();
      if (previewUrl) URL.revokeObjectURL(previewUrl);
    };
  }, [ready, draft, opened, drafts]);
  const answered = useCallback(() => {
    setOffer(null);
    setPending(false);
  }, []);
  return { offer, pending, answered };
}

/** Puts a draft on the canvas. */
export async function restoreDraft(engine: ColoringEngine, draft: DraftRecord): Promise<void> {
  engine.loadColoring(await decodeImage(draft.png));
}
