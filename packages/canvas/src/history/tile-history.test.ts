import { describe, expect, it } from 'vitest';
import { cloneImage, createImage } from '../image';
import { fillRect, sameImage as same } from '../test/pixels';
import type { RgbaImage } from '../types';
import { createTileHistory } from './tile-history';

const RED = { r: 255, g: 0, b: 0, a: 255 };
const GREEN = { r: 0, g: 200, b: 0, a: 255 };
const BLUE = { r: 0, g: 0, b: 255, a: 255 };

describe('tile history', () => {
  it('starts with one state and nothing to undo or redo, saved', () => {
    const h = createTileHistory(createImage(512, 512));
    expect([h.length, h.cursor, h.canUndo, h.canRedo, h.isSaved]).toEqual([1, 0, false, false, true]);
  });

  it('does not add a state identical to the current one', () => {
    const layer = createImage(512, 512);
    const h = createTileHistory(layer);
    expect(h.commit()).toBe(false);
    fillRect(layer, 10, 10, 20, 20, RED);
    expect(h.commit({ x: 0, y: 0, width: 64, height: 64 })).toBe(true);
    // Painting the same pixels again changes nothing.
    fillRect(layer, 10, 10, 20, 20, RED);
    expect(h.commit({ x: 0, y: 0, width: 64, height: 64 })).toBe(false);
    expect(h.length).toBe(2);
  });

  it('undoes and redoes exact pixels, with canUndo false at the first state and canRedo false at the last', () => {
    const layer = createImage(600, 600);
    const h = createTileHistory(layer);
    const s0 = cloneImage(layer);
    fillRect(layer, 200, 200, 300, 100, RED); // spans four tiles
    h.commit({ x: 200, y: 200, width: 300, height: 100 });
    const s1 = cloneImage(layer);
    fillRect(layer, 0, 0, 600, 600, BLUE);
    h.commit();
    const s2 = cloneImage(layer);
    expect([h.canUndo, h.canRedo]).toEqual([true, false]);

    expect(h.undo()).not.toBeNull();
    expect(same(layer, s1)).toBe(true);
    expect(h.undo()).toEqual({ x: 200, y: 200, width: 300, height: 100 });
    expect(same(layer, s0)).toBe(true);
    expect([h.canUndo, h.canRedo, h.cursor]).toEqual([false, true, 0]);
    expect(h.undo()).toBeNull();

    h.redo();
    expect(same(layer, s1)).toBe(true);
    h.redo();
    expect(same(layer, s2)).toBe(true);
    expect([h.canUndo, h.canRedo]).toEqual([true, false]);
    expect(h.redo()).toBeNull();
  });

  it('discards the redo states when a new action is committed', () => {
    const layer = createImage(256, 256);
    const h = createTileHistory(layer);
    fillRect(layer, 0, 0, 10, 10, RED);
    h.commit();
    fillRect(layer, 20, 20, 10, 10, GREEN);
    h.commit();
    h.undo();
    expect(h.canRedo).toBe(true);
    fillRect(layer, 40, 40, 10, 10, BLUE);
    h.commit();
    expect([h.canRedo, h.length, h.cursor]).toEqual([false, 3, 2]);
    h.undo();
    // The green square was never re-applied: it belonged to the discarded branch.
    expect(layer.data[(25 * 256 + 25) * 4 + 3]).toBe(0);
    expect(layer.data[(5 * 256 + 5) * 4]).toBe(255);
    expect(h.redo()).not.toBeNull();
    expect(layer.data[(45 * 256 + 45) * 4 + 2]).toBe(255);
  });

  it('stores only the tiles that changed, compressed', () => {
    const layer = createImage(1024, 1024);
    const h = createTileHistory(layer);
    fillRect(layer, 700, 300, 3, 3, RED); // one tile, nine pixels
    h.commit();
    expect(h.bytes).toBeLessThan(1024);
    fillRect(layer, 0, 0, 1024, 1024, GREEN); // every tile, but flat colour
    h.commit();
    expect(h.bytes).toBeLessThan(16 * 1024);
  });

  it('only looks at the tiles inside the dirty rectangle', () => {
    const layer = createImage(512, 512);
    const h = createTileHistory(layer);
    fillRect(layer, 300, 300, 5, 5, RED);
    expect(h.commit({ x: 0, y: 0, width: 256, height: 256 })).toBe(false);
    expect(h.commit({ x: 290, y: 290, width: 20, height: 20 })).toBe(true);
  });

  it('accepts several dirty rectangles, as a stroke reports them', () => {
    const layer = createImage(512, 512);
    const h = createTileHistory(layer);
    const s0 = cloneImage(layer);
    fillRect(layer, 10, 10, 5, 5, RED);
    fillRect(layer, 400, 300, 5, 5, GREEN);
    fillRect(layer, 200, 200, 5, 5, BLUE); // outside both rectangles: not looked at
    const parts = [
      { x: 0, y: 0, width: 64, height: 64 },
      { x: 384, y: 256, width: 64, height: 64 },
    ];
    expect(h.commit(parts)).toBe(true);
    expect(h.commit(parts)).toBe(false);
    h.undo();
    expect(layer.data[(12 * 512 + 12) * 4 + 3]).toBe(0);
    expect(layer.data[(302 * 512 + 402) * 4 + 3]).toBe(0);
    // The blue square was never recorded, so undo leaves it alone.
    expect(layer.data[(202 * 512 + 202) * 4 + 3]).toBe(255);
    h.redo();
    expect(layer.data[(12 * 512 + 12) * 4]).toBe(255);
    expect(same(layer, s0)).toBe(false);
  });

  it('drops the oldest states when over the byte cap', () => {
    const layer = createImage(256, 256);
    const h = createTileHistory(layer, { maxBytes: 100_000 });
    let seed = 1;
    const noise = () => (seed = (seed * 1103515245 + 12345) >>> 0) & 255;
    const states: RgbaImage[] = [];
    for (let step = 0; step < 10; step++) {
      // 64x64 px of noise: ~16 KB that does not compress.
      for (let y = 0; y < 64; y++) {
        for (let x = 0; x < 64; x++) fillRect(layer, x + step * 16, y, 1, 1, { r: noise(), g: noise(), b: noise(), a: 255 });
      }
      h.commit();
      states.push(cloneImage(layer));
    }
    expect(h.bytes).toBeLessThanOrEqual(100_000);
    expect(h.length).toBeLessThan(11);
    expect(h.length).toBeGreaterThan(1);
    expect(h.cursor).toBe(h.length - 1);
    while (h.canUndo) h.undo();
    // The oldest reachable state is a later one, not the blank start.
    expect(same(layer, states[10 - h.length] as RgbaImage)).toBe(true);
  });

  it('tracks saved and unsaved work', () => {
    const layer = createImage(256, 256);
    const h = createTileHistory(layer);
    fillRect(layer, 0, 0, 5, 5, RED);
    h.commit();
    expect(h.isSaved).toBe(false);
    h.markSaved();
    expect(h.isSaved).toBe(true);
    // SPEC: ending a stroke marks unsaved, even one that changed nothing.
    h.commit();
    expect(h.isSaved).toBe(false);
    h.markSaved();
    h.undo();
    expect(h.isSaved).toBe(false);
    h.reset();
    expect([h.isSaved, h.length, h.canUndo]).toEqual([true, 1, false]);
  });
});
