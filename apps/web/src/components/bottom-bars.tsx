import { useEffect, useRef } from 'react';
import { ConfirmBar } from './confirm-bar';
import { Toast } from './toast';

/** The CSS variable holding the height the bottom bars take now (0px when none is shown). */
export const BOTTOM_BARS_VAR = '--bottom-bars';

/**
 * The one place at the bottom for the confirm bar and the toast: stacked, never over each other.
 * Their height is published as --bottom-bars, so a screen with controls at the bottom edge (the
 * coloring dock) moves them up by exactly what the bars take, whatever their number and lines.
 */
export function BottomBars() {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const root = document.documentElement;
    const publish = () => root.style.setProperty(BOTTOM_BARS_VAR, `${el.childElementCount > 0 ? el.offsetHeight : 0}px`);
    publish();
    const sizes = new ResizeObserver(publish);
    sizes.observe(el);
    // A bar appearing or leaving changes the children before (or without) a size change.
    const children = new MutationObserver(publish);
    children.observe(el, { childList: true });
    return () => {
      sizes.disconnect();
      children.disconnect();
      root.style.removeProperty(BOTTOM_BARS_VAR);
    };
  }, []);
  return (
    <div
      ref={box}
      className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex flex-col items-center gap-2 p-4 pb-[max(1rem,env(safe-area-inset-bottom))]"
    >
      <ConfirmBar />
      <Toast />
    </div>
  );
}
