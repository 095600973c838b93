import type { ColoringEngine, PointerInput } from '@crayonbox/canvas';
import { useEffect, useRef } from 'react';

/** How long a still finger is held before it picks a colour instead of drawing. */
export const LONG_PRESS_MS = 550;
// Movement (CSS px) a finger may wobble and still count as holding still.
const STILL_PX = 8;

/**
 * Press and hold with a finger picks the colour under it (the eyedropper on touch): the dot the
 * press began is taken back and the colour becomes the current one. Moving, lifting or a second
 * finger before the time is up keeps the press a stroke (or a pinch). `onPicked` is told the colour.
 */
export function useLongPressPick(engine: ColoringEngine, onPicked: (hex: string) => void) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const start = useRef<{ id: number; x: number; y: number } | null>(null);
  const picked = useRef(onPicked);
  useEffect(() => {
    picked.current = onPicked;
  });
  const stop = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    start.current = null;
  };
  useEffect(() => stop, []);
  return {
    /** A pointer went down (after the engine saw it). */
    down(input: PointerInput) {
      if (start.current) {
        stop(); // a second finger: a pinch, not a hold
        return;
      }
      if (input.pointerType !== 'touch') return;
      start.current = { id: input.pointerId, x: input.x, y: input.y };
      timer.current = setTimeout(() => {
        const at = start.current;
        stop();
        if (!at) return;
        engine.abortAction();
        const point = engine.toCanvas(at);
        picked.current(engine.pickColorAt(point.x, point.y));
      }, LONG_PRESS_MS);
    },
    move(input: PointerInput) {
      const at = start.current;
      if (at && at.id === input.pointerId && Math.hypot(input.x - at.x, input.y - at.y) > STILL_PX) stop();
    },
    /** The pointer went up, left or was cancelled. */
    end(input: PointerInput) {
      if (start.current?.id === input.pointerId) stop();
    },
  };
}
