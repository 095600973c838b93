import { useEffect, useRef } from 'react';

/** The CSS variable with the phone dock's height (its padding for the bottom bars included). */
export const DOCK_HEIGHT_VAR = '--dock-h';

/**
 * Publishes the dock's height on the screen's root element, so the picture can shrink by what the
 * dock takes: when a toast or the Clear question lifts the tools, the picture gets smaller instead
 * of the tools covering its bottom.
 */
export function useDockHeight<Root extends HTMLElement, Dock extends HTMLElement>() {
  const root = useRef<Root>(null);
  const dock = useRef<Dock>(null);
  useEffect(() => {
    const [screen, bar] = [root.current, dock.current];
    if (!screen || !bar) return;
    const publish = () => screen.style.setProperty(DOCK_HEIGHT_VAR, `${bar.offsetHeight}px`);
    publish();
    const sizes = new ResizeObserver(publish);
    // The border box: a toast or a question grows the dock's padding, not its content.
    sizes.observe(bar, { box: 'border-box' });
    return () => sizes.disconnect();
  }, []);
  return { root, dock };
}
