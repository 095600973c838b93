import { createRequire } from 'node:module';
import type cvModule from '@techstark/opencv-js';

export type Cv = typeof cvModule;

// Always handed out in a box: the Emscripten module has a `then` method, so a promise (or an async
// function) resolving to the module itself would adopt it as a thenable and never settle.
let loading: Promise<{ cv: Cv }> | null = null;

/**
 * OpenCV's WebAssembly build, loaded once on first use (about 0.3 s and 50 MB), so a server that
 * never converts a picture never pays for it.
 */
export function loadCv(): Promise<{ cv: Cv }> {
  loading ??= (async () => {
    // The Emscripten build installs process handlers that abort on any unhandled rejection and
    // print its whole 10 MB source on an uncaught exception: the server keeps its own handlers.
    const before = { rejection: process.listeners('unhandledRejection'), exception: process.listeners('uncaughtException') };
    // require, not import(): an ES namespace of this module would carry its `then` too.
    const cv = createRequire(import.meta.url)('@techstark/opencv-js') as Cv;
    for (const l of process.listeners('unhandledRejection')) if (!before.rejection.includes(l)) process.off('unhandledRejection', l);
    for (const l of process.listeners('uncaughtException')) if (!before.exception.includes(l)) process.off('uncaughtException', l);
    if (!(cv as { Mat?: unknown }).Mat) {
      await new Promise<void>((resolve) => {
        (cv as unknown as { onRuntimeInitialized: () => void }).onRuntimeInitialized = resolve;
      });
    }
    return { cv };
  })();
  return loading;
}

/** Runs `fn` with Mats it allocates through `track`, deleting them all afterwards (wasm memory is not collected). */
export function withMats<T>(cv: Cv, fn: (track: <M extends { delete(): void }>(mat: M) => M) => T): T {
  const mats: Array<{ delete(): void }> = [];
  try {
    return fn((mat) => {
      mats.push(mat);
      return mat;
    });
  } finally {
    for (const m of mats) m.delete();
  }
}
