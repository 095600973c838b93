import { decodeImage, type ColoringEngine } from '@crayonbox/canvas';
import type { Page } from '@crayonbox/contract';
import { useEffect, useState } from 'react';
import { CANVAS_CONTEXT_FAILED, IMAGE_LOAD_FAILED } from './messages';
import { canUseRegionWorker } from './use-region-worker';

/** Loading the page into the engine: the line art, and the saved coloring when there is one. */
export type CanvasImages =
  | { status: 'loading' }
  // lineArt: the illustration as downloaded (print resolution), for high-resolution downloads.
  | { status: 'ready'; lineArtUrl: string; lineArt: Blob }
  | { status: 'error'; message: string };

async function fetchImage(url: string, signal: AbortSignal): Promise<Blob> {
  const response = await fetch(url, { signal, mode: 'cors' }).catch((error: unknown) => {
    if (signal.aborted) throw error;
    throw new Error(IMAGE_LOAD_FAILED);
  });
  if (!response.ok) throw new Error(IMAGE_LOAD_FAILED);
  return response.blob();
}

/** The SPEC section 8 message for a failure, whatever threw it. */
export function canvasErrorMessage(error: unknown): string {
  return error instanceof Error && error.message === CANVAS_CONTEXT_FAILED ? CANVAS_CONTEXT_FAILED : IMAGE_LOAD_FAILED;
}

/**
 * Fetches the illustration and the saved coloring in parallel, decodes them into the engine
 * (the saved coloring becomes the single, saved history state) and hands back a local URL of the
 * line art for the <img> above the canvas, so the picture is downloaded only once. `attempt`
 * retries. Only the page as it was opened counts: a save later on must not reload anything.
 */
export function useCanvasImages(engine: ColoringEngine, page: Pick<Page, 'illustration' | 'colored'>, attempt: number): CanvasImages {
  const [images, setImages] = useState<CanvasImages>({ status: 'loading' });
  const [opened] = useState(page);
  useEffect(() => {
    const controller = new AbortController();
    let lineArtUrl: string | null = null;
    setImages({ status: 'loading' });
    (async () => {
      const [lineBlob, coloringBlob] = await Promise.all([
        fetchImage(opened.illustration, controller.signal),
        opened.colored ? fetchImage(opened.colored.photo, controller.signal) : null,
      ]);
      const [lineArt, coloring] = await Promise.all([decodeImage(lineBlob), coloringBlob ? decodeImage(coloringBlob) : null]);
      if (controller.signal.aborted) return;
      // A worker computes the fill regions (use-region-worker) where the browser has workers.
      engine.loadLineArt(lineArt, { prepare: !canUseRegionWorker() });
      engine.loadColoring(coloring);
      lineArtUrl = URL.createObjectURL(lineBlob);
      setImages({ status: 'ready', lineArtUrl, lineArt: lineBlob });
    })().catch((error: unknown) => {
      if (!controller.signal.aborted) setImages({ status: 'error', message: canvasErrorMessage(error) });
    });
    return () => {
      controller.abort();
      if (lineArtUrl) URL.revokeObjectURL(lineArtUrl);
    };
  }, [engine, opened, attempt]);
  return images;
}
