// A one-word hint in localStorage that offline saves are waiting, so the app start only loads
// the code that sends them (features/coloring/waiting-saves.ts) when there is something to send.
const KEY = 'crayonbox:outbox';

/** Notes whether saves are waiting in the offline outbox. */
export function markOutboxPending(pending: boolean): void {
  try {
    if (pending) localStorage.setItem(KEY, '1');
    else localStorage.removeItem(KEY);
  } catch {
    // Storage disabled: the next `online` event still flushes.
  }
}

/** True when saves may be waiting. */
export function outboxMaybePending(): boolean {
  try {
    return localStorage.getItem(KEY) === '1';
  } catch {
    return true;
  }
}
