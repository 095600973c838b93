import type { ColoringEngine } from '@crayonbox/canvas';
import { useEffect } from 'react';

/**
 * After the eyedropper picks a colour, the tool used before it comes back: people pick a colour
 * to paint with it, not to pick again.
 */
export function useEyedropperReturn(engine: ColoringEngine): void {
  useEffect(() => {
    let before = engine.getState();
    let previous = before.tool === 'eyedropper' ? 'brush' : before.tool;
    return engine.subscribe(() => {
      const now = engine.getState();
      if (now.tool !== 'eyedropper') previous = now.tool;
      // A press of the eyedropper ended (a press that slid off the page too: it brings the tool
      // back as well, which is what a second try would want less often than a first).
      const pressed = before.tool === 'eyedropper' && now.tool === 'eyedropper' && before.isDrawing && !now.isDrawing;
      before = now;
      if (pressed) engine.setTool(previous);
    });
  }, [engine]);
}
