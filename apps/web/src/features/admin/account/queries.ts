import type { AppStatus } from '@crayonbox/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiOrThrow } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** GET /app/status: the setup checklist. */
export const appStatusQuery = queryOptions({
  queryKey: queryKeys.appStatus(),
  queryFn: ({ signal }) => apiOrThrow.get<AppStatus>('/app/status', { signal }),
});
