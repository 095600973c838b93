import { cloneImage, decodeImage, encodePng, type ColoringEngine, type RgbaImage } from '@crayonbox/canvas';
import type { ColoredPage, Page } from '@crayonbox/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { notify } from '@/stores/notifications';
import { deleteServerDraft, readServerDraft, uploadColoring, upsertColored, writeDraftTiles } from './api';
import { createColoringSync, isNetworkFailure, type ColoringSync, type SyncStatus } from './coloring-sync';
import { deviceId } from './device-id';
import { listenForDrafts } from './live-draft';
import type { ColoringData } from './loader';
import { IMAGE_LOAD_FAILED, OFFLINE_SAVE_MESSAGE } from './messages';
import { createSaver } from './saver';
import { readTile, sameTile, TILE_COUNT, writeTile } from './tiles';
import { reportSaveFailure } from './use-saver';
import { workStore } from './work-store';

/** The screen's one save state (coloring-header.tsx words it). */
export type WorkState = 'sending' | 'offline' | 'device' | 'devices' | 'saved' | 'blank';

/** The one line said about the work on the canvas, with what it offers. */
export type WorkNotice =
  { kind: 'back'; when: number | string; canOpenSaved: boolean } | { kind: 'saved-open' } | { kind: 'taken'; when: string };

export interface WorkHooks {
  onSaved(record: ColoredPage): void;
  onSaveFailed(): void;
}

/**
 * A coloring's work, from the device's store to the server (coloring-sync.ts): opens the newest
 * work once the canvas is ready, feeds every change to the sync, listens for other devices,
 * saves through the same queue, and says what came back and what another device replaced.
 */
