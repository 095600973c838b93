import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * How a loader reads through the cache: the cached data while it is fresh and not invalidated,
 * else a fetch it waits for. (ensureQueryData would hand back data an invalidation marked stale,
 * so a screen would open on the old value, e.g. a plan's old name, and change under the user.)
 * The cache has already reported a failure (notification, or sign-in for a lost session); the
 * route error panel then says `failed`, as the screens did before the cache.
 */
export async function loadQuery<TData, TKey extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<TData, Error, TData, TKey>,
  failed: string,
): Promise<TData> {
  try {
    return await queryClient.fetchQuery(options);
  } catch {
    throw new Error(failed);
  }
}
