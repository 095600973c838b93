import type { Book, Page, Plan, Setting, User } from '@crayonbox/contract';
import type { QueryClient } from '@tanstack/react-query';
import type { ListData } from './infinite-list';
import { ADMIN_LIST_PATHS, queryKeys } from './query-keys';

/**
 * What the cache does after a change the user made: the one place that knows which cached
 * lists a mutation touches. A card that changed is put in place (SPEC: "the card updates in
 * place"), without reloading the list the user is scrolling through.
 */

function mapItems<T extends { id: number }>(data: ListData<T> | undefined, change: (items: T[]) => T[]): ListData<T> | undefined {
  if (!data) return data;
  return { ...data, pages: data.pages.map((page) => ({ ...page, data: change(page.data) })) };
}

function replaceIn<T extends { id: number }>(data: ListData<T> | undefined, item: T): ListData<T> | undefined {
  if (!data?.pages.some((page) => page.data.some((existing) => existing.id === item.id))) return data;
  return mapItems(data, (items) => items.map((existing) => (existing.id === item.id ? item : existing)));
}

/** A page changed (favorite, block, tags, or read again): every list showing it shows the new one. */
export function pageChanged(queryClient: QueryClient, page: Page): void {
  queryClient.setQueriesData<ListData<Page>>({ queryKey: queryKeys.pageLists() }, (data) => replaceIn(data, page));
}

/**
 * A favorite was toggled: the card changes in place, and the favorite lists not on screen are
 * read again when next shown (the page joined or left them).
 */
export function favoriteToggled(queryClient: QueryClient, page: Page): void {
  pageChanged(queryClient, page);
  void queryClient.invalidateQueries({ queryKey: queryKeys.pageListsOf('favorited'), refetchType: 'none' });
}

/** A page was made, removed or given another category: the category chips are read again. */
export function pageCategoriesChanged(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: queryKeys.pageCategories() });
}

/** A page is gone for this user (deleted, or no longer found): removed from every list. */
export function pageRemoved(queryClient: QueryClient, id: number): void {
  pageCategoriesChanged(queryClient);
  queryClient.setQueriesData<ListData<Page>>({ queryKey: queryKeys.pageLists() }, (data) => {
    if (!data?.pages.some((page) => page.data.some((item) => item.id === id))) return data;
    const without = mapItems(data, (items) => items.filter((item) => item.id !== id))!;
    return { ...without, pages: without.pages.map((page) => ({ ...page, total: Math.max(0, page.total - 1) })) };
  });
}

/** A new page exists: every page list is read again when next shown (My pages shows it at once). */
export function pageCreated(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: queryKeys.pageLists() });
  pageCategoriesChanged(queryClient);
}

/** A user changed (blocked, unblocked, edited): the users list and the edit screen show the new one. */
export function userChanged(queryClient: QueryClient, user: User): void {
  queryClient.setQueriesData<ListData<User>>({ queryKey: queryKeys.adminList(ADMIN_LIST_PATHS.users) }, (data) => replaceIn(data, user));
  if (queryClient.getQueryData(queryKeys.user(user.id))) queryClient.setQueryData(queryKeys.user(user.id), user);
}

/**
 * An admin saved a plan: its edit screen and the admin's plans list show it at once; the paid
 * plans of /checkout are read again when next shown (a price or a Price ID may have changed).
 */
export function planSaved(queryClient: QueryClient, plan: Plan): void {
  queryClient.setQueryData(queryKeys.plan(plan.id), plan);
  queryClient.setQueryData<Plan[]>(queryKeys.planList(), (list) => list?.map((item) => (item.id === plan.id ? plan : item)));
  void queryClient.invalidateQueries({ queryKey: queryKeys.paidPlanList() });
}

/**
 * An admin saved the app settings: the setup checklist is read again at once (a key typed in may
 * complete a step); the settings when next shown (the form on screen already shows what it saved).
 */
export function settingsSaved(queryClient: QueryClient): Promise<void> {
  void queryClient.invalidateQueries({ queryKey: queryKeys.settings(), refetchType: 'none' });
  return queryClient.invalidateQueries({ queryKey: queryKeys.appStatus() });
}

/**
 * An admin saved one setting whose answer is the stored value (the website content): the cached
 * settings list holds it at once, so the website overview shows what was just saved.
 */
export function settingSaved(queryClient: QueryClient, setting: Setting): void {
  queryClient.setQueryData<Setting[]>(queryKeys.settings(), (list) =>
    list?.some((item) => item.name === setting.name)
      ? list.map((item) => (item.name === setting.name ? setting : item))
      : list && [...list, setting],
  );
}

/**
 * A book changed (name, pages, PDF) or was created: its editor shows the server's answer, and My
 * books (name, page count, cover, PDF state) is read again when next shown.
 */
export function bookChanged(queryClient: QueryClient, book: Book): void {
  queryClient.setQueryData(queryKeys.book(book.id), book);
  void queryClient.invalidateQueries({ queryKey: queryKeys.bookList() });
}

/**
 * A book was deleted: My books is read again. Its own entry is only marked stale (a later visit
 * asks the server, which says it is gone): removing it would make the editor still on screen
 * fetch it again.
 */
export function bookRemoved(queryClient: QueryClient, id: number): void {
  void queryClient.invalidateQueries({ queryKey: queryKeys.book(id), refetchType: 'none' });
  void queryClient.invalidateQueries({ queryKey: queryKeys.bookList() });
}
