import type { AppStatus, Setting, SettingName } from '@crayonbox/contract';
import { api, apiOrThrow } from '@/lib/api';

/** GET /settings/list: as an admin, with the secrets masked; null after a shown error. */
export const listSettings = (signal?: AbortSignal) => api.get<Setting[]>('/settings/list', { signal });

/** GET /app/status: the setup checklist; null after a shown error. */
export const readAppStatus = (signal?: AbortSignal) => api.get<AppStatus>('/app/status', { signal });

/** PATCH /settings/{name}/update with `{ value }`; throws the ApiError (422 errors under "value"). */
export const updateSetting = (name: SettingName, value: string) => apiOrThrow.patch<Setting>(`/settings/${name}/update`, { value });
