/** A key combination. `mod` is Ctrl on Windows/Linux and Cmd on macOS; either is accepted. */
export interface Shortcut {
  /** KeyboardEvent.key, compared case-insensitively. */
  readonly key: string;
  readonly mod?: boolean;
  /** true/false must match; undefined ignores Shift (for '+', typed with Shift on many layouts). */
  readonly shift?: boolean;
}

/** The parts of a KeyboardEvent shortcut matching reads. */
export interface KeyInput {
  readonly key: string;
  readonly ctrlKey?: boolean;
  readonly metaKey?: boolean;
  readonly shiftKey?: boolean;
  readonly altKey?: boolean;
  readonly target?: unknown;
}

/** True when the key event was typed into a text field, where shortcuts must not fire. */
export function isTypingTarget(target: unknown): boolean {
  if (typeof target !== 'object' || target === null) return false;
  const el = target as { tagName?: unknown; isContentEditable?: unknown; type?: unknown };
  if (el.isContentEditable === true) return true;
  const tag = typeof el.tagName === 'string' ? el.tagName.toUpperCase() : '';
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  // Buttons, checkboxes and colour pickers are inputs too, but typing letters into them is not a thing.
  return tag === 'INPUT' && !['button', 'checkbox', 'radio', 'range', 'color', 'submit'].includes(String(el.type));
}

/** True when the event is exactly this shortcut (Alt never matches: it types symbols on macOS). */
export function shortcutMatches(shortcut: Shortcut, event: KeyInput): boolean {
  if (event.altKey) return false;
  const mod = Boolean(event.ctrlKey || event.metaKey);
  if (mod !== Boolean(shortcut.mod)) return false;
  if (shortcut.shift !== undefined && Boolean(event.shiftKey) !== shortcut.shift) return false;
  return event.key.toLowerCase() === shortcut.key.toLowerCase();
}

/** Human label of a shortcut for tooltips, e.g. 'Ctrl+Shift+Z' or '⌘⇧Z'. */
export function formatShortcut(shortcut: Shortcut, mac = false): string {
  const key = shortcut.key.length === 1 ? shortcut.key.toUpperCase() : shortcut.key;
  if (mac) return `${shortcut.mod ? '⌘' : ''}${shortcut.shift ? '⇧' : ''}${key}`;
  return [shortcut.mod ? 'Ctrl' : '', shortcut.shift ? 'Shift' : '', key].filter(Boolean).join('+');
}
