import type { Setting, Website } from '@crayonbox/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiOrThrow } from './api';
import { queryKeys } from './query-keys';
import { normalizeWebsite } from './website';

/**
 * GET /settings/list as the signed-in account sees it (an admin: every setting, secrets masked).
 * The app settings form and the website screens read this one list.
 */
export const settingsQuery = queryOptions({
  queryKey: queryKeys.settings(),
  queryFn: ({ signal }) => apiOrThrow.get<Setting[]>('/settings/list', { signal }),
});

/** The stored `website` setting out of the list, or null when there is none yet. */
export function websiteOf(list: Setting[]): Website | null {
  const setting = Array.isArray(list) ? list.find((item) => item.name === 'website') : undefined;
  return normalizeWebsite(setting?.value);
}
