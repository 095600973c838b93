import type { ChangePasswordBody, Credit } from '@crayonbox/contract';
import { api, apiOrThrow } from '@/lib/api';

/** GET /credits/read: credits left, plan and subscription; null after a shown error. */
export const readCredit = (signal?: AbortSignal) => api.get<Credit>('/credits/read', { signal });

/** POST /users/password/change. Throws ApiError (422 on current_password or password). */
export const changePassword = (body: ChangePasswordBody) => apiOrThrow.postJson<{ changed: true }>('/users/password/change', body);
