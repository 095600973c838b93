// The outbox of offline-outbox.ts wired to the browser: IndexedDB, the api calls, the session,
// Web Locks and the notifications. The app starts flushing from src/app/pwa-start.ts.
import { handleApiError } from '@/lib/api';
import { markOutboxPending } from '@/lib/outbox-flag';
import { notify } from '@/stores/notifications';
import { useSession } from '@/stores/session';
import { uploadColoring, upsertColored } from './api';
import { openStore } from './idb';
import { SAVED_MESSAGE } from './messages';
import { createOutbox, queueWhenOffline, SaveQueuedOffline, type Outbox, type OutboxEntry, type OutboxStore } from './offline-outbox';

/** IndexedDB as an OutboxStore, or null where there is none. */
export function createIdbOutboxStore(): OutboxStore | null {
  return openStore<OutboxEntry>('crayonbox-outbox', 'saves');
}

/** Web Locks keep two tabs from sending the same save; without them, one tab's guard is all. */
function exclusive<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? (locks.request('crayonbox-outbox', task) as Promise<T>) : task();
}

let shared: Outbox | null | undefined;

/** The tab's outbox, or null without IndexedDB. */
export function sharedOutbox(): Outbox | null {
  if (shared !== undefined) return shared;
  const store = createIdbOutboxStore();
  shared = store
    ? createOutbox({
        store,
        upload: uploadColoring,
        upsert: upsertColored,
        currentUserId: () => (useSession.getState().token ? (useSession.getState().user?.id ?? null) : null),
        exclusive,
      })
    : null;
  return shared;
}

/** Sends the waiting saves, then says so: 'Page has been saved', or why a save was refused. */
export async function flushOutbox(): Promise<void> {
  const outbox = sharedOutbox();
  if (!outbox) return;
  const report = await outbox.flush().catch(() => null);
  markOutboxPending((await outbox.size().catch(() => 1)) > 0);
  if (!report) return;
  for (const { error } of report.dropped) handleApiError(error);
  if (report.sent.length) notify.success(SAVED_MESSAGE);
}

/** The save calls of one page's saver, kept in the outbox when there is no network. */
export function offlineSaveCalls(pageId: number) {
  return queueWhenOffline({ upload: uploadColoring, upsert: (url: string) => upsertColored(pageId, url) }, async (png) => {
    const outbox = sharedOutbox();
    const userId = useSession.getState().user?.id;
    if (!outbox || userId === undefined) throw new Error('No outbox');
    await outbox.enqueue(userId, pageId, png);
    markOutboxPending(true);
  });
}

/** For the failure of a save that was kept for later: a calm notice instead of an error; true if so. */
export function noticeQueuedOffline(error: unknown): boolean {
  if (!(error instanceof SaveQueuedOffline)) return false;
  notify.info(error.message);
  return true;
}
