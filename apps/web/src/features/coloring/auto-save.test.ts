import { createColoringEngine, createImage, type ColoringEngine } from '@crayonbox/canvas';
import { describe, expect, it } from 'vitest';
import { shouldAutoSave } from './auto-save';

const engine = () => createColoringEngine({ width: 64, height: 64, lineArt: createImage(64, 64), encode: async () => new Blob() });

function stroke(e: ColoringEngine, y: number) {
  e.pointerDown({ pointerId: 1, x: 5, y, button: 0 });
  e.pointerMove({ pointerId: 1, x: 30, y });
  e.pointerUp({ pointerId: 1, x: 30, y });
}

const publicPage = { is_colored: false, is_owner: false };

describe('automatic save (SPEC section 4)', () => {
  it('saves after the first finished stroke on a page neither colored nor owned', () => {
    const e = engine();
    expect(shouldAutoSave({ state: e.getState(), page: publicPage, attempted: false })).toBe(false);
    e.pointerDown({ pointerId: 1, x: 5, y: 5, button: 0 });
    e.pointerMove({ pointerId: 1, x: 30, y: 5 });
    // Not while the stroke is still going.
    expect(shouldAutoSave({ state: e.getState(), page: publicPage, attempted: false })).toBe(false);
    e.pointerUp({ pointerId: 1, x: 30, y: 5 });
    expect(shouldAutoSave({ state: e.getState(), page: publicPage, attempted: false })).toBe(true);
  });

  it('counts a fill as the first change too', () => {
    const e = engine();
    e.setTool('fill');
    expect(e.fillAt(10, 10)).toBe(true);
    expect(shouldAutoSave({ state: e.getState(), page: publicPage, attempted: false })).toBe(true);
  });

  it('happens once: not again after it was tried, nor after later strokes', () => {
    const e = engine();
    stroke(e, 5);
    expect(shouldAutoSave({ state: e.getState(), page: publicPage, attempted: true })).toBe(false);
    stroke(e, 20);
    expect(shouldAutoSave({ state: e.getState(), page: publicPage, attempted: false })).toBe(false);
  });

  it('never happens on a page the user owns or already colored', () => {
    const e = engine();
    stroke(e, 5);
    expect(shouldAutoSave({ state: e.getState(), page: { is_colored: true, is_owner: false }, attempted: false })).toBe(false);
    expect(shouldAutoSave({ state: e.getState(), page: { is_colored: false, is_owner: true }, attempted: false })).toBe(false);
  });

  it('does not fire on a freshly loaded saved coloring', () => {
    const e = engine();
    e.loadColoring(createImage(64, 64));
    expect(shouldAutoSave({ state: e.getState(), page: publicPage, attempted: false })).toBe(false);
  });
});
