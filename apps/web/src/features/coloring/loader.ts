import type { ColoringDraft, Credit, Page } from '@crayonbox/contract';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { currentUserContext } from '@/lib/current-user';
import { ApiError, handleApiError, isAbort } from '@/lib/api';
import { notify } from '@/stores/notifications';
import { readColoredRecord, readCredit, readPage, readServerDraft } from './api';
import { CREDIT_READ_FAILED, NO_CREDITS_MESSAGE } from './messages';
import { workKey, workStore, type WorkRecord } from './work-store';

/** What the coloring screen starts with. */
export interface ColoringData {
  page: Page;
  credit: Credit;
  userId: number;
  /** The work the screen opens over the saved coloring (docs/decisions/027-one-home-for-coloring-work.md). */
  work: {
    /** The draft kept on the server, when it is newer than the saved coloring: opened. */
    draft: ColoringDraft | null;
    /** This device's tiles the server does not have yet: put on top. */
    local: WorkRecord | null;
  };
}

/**
 * The server's draft when it is the newest work on the page: newer than the saved coloring. A
 * failed read opens what the device has (the next change goes up anyway).
 */
async function newestServerDraft(page: Page, signal: AbortSignal): Promise<ColoringDraft | null> {
  if (!page.is_owner && !page.is_colored) return null;
  const draft = await readServerDraft(page.id, signal).catch(() => null);
  if (!draft || !page.colored) return draft;
  const saved = await readColoredRecord(page.id, signal).catch(() => null);
  return !saved || Date.parse(draft.changed_at) > Date.parse(saved.updated_at) ? draft : null;
}

/** The page, or null when it is unknown or blocked (404) or could not be read. */
async function pageOrNull(id: number, signal: AbortSignal): Promise<Page | null> {
  try {
    return await readPage(id, signal);
  } catch (error) {
    // A missing page just sends the user back to the list; other failures also say why.
    if (!(error instanceof ApiError && error.status === 404) && !isAbort(error)) handleApiError(error);
    return null;
  }
}

/**
 * Loader of /pages/{id}/color (SPEC section 5). No id or an unknown page → /pages/public. A
 * failed credit read throws 'Failed to read credit'. A page the user neither colored nor owns,
 * with no public_page credit left → danger message and /checkout. The page, the credit and the
 * work kept on the device are read in parallel, then the server's draft.
 */
export async function coloringLoader({
  params,
  request,
  context,
}: Pick<LoaderFunctionArgs, 'params' | 'request' | 'context'>): Promise<ColoringData> {
  const id = Number(params.id);
  if (!params.id || !Number.isSafeInteger(id) || id <= 0) throw redirect('/pages/public');
  const userId = context.get(currentUserContext)?.id ?? 0;
  const [page, credit, local] = await Promise.all([
    pageOrNull(id, request.signal),
    readCredit(request.signal),
    workStore()
      .get(workKey(userId, id))
      .catch(() => undefined),
  ]);
  if (!page) throw redirect('/pages/public');
  const draft = await newestServerDraft(page, request.signal);
  if (!credit) throw new Error(CREDIT_READ_FAILED);
  if (!page.is_colored && !page.is_owner && credit.public_page <= 0) {
    // Persistent: a timed notice would be cleared by the very navigation that follows.
    notify.danger(NO_CREDITS_MESSAGE, true);
    throw redirect('/checkout');
  }
  return { page, credit, userId, work: { draft, local: local ?? null } };
}
