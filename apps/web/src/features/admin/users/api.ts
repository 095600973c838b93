import type { AdminUpdateUserBody, CreateUserBody, ResetLinkSent, User } from '@crayonbox/contract';
import { api, apiOrThrow } from '@/lib/api';

/** POST /users/create; throws the ApiError so the form can show field errors. */
export const createUser = (body: CreateUserBody) => apiOrThrow.postJson<User>('/users/create', body);

/** PATCH /users/{id}/update; throws the ApiError so the form can show field errors. */
export const updateUser = (id: number, body: AdminUpdateUserBody) => apiOrThrow.patch<User>(`/users/${id}/update`, body);

/** PATCH /users/{id}/blocked/toggle: the user with the new flag, or null after a shown error. */
export const toggleUserBlocked = (id: number) => api.patch<User>(`/users/${id}/blocked/toggle`);

/** POST /users/{id}/password-reset: mails the user a link to choose a new password. */
export const sendPasswordReset = (id: number) => api.postJson<ResetLinkSent>(`/users/${id}/password-reset`);
