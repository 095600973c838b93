import type { PageCategory, PageScope, PageSort } from '@crayonbox/contract';

/** The filters of a page list; together with the scope they name one cached list. */
export interface PageFilters {
  search: string;
  sort: PageSort;
  /** The category chip chosen above the list; null for every category. */
  category: PageCategory | null;
}

/** The paths of the admin 'Load more' lists (GET path?page&search). */
export const ADMIN_LIST_PATHS = {
  users: '/users/paginate',
  coloreds: '/coloreds/paginate',
  subscriptions: '/subscriptions/paginate',
} as const;

export type AdminListPath = (typeof ADMIN_LIST_PATHS)[keyof typeof ADMIN_LIST_PATHS];

/**
 * Every key of the cache, from the general to the particular, so one prefix reaches a family
 * (e.g. every page list) for lib/invalidate.ts.
 */
export const queryKeys = {
  pageLists: () => ['pages', 'list'] as const,
  pageListsOf: (scope: PageScope) => ['pages', 'list', scope] as const,
  pageList: (scope: PageScope, filters: PageFilters) => ['pages', 'list', scope, filters] as const,
  /** How many pages each category of the public list holds (the category chips). */
  pageCategories: () => ['pages', 'categories'] as const,
  adminList: (path: AdminListPath) => ['admin-list', path] as const,
  adminListSearch: (path: AdminListPath, search: string) => ['admin-list', path, search] as const,
  dashboardCounters: () => ['dashboard', 'counters'] as const,
  dashboardCharts: () => ['dashboard', 'charts'] as const,
  plans: () => ['plans'] as const,
  planList: () => ['plans', 'list'] as const,
  paidPlanList: () => ['plans', 'paid'] as const,
  plan: (id: number) => ['plans', 'detail', id] as const,
  /** The signed-in user's credits left, plan and subscription. */
  credit: () => ['credit'] as const,
  /** The admin's view of the settings (secrets masked) and the setup checklist. */
  settings: () => ['settings'] as const,
  appStatus: () => ['app-status'] as const,
  bookList: () => ['books', 'list'] as const,
  book: (id: number) => ['books', 'detail', id] as const,
  user: (id: number) => ['users', 'detail', id] as const,
  adminExists: () => ['users', 'admin-exists'] as const,
};
