import type { Page } from '@crayonbox/contract';
import type { QueryClient } from '@tanstack/react-query';
import type { NavigateFunction } from 'react-router';
import { pageCreated } from '@/lib/invalidate';
import { NOTIFICATION_TIMEOUT_MS, useNotifications } from '@/stores/notifications';

/**
 * A success toast that survives the navigation right after it (a timed toast is cleared by
 * navigation), yet goes away after the usual 6 s: it is shown as persistent and removed by its
 * own timer, unless another notification replaced it meanwhile.
 */
function notifyAcrossNavigation(message: string): void {
  const notifications = useNotifications.getState();
  notifications.notify({ variant: 'success', message, persist: true });
  const id = useNotifications.getState().notification?.id;
  setTimeout(() => {
    if (useNotifications.getState().notification?.id === id) useNotifications.getState().clear();
  }, NOTIFICATION_TIMEOUT_MS);
}

/**
 * A new page exists: the page lists are read again (so My pages shows it), then the coloring screen opens
 * with a success toast. If the user left the screen meanwhile, only the toast tells them.
 */
export async function openNewPage(queryClient: QueryClient, page: Page, navigate: NavigateFunction, stillHere: boolean): Promise<void> {
  pageCreated(queryClient);
  if (!stillHere) {
    notifyAcrossNavigation(`Your page "${page.title}" is ready: find it in My pages.`);
    return;
  }
  notifyAcrossNavigation('Your page is ready to color!');
  await navigate(`/pages/${page.id}/color`);
}
