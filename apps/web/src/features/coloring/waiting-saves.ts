// Saves asked for without a network, for pages whose screen is not open: sent at the next start
// and whenever the network returns (src/app/pwa-start.ts). An open screen sends its own through
// its sync. Each is rebuilt from the work store: the server's draft (or the saved coloring, or a
// blank page) with the device's tiles on top, then saved like the Save button does.
import { CANVAS_SIZE, createImage, decodeImage, encodePng, type RgbaImage } from '@crayonbox/canvas';
import { ApiError, handleApiError } from '@/lib/api';
import { markOutboxPending } from '@/lib/outbox-flag';
import { notify } from '@/stores/notifications';
import { useSession } from '@/stores/session';
import { deleteServerDraft, readColoredRecord, readServerDraft, uploadColoring, upsertColored } from './api';
import { isNetworkFailure } from './coloring-sync';
import { SAVED_MESSAGE } from './messages';
import { writeTile } from './tiles';
import { workStore, type WorkRecord } from './work-store';

async function baseLayer(pageId: number): Promise<{ layer: RgbaImage; draftRevision: number }> {
  const draft = await readServerDraft(pageId);
  if (draft) return { layer: await decodeImage(draft.photo), draftRevision: draft.revision };
  const saved = await readColoredRecord(pageId).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  });
  return { layer: saved ? await decodeImage(saved.photo) : createImage(CANVAS_SIZE, CANVAS_SIZE), draftRevision: 0 };
}

async function send(record: WorkRecord): Promise<void> {
  const { layer, draftRevision } = await baseLayer(record.pageId);
  for (const [i, pixels] of record.tiles) writeTile(layer, i, pixels);
  await upsertColored(record.pageId, await uploadColoring(await encodePng(layer)));
  if (draftRevision) await deleteServerDraft(record.pageId, draftRevision).catch(() => undefined);
}

/** Sends the signed-in user's waiting saves; says 'Page has been saved', or why one was refused. */
export async function flushWaitingSaves(): Promise<void> {
  const userId = useSession.getState().user?.id;
  if (!useSession.getState().token || userId === undefined) return;
  const store = workStore();
  const open = /^\/pages\/(\d+)\//.exec(location.pathname)?.[1];
  const waiting = (await store.all().catch(() => [])).filter((r) => r.saveWanted && r.userId === userId && String(r.pageId) !== open);
  let sent = 0;
  let left = waiting.length;
  for (const record of waiting) {
    try {
      await send(record);
      await store.delete(record.key);
      sent++;
      left--;
    } catch (error) {
      // No network, or signed out: everything waits for the next chance.
      if (isNetworkFailure(error) || (error instanceof ApiError && error.status === 401)) break;
      // Refused for good (page gone, no credits): the work stays on the device, the wish to save goes.
      handleApiError(error);
      await store.put({ ...record, saveWanted: false }).catch(() => undefined);
      left--;
    }
  }
  markOutboxPending(left > 0);
  if (sent) notify.success(SAVED_MESSAGE);
}
