import type { Setting, SettingName } from '@crayonbox/contract';
import { apiOrThrow } from '@/lib/api';

/** PATCH /settings/{name}/update with `{ value }`; throws the ApiError (422 errors under "value"). */
export const updateSetting = (name: SettingName, value: string) => apiOrThrow.patch<Setting>(`/settings/${name}/update`, { value });
