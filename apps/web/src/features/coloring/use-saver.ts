import type { ColoringEngine } from '@crayonbox/canvas';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { ApiError, handleApiError } from '@/lib/api';
import { notify } from '@/stores/notifications';
import { shouldAutoSave, type AutoSaveInput } from './auto-save';
import { NO_CREDITS_MESSAGE } from './messages';
import { uploadColoring, upsertColored } from './api';
import { createSaver, type Saver, type SaverHooks } from './saver';

/** The color-by-number screen's saver (export → upload → upsert) and whether a save is running. */
export function useSaver(engine: ColoringEngine, pageId: number, hooks: SaverHooks): { saver: Saver; busy: boolean } {
  const latest = useRef(hooks);
  useEffect(() => {
    latest.current = hooks;
  });
  const [saver] = useState(() =>
    createSaver(
      { engine, upload: uploadColoring, upsert: (url: string) => upsertColored(pageId, url) },
      {
        onSaved: (record, upToDate) => latest.current.onSaved(record, upToDate),
        onFailed: (error) => latest.current.onFailed(error),
      },
    ),
  );
  useEffect(() => engine.onPixels(() => saver.changed()), [engine, saver]);
  const busy = useSyncExternalStore(saver.subscribe, () => saver.busy);
  return { saver, busy };
}

/**
 * SPEC section 4 automatic save: once per screen, after the first change of a page neither
 * colored nor owned (that save takes the public_page credit).
 */
export function useAutoSave(ready: boolean, state: AutoSaveInput['state'], page: AutoSaveInput['page'], saver: { save(): unknown }): void {
  const attempted = useRef(false);
  useEffect(() => {
    if (!ready || !shouldAutoSave({ state, page, attempted: attempted.current })) return;
    attempted.current = true;
    void saver.save();
  }, [ready, state, page, saver]);
}

/** What a failed save tells the user: no credits left, or the usual error handling. */
export function reportSaveFailure(failure: unknown): void {
  if (failure instanceof ApiError && failure.code === 'NO_CREDITS') notify.danger(NO_CREDITS_MESSAGE);
  else handleApiError(failure);
}
