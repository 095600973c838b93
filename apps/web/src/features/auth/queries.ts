import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { adminExists } from './api';

/** GET /users/admin/exists: whether /admin/create still has a first admin to make. */
export const adminExistsQuery = queryOptions({
  queryKey: queryKeys.adminExists(),
  queryFn: ({ signal }) => adminExists(signal),
});
