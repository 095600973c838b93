import type { ChangePasswordBody } from '@crayonbox/contract';
import { apiOrThrow } from '@/lib/api';

/** POST /users/password/change. Throws ApiError (422 on current_password or password). */
export const changePassword = (body: ChangePasswordBody) => apiOrThrow.postJson<{ changed: true }>('/users/password/change', body);
