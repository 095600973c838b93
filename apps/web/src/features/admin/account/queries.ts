import type { AppStatus, Setting } from '@crayonbox/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiOrThrow } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** GET /settings/list: as an admin, with the secrets masked. */
export const settingsQuery = queryOptions({
  queryKey: queryKeys.settings(),
  queryFn: ({ signal }) => apiOrThrow.get<Setting[]>('/settings/list', { signal }),
});

/** GET /app/status: the setup checklist. */
export const appStatusQuery = queryOptions({
  queryKey: queryKeys.appStatus(),
  queryFn: ({ signal }) => apiOrThrow.get<AppStatus>('/app/status', { signal }),
});
