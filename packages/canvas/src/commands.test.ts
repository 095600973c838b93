import { describe, expect, it } from 'vitest';
import { CANVAS_COMMANDS, createCommandRegistry, matchShortcut } from './commands';
import { createColoringEngine } from './engine';
import { formatShortcut } from './shortcut';

const key = (k: string, mods: { ctrl?: boolean; meta?: boolean; shift?: boolean; alt?: boolean } = {}, target?: unknown) => ({
  key: k,
  ctrlKey: mods.ctrl ?? false,
  metaKey: mods.meta ?? false,
  shiftKey: mods.shift ?? false,
  altKey: mods.alt ?? false,
  target,
});

describe('shortcuts', () => {
  it('maps the SPEC tool and history keys to their commands', () => {
    expect(matchShortcut(key('b'))?.id).toBe('brush');
    expect(matchShortcut(key('e'))?.id).toBe('eraser');
    expect(matchShortcut(key('f'))?.id).toBe('fill');
    expect(matchShortcut(key('z', { ctrl: true }))?.id).toBe('undo');
    expect(matchShortcut(key('z', { meta: true }))?.id).toBe('undo');
    expect(matchShortcut(key('Z', { ctrl: true, shift: true }))?.id).toBe('redo');
    expect(matchShortcut(key('Z', { meta: true, shift: true }))?.id).toBe('redo');
    expect(matchShortcut(key('y', { ctrl: true }))?.id).toBe('redo');
    expect(matchShortcut(key('+', { shift: true }))?.id).toBe('zoom-in');
    expect(matchShortcut(key('='))?.id).toBe('zoom-in');
    expect(matchShortcut(key('-'))?.id).toBe('zoom-out');
  });

  it('leaves other combinations to the browser', () => {
    expect(matchShortcut(key('b', { ctrl: true }))).toBeUndefined(); // not "brush"
    expect(matchShortcut(key('f', { meta: true }))).toBeUndefined(); // find in page
    expect(matchShortcut(key('+', { ctrl: true }))).toBeUndefined(); // browser zoom
    expect(matchShortcut(key('z'))).toBeUndefined();
    expect(matchShortcut(key('z', { ctrl: true, alt: true }))).toBeUndefined();
    expect(matchShortcut(key('q'))).toBeUndefined();
  });

  it('ignores keys typed into text fields but not presses on buttons', () => {
    expect(matchShortcut(key('b', {}, { tagName: 'INPUT', type: 'text' }))).toBeUndefined();
    expect(matchShortcut(key('b', {}, { tagName: 'textarea' }))).toBeUndefined();
    expect(matchShortcut(key('b', {}, { tagName: 'DIV', isContentEditable: true }))).toBeUndefined();
    expect(matchShortcut(key('b', {}, { tagName: 'BUTTON' }))?.id).toBe('brush');
  });

  it('formats shortcuts for tooltips per platform', () => {
    const redo = CANVAS_COMMANDS.find((c) => c.id === 'redo')?.shortcuts[0];
    expect(redo && formatShortcut(redo)).toBe('Ctrl+Shift+Z');
    expect(redo && formatShortcut(redo, true)).toBe('⌘⇧Z');
  });
});

describe('command registry', () => {
  it('has unique ids, each with a label', () => {
    const ids = CANVAS_COMMANDS.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(['brush', 'eraser', 'fill', 'undo', 'redo', 'zoom-in', 'zoom-out', 'zoom-fit', 'clear']));
    for (const c of CANVAS_COMMANDS) expect(c.label.length).toBeGreaterThan(0);
  });

  it('reports enabled state from the engine state and runs only enabled commands', () => {
    const engine = createColoringEngine({ width: 64, height: 64 });
    const registry = createCommandRegistry();
    const undo = registry.get('undo');
    expect(undo?.isEnabled(engine.getState())).toBe(false);
    expect(registry.run('undo', engine)).toBe(false);
    expect(registry.run('eraser', engine)).toBe(true);
    expect(engine.getState().tool).toBe('eraser');
    engine.fillAt(10, 10);
    expect(undo?.isEnabled(engine.getState())).toBe(true);
    expect(registry.get('redo')?.isEnabled(engine.getState())).toBe(false);
    expect(registry.run('undo', engine)).toBe(true);
    expect(registry.get('redo')?.isEnabled(engine.getState())).toBe(true);
  });

  it('accepts app commands once and matches their shortcuts too', () => {
    const registry = createCommandRegistry();
    const save = { id: 'save', label: 'Save', shortcuts: [{ key: 's', mod: true }], isEnabled: () => true, run: () => {} };
    registry.register(save);
    expect(() => registry.register(save)).toThrow(/already registered/);
    expect(registry.matchShortcut(key('s', { ctrl: true }))?.id).toBe('save');
    expect(registry.matchShortcut(key('b'))?.id).toBe('brush');
  });
});
