import { createColoringEngine, createImage } from '@crayonbox/canvas';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { readInsideLines, rememberInsideLines } from './device-prefs';
import { useColoringPrefs } from './use-coloring-prefs';

afterEach(() => localStorage.clear());

const engine = () => createColoringEngine({ width: 64, height: 64, lineArt: createImage(64, 64), encode: async () => new Blob() });
const press = (e: ReturnType<typeof engine>, x: number, y: number) => {
  e.pointerDown({ pointerId: 1, x, y, button: 0 });
  e.pointerUp({ pointerId: 1, x, y });
};

describe('useColoringPrefs', () => {
  it('turns stay-inside-the-lines on for a first visit and remembers when it is turned off', () => {
    const e = engine();
    renderHook(() => useColoringPrefs(e));
    expect(e.getState().insideLines).toBe(true);
    act(() => e.setInsideLines(false));
    expect(readInsideLines()).toBe(false);
    const next = engine();
    renderHook(() => useColoringPrefs(next));
    expect(next.getState().insideLines).toBe(false);
  });

  it('lists a colour once it has been painted with, not when it is only chosen', () => {
    rememberInsideLines(false);
    const e = engine();
    const { result } = renderHook(() => useColoringPrefs(e));
    act(() => e.setColor('#ff0000'));
    expect(result.current).toEqual([]);
    act(() => press(e, 10, 10));
    expect(result.current).toEqual(['#ff0000']);
    act(() => {
      e.setColor('#00ff00');
      e.setTool('eyedropper');
      press(e, 10, 10);
    });
    // The eyedropper picked red back and laid nothing down: the list is unchanged.
    expect(result.current).toEqual(['#ff0000']);
    act(() => {
      e.setTool('fill');
      e.setColor('#0000ff');
      press(e, 40, 40);
    });
    expect(result.current).toEqual(['#0000ff', '#ff0000']);
  });
});
