// Hears of newer work on this page from another device as it happens: GET
// /coloreds/{pageId}/draft/events (server-sent events), read through fetch so the request carries
// the session's Authorization header like every other call. Reconnects with a growing wait; each
// connection starts with the current revision, so nothing said while it was down is missed.
import { API_URL } from '@/lib/api';
import { useSession } from '@/stores/session';

const RECONNECT_MS = [1000, 2000, 5000, 15_000];

/** Calls `onRevision` with the draft revision now and on every change; returns the function that stops listening. */
export function listenForDrafts(pageId: number, onRevision: (revision: number) => void): () => void {
  let stopped = false;
  let controller: AbortController | null = null;
  let attempt = 0;

  async function connect() {
    if (stopped) return;
    controller = new AbortController();
    const token = useSession.getState().token;
    try {
      const response = await fetch(`${API_URL}/coloreds/${pageId}/draft/events`, {
        headers: { Accept: 'text/event-stream', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        signal: controller.signal,
        cache: 'no-store',
      });
      // Refused (signed out, page gone): nothing to listen to.
      if (!response.ok || !response.body) {
        if (response.status >= 500) throw new Error('events unavailable');
        return;
      }
      attempt = 0;
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const event = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = /^data: (.*)$/m.exec(event)?.[1];
          if (/^event: draft$/m.test(event) && data) onRevision(Number((JSON.parse(data) as { revision: number }).revision));
        }
      }
    } catch {
      // Dropped or offline: reconnect below.
    }
    if (stopped) return;
    const wait = RECONNECT_MS[Math.min(attempt++, RECONNECT_MS.length - 1)];
    setTimeout(() => void connect(), wait);
  }

  void connect();
  return () => {
    stopped = true;
    controller?.abort();
  };
}
