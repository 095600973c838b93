import { createCommandRegistry, formatShortcut, type ColoringEngine, type Command, type CommandRegistry } from '@crayonbox/canvas';
import { useEffect, useRef, useState } from 'react';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

/** Tooltip of a command: its label and first shortcut, e.g. 'Undo (Ctrl+Z)'. */
export function commandTitle(command: Command): string {
  const shortcut = command.shortcuts[0];
  return shortcut ? `${command.label} (${formatShortcut(shortcut, isMac)})` : command.label;
}

/**
 * The screen's commands: the engine's canvas commands plus Save (Ctrl/Cmd+S), registered once and
 * shared by the toolbar and the keyboard so the two never disagree.
 */
export function useCommandRegistry(save: () => void, canSave: () => boolean): CommandRegistry {
  const latest = useRef({ save, canSave });
  useEffect(() => {
    latest.current = { save, canSave };
  });
  const [registry] = useState(() => {
    const commands = createCommandRegistry();
    commands.register({
      id: 'save',
      label: 'Save',
      shortcuts: [{ key: 's', mod: true, shift: false }],
      isEnabled: () => latest.current.canSave(),
      run: () => latest.current.save(),
    });
    return commands;
  });
  return registry;
}

/** Runs the registry's commands from the keyboard while `active()` holds (no dialog open). */
export function useShortcuts(engine: ColoringEngine, registry: CommandRegistry, active: () => boolean): void {
  const activeRef = useRef(active);
  useEffect(() => {
    activeRef.current = active;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const command = registry.matchShortcut(event);
      if (!command || !activeRef.current()) return;
      // Taken even when disabled: Ctrl+S must never open the browser's "save page" dialog.
      event.preventDefault();
      if (command.isEnabled(engine.getState())) command.run(engine);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [engine, registry]);
}
