import type { Credit, Page } from '@crayonbox/contract';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { currentUserContext } from '@/lib/current-user';
import { ApiError, handleApiError, isAbort } from '@/lib/api';
import { notify } from '@/stores/notifications';
import { readCredit, readPage } from './api';
import { createPageDrafts, type DraftRecord } from './draft-store';
import { draftStore } from './idb-draft-store';
import { CREDIT_READ_FAILED, NO_CREDITS_MESSAGE } from './messages';

/** What the coloring screen starts with. */
export interface ColoringData {
  page: Page;
  credit: Credit;
  userId: number;
  /** Work kept on this device for this page, if any (whether it is newer is decided later). */
  draft: DraftRecord | null;
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
 * local draft are read in parallel.
 */
export async function coloringLoader({
  params,
  request,
  context,
}: Pick<LoaderFunctionArgs, 'params' | 'request' | 'context'>): Promise<ColoringData> {
  const id = Number(params.id);
  if (!params.id || !Number.isSafeInteger(id) || id <= 0) throw redirect('/pages/public');
  const userId = context.get(currentUserContext)?.id ?? 0;
  const [page, credit, draft] = await Promise.all([
    pageOrNull(id, request.signal),
    readCredit(request.signal),
    createPageDrafts(draftStore(), userId, id).read(),
  ]);
  if (!page) throw redirect('/pages/public');
  if (!credit) throw new Error(CREDIT_READ_FAILED);
  if (!page.is_colored && !page.is_owner && credit.public_page <= 0) {
    // Persistent: a timed notice would be cleared by the very navigation that follows.
    notify.danger(NO_CREDITS_MESSAGE, true);
    throw redirect('/checkout');
  }
  return { page, credit, userId, draft };
}
