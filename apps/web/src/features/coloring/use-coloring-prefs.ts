import type { ColoringEngine } from '@crayonbox/canvas';
import { useEffect, useState } from 'react';
import { pushRecentColor, readInsideLines, readRecentColors, rememberInsideLines } from './device-prefs';

// Tools whose action lays the current colour down (the gradient its second colour too).
const COLORING_TOOLS = new Set(['brush', 'fill', 'gradient']);

/**
 * Applies and keeps this device's coloring choices: "stay inside the lines" as last set here,
 * and the last colours used (a colour counts as used once an action laid it on the page).
 * Returns the recent colours, newest first.
 */
export function useColoringPrefs(engine: ColoringEngine): string[] {
  const [recent, setRecent] = useState(readRecentColors);
  useEffect(() => {
    engine.setInsideLines(readInsideLines());
    let before = engine.getState();
    let painted = false;
    const offPixels = engine.onPixels(() => {
      painted = true;
    });
    const offState = engine.subscribe(() => {
      const now = engine.getState();
      if (now.insideLines !== before.insideLines) rememberInsideLines(now.insideLines);
      if (now.isDrawing && !before.isDrawing) painted = false;
      // An action ended having changed pixels: its colours were used.
      if (before.isDrawing && !now.isDrawing && painted && COLORING_TOOLS.has(before.tool)) {
        if (before.tool === 'gradient') pushRecentColor(now.secondColor);
        setRecent(pushRecentColor(now.color));
      }
      before = now;
    });
    return () => {
      offPixels();
      offState();
    };
  }, [engine]);
  return recent;
}
