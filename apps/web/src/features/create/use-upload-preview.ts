import type { UploadMode, UploadPreview, UploadTurn } from '@crayonbox/contract';
import { useEffect, useState } from 'react';
import { ApiError } from '@/lib/api';
import { previewUpload } from './api';

/** The preview of the page an upload makes, following the chosen mode and detail. */
export type PreviewState =
  | { status: 'idle' }
  | { status: 'loading'; last: UploadPreview | null }
  | { status: 'ready'; preview: UploadPreview }
  | { status: 'error'; message: string; last: UploadPreview | null };

/** Waits this long after the last slider move before asking (the slider moves in steps). */
const DEBOUNCE_MS = 250;

/**
 * Asks the server for a preview whenever the uploaded picture, the mode, the detail or the turn
 * changes (debounced; a newer answer always wins). `mode` null means "the one that fits the picture".
 */
export function useUploadPreview(url: string | null, mode: UploadMode | null, detail: number, turn: UploadTurn = 0): PreviewState {
  const [state, setState] = useState<PreviewState>({ status: 'idle' });
  useEffect(() => {
    if (!url) {
      setState({ status: 'idle' });
      return;
    }
    let live = true;
    setState((s) => ({ status: 'loading', last: s.status === 'ready' ? s.preview : s.status === 'idle' ? null : s.last }));
    const timer = setTimeout(() => {
      previewUpload({ url, detail, ...(mode ? { mode } : {}), ...(turn ? { turn } : {}) }).then(
        (preview) => live && setState({ status: 'ready', preview }),
        (error: unknown) => {
          if (!live) return;
          const message = error instanceof ApiError ? error.message : 'The preview did not load. You can still create the page.';
          setState((s) => ({ status: 'error', message, last: s.status === 'loading' ? s.last : null }));
        },
      );
    }, DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [url, mode, detail, turn]);
  return state;
}
