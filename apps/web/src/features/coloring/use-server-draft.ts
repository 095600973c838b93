import { decodeImage, encodePng, type ColoringEngine } from '@crayonbox/canvas';
import type { ColoringDraft } from '@crayonbox/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { notify } from '@/stores/notifications';
import { deleteServerDraft, readServerDraft, writeServerDraft } from './api';
import { createDraftSync, SERVER_DRAFT_CHECK_MS } from './draft-sync';
import { IMAGE_LOAD_FAILED } from './messages';

const DEVICE_KEY = 'crayonbox-device';

/** An id this browser keeps, so a draft can say which device it came from. */
export function deviceId(): string {
  try {
    const known = localStorage.getItem(DEVICE_KEY);
    if (known) return known;
    const made = crypto.randomUUID();
    localStorage.setItem(DEVICE_KEY, made);
    return made;
  } catch {
    return 'this-device';
  }
}

async function fetchLayer(url: string): Promise<Blob> {
  const response = await fetch(url, { mode: 'cors' });
  if (!response.ok) throw new Error(IMAGE_LOAD_FAILED);
  return response.blob();
}

export interface ServerDraftOptions {
  /** Changes may go to the server: the canvas is ready and the page is the user's or already paid for. */
  enabled: boolean;
  /** A draft the loader found newer than the saved coloring and this device's draft: opened at once. */
  opening: ColoringDraft | null;
  /** The server's draft revision when it is not opened (this device's draft was newer). */
  knownRevision: number;
  /** A draft from the server was put on the canvas (it is not saved as the coloring yet). */
  onLoaded: () => void;
}

/**
 * The screen's side of the drafts kept for every device (draft-sync.ts): opens the newest draft,
 * sends changes, looks for other devices' work when the tab comes back and every few seconds
 * while it is visible, and offers this device's work back when newer work replaced it.
 */
export function useServerDraft(engine: ColoringEngine, pageId: number, options: ServerDraftOptions) {
  const [device] = useState(deviceId);
  const loading = useRef(false);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const [kept, setKept] = useState(false);
  const [replaced, setReplaced] = useState<{ older: Blob; newer: ColoringDraft } | null>(null);

  const putOnCanvas = useCallback(
    async (blob: Blob) => {
      const image = await decodeImage(blob);
      loading.current = true;
      try {
        engine.loadColoring(image);
      } finally {
        loading.current = false;
      }
      latest.current.onLoaded();
    },
    [engine],
  );

  const [sync] = useState(() =>
    createDraftSync(
      {
        read: () => readServerDraft(pageId),
        write: (png, fields) => writeServerDraft(pageId, png, fields),
        remove: (revision) => deleteServerDraft(pageId, revision).then(() => undefined),
      },
      {
        // Not exportColoring: that marks the engine exporting, and the screen celebrates exports.
        encode: () => encodePng(engine.surface.coloring),
        load: async (draft) => putOnCanvas(await fetchLayer(draft.photo)),
        replaced: (older, newer) => setReplaced({ older, newer }),
        kept: setKept,
      },
      device,
    ),
  );

  useEffect(
    () =>
      engine.onPixels(() => {
        if (!loading.current) sync.changed();
      }),
    [engine, sync],
  );

  // Started once: the newest draft is opened first, then changes flow.
  const started = useRef(false);
  useEffect(() => {
    if (!options.enabled || started.current) return;
    started.current = true;
    const { opening, knownRevision } = options;
    if (!opening) {
      sync.start(knownRevision);
      return;
    }
    fetchLayer(opening.photo)
      .then(putOnCanvas)
      .then(() => {
        setKept(true);
        notify.info(
          opening.device === device ? 'Your unsaved work on this page is back.' : 'Your latest work from another device is open.',
        );
      })
      .catch(() => notify.danger(IMAGE_LOAD_FAILED))
      .finally(() => sync.start(opening.revision));
  }, [options, sync, device, putOnCanvas]);

  useEffect(() => {
    const flush = () => sync.flush();
    const onVisibility = () => (document.visibilityState === 'hidden' ? sync.flush() : void sync.check());
    window.addEventListener('online', flush);
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onVisibility);
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void sync.check();
    }, SERVER_DRAFT_CHECK_MS);
    return () => {
      window.removeEventListener('online', flush);
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onVisibility);
      clearInterval(timer);
      // Leaving the screen sends what is waiting.
      sync.flush();
    };
  }, [sync]);

  /** Puts this device's replaced work back; as the newest change it goes to the server and wins. */
  const bringBack = useCallback(async () => {
    if (!replaced) return;
    setReplaced(null);
    try {
      await putOnCanvas(replaced.older);
      sync.changed();
    } catch {
      notify.danger(IMAGE_LOAD_FAILED);
    }
  }, [replaced, putOnCanvas, sync]);

  return { kept, replaced, bringBack, dismiss: () => setReplaced(null), saved: () => sync.saved() };
}
