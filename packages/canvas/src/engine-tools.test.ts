import { describe, expect, it } from 'vitest';
import { createCommandRegistry, CANVAS_COMMANDS } from './commands';
import { createColoringEngine, type PointerInput } from './engine';
import { createImage } from './image';
import { drawRing } from './test/line-art';
import { pixelAt } from './test/pixels';
import type { BrushStyle } from './tools/brush-style';
import { DEFAULT_BRUSHES } from './tools/brushes/default-brushes';
import { paintBrush } from './tools/brushes/paint-brush';
import { DEFAULT_TOOLS } from './tools/tool-registry';

const ptr = (x: number, y: number): PointerInput => ({ pointerId: 1, x, y, pointerType: 'mouse', pressure: 0.5, button: 0 });
const setup = () => createColoringEngine({ lineArt: drawRing(createImage(256, 256), 128, 128, 60, 4) });

describe('engine tools and brushes', () => {
  it('draws with the chosen brush, and each brush keeps its own opacity', () => {
    const engine = setup();
    engine.setBrush('marker');
    expect(engine.getState()).toMatchObject({ tool: 'brush', brush: 'marker', opacity: 0.6 });
    engine.setOpacity(0.3);
    engine.setBrush('paint');
    expect(engine.getState().opacity).toBe(1);
    engine.setBrush('marker');
    expect(engine.getState().opacity).toBe(0.3);
    engine.pointerDown(ptr(20, 20));
    engine.pointerMove(ptr(60, 20));
    engine.pointerUp(ptr(60, 20));
    expect(pixelAt(engine.surface.coloring, 40, 20).a).toBe(77);
    expect(engine.getState().canUndo).toBe(true);
    // The crayon's opacity is its wax: not adjustable.
    engine.setBrush('crayon');
    engine.setOpacity(0.2);
    expect(engine.getState().opacity).toBe(1);
    expect(() => engine.setBrush('charcoal')).toThrow(RangeError);
    expect(() => engine.setTool('lasso')).toThrow(RangeError);
  });

  it('makes the eyedropper pick the current colour without a history step', () => {
    const engine = setup();
    engine.setColor('#ff0000');
    engine.fillAt(128, 128);
    engine.setColor('#000000');
    engine.setTool('eyedropper');
    const steps = engine.getState().snapshotCount;
    engine.pointerDown(ptr(120, 130));
    engine.pointerUp(ptr(120, 130));
    expect(engine.getState()).toMatchObject({ color: '#ff0000', snapshotCount: steps });
    expect(engine.pickColorAt(5, 5)).toBe('#ffffff');
    expect(engine.getState().color).toBe('#ffffff');
  });

  it('fills a gradient on release only, in one history step', () => {
    const engine = setup();
    engine.setTool('gradient');
    engine.setColor('#ff0000');
    engine.setSecondColor('#00f');
    engine.pointerDown(ptr(100, 128));
    engine.pointerMove(ptr(160, 128));
    engine.pointerLeave(ptr(160, 128));
    expect(pixelAt(engine.surface.coloring, 128, 128).a).toBe(0);
    engine.pointerDown(ptr(100, 128));
    engine.pointerMove(ptr(160, 128));
    engine.pointerUp(ptr(160, 128));
    expect(pixelAt(engine.surface.coloring, 90, 128)).toMatchObject({ r: 255, b: 0 });
    expect(pixelAt(engine.surface.coloring, 170, 128)).toMatchObject({ r: 0, b: 255 });
    expect(engine.getState().snapshotCount).toBe(2);
    engine.undo();
    expect(pixelAt(engine.surface.coloring, 128, 128).a).toBe(0);
  });

  it('takes a new brush as a registration: no engine change', () => {
    const chalk: BrushStyle = {
      ...paintBrush,
      id: 'chalk',
      label: 'Chalk',
      shortcut: { key: 'k' },
      opacity: { initial: 0.5, adjustable: true },
    };
    const engine = createColoringEngine({ width: 64, height: 64, brushes: [...DEFAULT_BRUSHES, chalk] });
    engine.setBrush('chalk');
    engine.pointerDown(ptr(10, 10));
    engine.pointerUp(ptr(10, 10));
    expect(pixelAt(engine.surface.coloring, 10, 10).a).toBe(128);
  });
});

describe('tool and brush commands', () => {
  it('give every tool and brush a name and a shortcut of its own', () => {
    const ids = [...DEFAULT_TOOLS.map((t) => t.id), ...DEFAULT_BRUSHES.filter((b) => b.id !== 'paint').map((b) => `brush-${b.id}`)];
    const commands = CANVAS_COMMANDS.filter((c) => ids.includes(c.id));
    expect(commands.map((c) => c.id).sort()).toEqual([...ids].sort());
    const keys = CANVAS_COMMANDS.flatMap((c) => c.shortcuts.map((s) => `${s.mod ? 'mod+' : ''}${s.shift ? 'shift+' : ''}${s.key}`));
    expect(new Set(keys).size).toBe(keys.length);
    for (const c of commands) expect(c.shortcuts.length, c.id).toBeGreaterThan(0);
  });

  it('picks a brush and the brush tool in one key, and toggles the aid with L', () => {
    const engine = setup();
    const registry = createCommandRegistry();
    engine.setTool('fill');
    registry.matchShortcut({ key: 'c' })?.run(engine);
    expect(engine.getState()).toMatchObject({ tool: 'brush', brush: 'crayon' });
    registry.matchShortcut({ key: 'g' })?.run(engine);
    expect(engine.getState().tool).toBe('gradient');
    registry.matchShortcut({ key: 'i' })?.run(engine);
    expect(engine.getState().tool).toBe('eyedropper');
    registry.matchShortcut({ key: 'l' })?.run(engine);
    expect(engine.getState().insideLines).toBe(true);
  });
});

describe('aborting an action', () => {
  it('reverts the stroke in progress and adds no history state (a long press that picks a colour)', () => {
    const engine = setup();
    engine.pointerDown({ ...ptr(20, 20), pointerType: 'touch' });
    expect(pixelAt(engine.surface.coloring, 20, 20).a).toBe(255);
    engine.abortAction();
    expect(pixelAt(engine.surface.coloring, 20, 20).a).toBe(0);
    engine.pointerUp({ ...ptr(20, 20), pointerType: 'touch' });
    expect(engine.getState()).toMatchObject({ canUndo: false, isDrawing: false });
  });
});
