import { startTransition, useEffect, useState } from 'react';

/**
 * False until the browser has painted once since `ready` became true, then true. What it gates
 * (requests, chunks, long renders) stays out of the way of the first screen: the hero is the
 * largest paint, and nothing else is fetched or laid out before it is on screen. The switch is a
 * transition, so what it reveals renders in small slices instead of one long task.
 */
export function useAfterFirstPaint(ready: boolean, onPainted?: () => void): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready || painted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame callback runs just before the paint; a task queued from it runs just after.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        onPainted?.();
        startTransition(() => setPainted(true));
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [ready, painted, onPainted]);
  return painted;
}
