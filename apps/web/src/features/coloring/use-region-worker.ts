import { DEFAULT_FILL_OPTIONS, type ColoringEngine, type RegionMap, type RgbaImage } from '@crayonbox/canvas';
import { useEffect, useRef } from 'react';
import type { RegionReply, RegionRequest } from './region-worker-messages';

/** True where pages can hand region computation to a worker (not in jsdom or very old browsers). */
export const canUseRegionWorker = (): boolean => typeof Worker !== 'undefined' && typeof window !== 'undefined';

/**
 * Keeps the engine's fill regions computed in a worker: once the page's line art is loaded and
 * again whenever the gap setting changes. A tap that comes before the answer computes them on
 * the spot, so nothing waits on the worker. `onMap` hears of each map the engine takes (at once,
 * computed here, where there are no workers).
 */
export function useRegionWorker(engine: ColoringEngine, ready: boolean, onMap?: (map: RegionMap) => void): void {
  const onMapRef = useRef(onMap);
  useEffect(() => {
    onMapRef.current = onMap;
  });
  useEffect(() => {
    if (!ready) return;
    if (!canUseRegionWorker()) {
      onMapRef.current?.(engine.regionMap());
      return;
    }
    let worker: Worker;
    try {
      worker = new Worker(new URL('./region-map.worker.ts', import.meta.url), { type: 'module' });
    } catch {
      return; // the engine computes regions itself on the first tap
    }
    const asked = new Map<number, RgbaImage>();
    let nextId = 0;
    let lastKey: { lineArt: RgbaImage; gapClose: number } | null = null;
    const request = () => {
      const lineArt = engine.surface.lineArt;
      const { gapClose } = engine.getState();
      if (lastKey && lastKey.lineArt === lineArt && lastKey.gapClose === gapClose) return;
      lastKey = { lineArt, gapClose };
      const id = nextId++;
      asked.set(id, lineArt);
      const pixels = lineArt.data.slice().buffer as ArrayBuffer;
      const message: RegionRequest = {
        id,
        width: lineArt.width,
        height: lineArt.height,
        pixels,
        threshold: DEFAULT_FILL_OPTIONS.lineThreshold,
        gapClose,
      };
      worker.postMessage(message, [pixels]);
    };
    worker.onmessage = (event: MessageEvent<RegionReply>) => {
      const { id, gapClose, map } = event.data;
      const lineArt = asked.get(id);
      asked.delete(id);
      if (!lineArt) return;
      engine.adoptRegionMap(lineArt, map, gapClose);
      onMapRef.current?.(map);
    };
    request();
    const unsubscribe = engine.subscribe(request);
    return () => {
      unsubscribe();
      worker.terminate();
    };
  }, [engine, ready]);
}
