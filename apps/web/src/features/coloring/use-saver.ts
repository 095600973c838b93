import type { ColoringEngine } from '@crayonbox/canvas';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { noticeQueuedOffline, offlineSaveCalls } from './offline-outbox-browser';
import { createSaver, type Saver, type SaverHooks } from './saver';

/** The screen's saver (export → upload → upsert) and whether a save is running. */
export function useSaver(engine: ColoringEngine, pageId: number, hooks: SaverHooks): { saver: Saver; busy: boolean } {
  const latest = useRef(hooks);
  useEffect(() => {
    latest.current = hooks;
  });
  const [saver] = useState(() =>
    createSaver(
      // Without a network the save waits in the offline outbox and is sent when it returns.
      { engine, ...offlineSaveCalls(pageId) },
      {
        onSaved: (record, upToDate) => latest.current.onSaved(record, upToDate),
        onFailed: (error) => {
          if (!noticeQueuedOffline(error)) latest.current.onFailed(error);
        },
      },
    ),
  );
  useEffect(() => engine.onPixels(() => saver.changed()), [engine, saver]);
  const busy = useSyncExternalStore(saver.subscribe, () => saver.busy);
  return { saver, busy };
}