export function useColoringWork(
  engine: ColoringEngine,
  data: ColoringData,
  page: Page,
  { ready, engineSaved }: { ready: boolean; engineSaved: boolean },
  hooks: WorkHooks,
) {
  const latest = useRef({ hooks, page });
  useEffect(() => {
    latest.current = { hooks, page };
  });
  const [sync, setSync] = useState<ColoringSync | null>(null);
  const [status, setStatus] = useState<SyncStatus>({ pending: false, sending: false, offline: false });
  const [notice, setNotice] = useState<WorkNotice | null>(null);
  const [unsavedWork, setUnsavedWork] = useState(false);
  const [busy, setBusy] = useState(false);
  const allowed = page.is_owner || page.is_colored;
  const applying = useRef(false);
  const taken = useRef<Map<number, Uint8ClampedArray> | null>(null);
  const unsavedSnapshot = useRef<RgbaImage | null>(null);

  const apply = useCallback(
    (layer: RgbaImage) => {
      applying.current = true;
      try {
        engine.loadColoring(layer);
      } finally {
        applying.current = false;
      }
      setUnsavedWork(true);
    },
    [engine],
  );

  // The saver of SPEC section 7 (export → upload → upsert), run by the sync's queue.
  const [saver] = useState(() => {
    let failure: unknown = null;
    let upToDate = false;
    const created = createSaver(
      { engine, upload: uploadColoring, upsert: (url) => upsertColored(data.page.id, url) },
      {
        onSaved(record, current) {
          upToDate = current;
          latest.current.hooks.onSaved(record);
        },
        onFailed(error) {
          failure = error;
        },
      },
    );
    return {
      changed: () => created.changed(),
      async save(): Promise<'saved' | 'changed'> {
        failure = null;
        if (!(await created.save())) throw failure ?? new Error('Save failed');
        return upToDate ? 'saved' : 'changed';
      },
    };
  });

  // Opens the newest work once, when the canvas shows the saved coloring (or a blank page).
  const opened = useRef(false);
  useEffect(() => {
    if (!ready || opened.current) return;
    opened.current = true;
    const { draft, local } = data.work;
    void (async () => {
      let layer: RgbaImage | null = null;
      try {
        if (draft) layer = await decodeImage(draft.photo);
      } catch {
        notify.danger(IMAGE_LOAD_FAILED);
      }
      if (local?.tiles.size) {
        layer ??= cloneImage(engine.surface.coloring);
        for (const [i, pixels] of local.tiles) writeTile(layer, i, pixels);
      }
      if (layer) {
        unsavedSnapshot.current = null;
        apply(layer);
        setNotice({ kind: 'back', when: local?.changedAt ?? draft!.changed_at, canOpenSaved: Boolean(latest.current.page.colored) });
      }
      const created = createColoringSync(
        {
          putTiles: (strip, fields) => writeDraftTiles(data.page.id, strip, fields),
          readDraft: () => readServerDraft(data.page.id),
          fetchLayer: (url) => decodeImage(url),
          deleteDraft: (revision) => deleteServerDraft(data.page.id, revision).then(() => undefined),
          save: () => saver.save(),
        },
        {
          layer: () => engine.surface.coloring,
          drawing: () => engine.getState().isDrawing,
          apply,
          encodeStrip: (strip) => encodePng(strip),
        },
        {
          userId: data.userId,
          pageId: data.page.id,
          device: deviceId(),
          store: workStore(),
          base: draft?.revision ?? 0,
          unsent: local?.tiles.keys(),
          saveWanted: local?.saveWanted,
          allowed: latest.current.page.is_owner || latest.current.page.is_colored,
          onStatus: setStatus,
          onTaken(tiles, when) {
            taken.current = tiles;
            setNotice({ kind: 'taken', when });
          },
          onSaved(result) {
            if (result === 'saved') setUnsavedWork(false);
          },
        },
      );
      setSync(created);
    })();
  }, [ready, data, engine, apply, saver]);

  // Every change: to the device at once, to the server a moment later.
  useEffect(() => {
    if (!sync) return;
    return engine.onPixels((rect) => {
      saver.changed();
      if (!applying.current) sync.changed(rect);
    });
  }, [engine, sync, saver]);

  // The first save on someone else's page took the credit: drafts go to the server from now on.
  useEffect(() => {
    if (allowed) sync?.allow();
  }, [allowed, sync]);

  // Live: other devices' work arrives as it is kept; and once more when the tab comes back.
  useEffect(() => {
    if (!sync || !allowed) return;
    const stop = listenForDrafts(data.page.id, (revision) => sync.remote(revision));
    return stop;
  }, [sync, allowed, data.page.id]);

  // Closing, hiding or freezing the tab: what is waiting is written and sent now.
  useEffect(() => {
    if (!sync) return;
    const flush = () => void sync.flush();
    const onVisibility = () => (document.visibilityState === 'hidden' ? flush() : sync.remote(Number.MAX_SAFE_INTEGER));
    window.addEventListener('pagehide', flush);
    window.addEventListener('online', flush);
    document.addEventListener('visibilitychange', onVisibility);
    document.addEventListener('freeze', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      window.removeEventListener('online', flush);
      document.removeEventListener('visibilitychange', onVisibility);
      document.removeEventListener('freeze', flush);
      flush();
      sync.stop();
    };
  }, [sync]);

  const save = useCallback(async () => {
    if (!sync) return;
    setBusy(true);
    try {
      await sync.save();
    } catch (error) {
      latest.current.hooks.onSaveFailed();
      if (isNetworkFailure(error)) notify.info(OFFLINE_SAVE_MESSAGE);
      else reportSaveFailure(error);
    } finally {
      setBusy(false);
    }
  }, [sync]);

  /** "Open the saved version": the unsaved work stays one tap away until the screen closes. */
  const openSaved = useCallback(async () => {
    const colored = latest.current.page.colored;
    if (!sync || !colored) return;
    try {
      const saved = await decodeImage(colored.photo);
      unsavedSnapshot.current = cloneImage(engine.surface.coloring);
      apply(saved);
      engine.markSaved();
      setUnsavedWork(false);
      await sync.discard();
      setNotice({ kind: 'saved-open' });
    } catch {
      notify.danger(IMAGE_LOAD_FAILED);
    }
  }, [sync, engine, apply]);

  /** Puts back this device's work: the replaced tiles, or the unsaved work the saved version replaced. */
  const bringBack = useCallback(() => {
    if (!sync) return;
    let tiles = taken.current;
    const snapshot = unsavedSnapshot.current;
    if (!tiles && snapshot) {
      tiles = new Map();
      const now = engine.surface.coloring;
      for (let i = 0; i < TILE_COUNT; i++) if (!sameTile(now, snapshot, i)) tiles.set(i, readTile(snapshot, i));
    }
    taken.current = null;
    unsavedSnapshot.current = null;
    if (tiles?.size) sync.bringBack(tiles);
    setNotice(null);
  }, [sync, engine]);

  const unsaved = unsavedWork || !engineSaved;
  const state: WorkState =
    busy || status.sending
      ? 'sending'
      : status.offline && status.pending
        ? 'offline'
        : status.pending || (unsaved && !allowed)
          ? 'device'
          : unsaved
            ? 'devices'
            : page.is_colored
              ? 'saved'
              : 'blank';

  return {
    state,
    busy,
    opening: !sync,
    unsaved: unsaved || status.pending,
    save,
    notice,
    openSaved,
    bringBack,
    dismiss: () => {
      taken.current = null;
      setNotice(null);
    },
  };
}
