import type { User } from '@crayonbox/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiOrThrow } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** GET /users/{id}/read. The loader turns a 404 into 'user not found' on the list, so no notification here. */
export const userQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeys.user(id),
    queryFn: ({ signal }) => apiOrThrow.get<User>(`/users/${id}/read`, { signal }),
    meta: { failure: 'screen' },
  });
