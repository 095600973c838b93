// OpenCV's wasm build for the benchmark's own picture making (perspective warp, blur, Canny),
// loaded from this checkout rather than through the measured pipeline, so the corpus is the same
// whichever checkout is measured. Loaded like the server does it (see line-art/opencv.ts there):
// with require, and handed out in a box, because the module object has a `then`.
import { createRequire } from 'node:module';
import type cvModule from '@techstark/opencv-js';

export type Cv = typeof cvModule;
export type Mat = InstanceType<Cv['Mat']>;

let loading: Promise<{ cv: Cv }> | null = null;

export function loadCv(): Promise<{ cv: Cv }> {
  loading ??= (async () => {
    const before = { rejection: process.listeners('unhandledRejection'), exception: process.listeners('uncaughtException') };
    const cv = createRequire(import.meta.url)('@techstark/opencv-js') as Cv;
    // Its handlers abort on any unhandled rejection and print 10 MB of source on an exception.
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

/** Runs `fn` with Mats allocated through `track`, deleting them afterwards (wasm memory is not collected). */
export function withMats<T>(fn: (track: (mat: Mat) => Mat) => T): T {
  const mats: Mat[] = [];
  try {
    return fn((mat) => {
      mats.push(mat);
      return mat;
    });
  } finally {
    for (const m of mats) m.delete();
  }
}

/** A seeded random number generator (mulberry32): the same corpus on every run. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
