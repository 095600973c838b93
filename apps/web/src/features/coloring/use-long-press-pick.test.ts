import { createColoringEngine, createImage, type PointerInput } from '@crayonbox/canvas';
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LONG_PRESS_MS, useLongPressPick } from './use-long-press-pick';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const finger = (x: number, y: number, pointerId = 1): PointerInput => ({ pointerId, x, y, pointerType: 'touch', button: 0 });

function setup() {
  const engine = createColoringEngine({ width: 64, height: 64, lineArt: createImage(64, 64), encode: async () => new Blob() });
  engine.setTool('fill');
  engine.setColor('#ff0000');
  engine.fillAt(5, 5);
  engine.setTool('brush');
  engine.setColor('#000000');
  const picked: string[] = [];
  const { result } = renderHook(() => useLongPressPick(engine, (hex) => picked.push(hex)));
  const press = (input: PointerInput) => {
    engine.pointerDown(input);
    result.current.down(input);
  };
  return { engine, picked, press, hold: result };
}

describe('useLongPressPick', () => {
  it('picks the colour under a finger held still, taking back the dot it began', () => {
    const { engine, picked, press } = setup();
    press(finger(40, 40));
    vi.advanceTimersByTime(LONG_PRESS_MS + 10);
    expect(picked).toEqual(['#ff0000']);
    expect(engine.getState()).toMatchObject({ color: '#ff0000', isDrawing: false, snapshotCount: 2 });
  });

  it('keeps a press that moves a stroke, and ignores mice', () => {
    const { engine, picked, press, hold } = setup();
    press(finger(40, 40));
    hold.current.move(finger(52, 40));
    vi.advanceTimersByTime(LONG_PRESS_MS + 10);
    expect(picked).toEqual([]);
    expect(engine.getState().isDrawing).toBe(true);
    engine.pointerUp(finger(52, 40));
    press({ ...finger(20, 20, 2), pointerType: 'mouse' });
    vi.advanceTimersByTime(LONG_PRESS_MS + 10);
    expect(picked).toEqual([]);
  });
});
