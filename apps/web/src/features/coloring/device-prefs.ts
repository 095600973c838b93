// Coloring choices remembered on this device (localStorage): whether strokes stay inside the
// lines, and the colours used last. Nothing here is saved with the work or sent anywhere.

const INSIDE_LINES_KEY = 'crayonbox:inside-lines';
const RECENT_COLORS_KEY = 'crayonbox:recent-colors';
/** How many recently used colours are kept. */
export const RECENT_COLORS_MAX = 8;

const HEX = /^#[0-9a-f]{6}$/;

function storage(): Storage | null {
  try {
    return typeof localStorage !== 'undefined' ? localStorage : null;
  } catch {
    // Private modes and blocked storage throw on access: the defaults hold for this visit.
    return null;
  }
}

/**
 * Whether "stay inside the lines" is on: on unless turned off on this device. Pages carry nothing
 * that tells a child's page from a grown-up's (docs/decisions/025-coloring-tools.md), so it is
 * on for everyone at first.
 */
export function readInsideLines(): boolean {
  return storage()?.getItem(INSIDE_LINES_KEY) !== 'off';
}

/** Remembers the switch on this device. */
export function rememberInsideLines(on: boolean): void {
  try {
    storage()?.setItem(INSIDE_LINES_KEY, on ? 'on' : 'off');
  } catch {
    // Storage full or refused: the switch still works for this visit.
  }
}

/** The colours used last on this device, newest first (lowercase '#rrggbb'). */
export function readRecentColors(): string[] {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(RECENT_COLORS_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((c): c is string => typeof c === 'string' && HEX.test(c)).slice(0, RECENT_COLORS_MAX) : [];
  } catch {
    return [];
  }
}

/** Puts a colour first among the recent ones (once), keeps RECENT_COLORS_MAX; returns the new list. */
export function pushRecentColor(color: string): string[] {
  const hex = color.toLowerCase();
  const next = [hex, ...readRecentColors().filter((c) => c !== hex)].slice(0, RECENT_COLORS_MAX);
  try {
    storage()?.setItem(RECENT_COLORS_KEY, JSON.stringify(next));
  } catch {
    // As above: kept for this visit only.
  }
  return next;
}
