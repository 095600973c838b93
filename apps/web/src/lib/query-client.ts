import { QueryCache, QueryClient, type Query } from '@tanstack/react-query';
import { createContext } from 'react-router';
import { useSession } from '@/stores/session';
import { endsSession, handleApiError, isAbort } from './api';

/**
 * How a failed read is reported (query `meta.failure`):
 * - 'notify' (default): the danger notification of SPEC section 8, every time;
 * - 'screen': the screen shows its own failure message while it has nothing to show (a list's
 *   'Failed to load users', a dashboard panel); a lost session still signs out, and a failure
 *   while data is shown (e.g. 'Load more') is a notification.
 */
export type FailureReport = 'notify' | 'screen';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { failure?: FailureReport };
  }
}

function reportQueryError(error: unknown, query: Query<unknown, unknown, unknown>): void {
  if (isAbort(error)) return;
  const screenShowsIt = query.meta?.failure === 'screen' && query.state.data === undefined;
  if (screenShowsIt && !endsSession(error)) return;
  handleApiError(error);
}

/**
 * The one cache of server data. Defaults keep today's behaviour:
 * - no retry: a failed call is reported at once (notification or the screen's message, with a
 *   'Try again'); a silent retry would only hold the message back for seconds;
 * - no refetch on window focus or reconnect: a list the user scrolled through must not reload
 *   under them (infinite lists refetch every loaded page);
 * - a short staleTime, and no retry on mount, so what a loader prefetched (or failed to) is not
 *   fetched again when the screen mounts: opening a screen asks once; 'Try again' asks again.
 * Mutations report their own failures through the api helper, as before.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: reportQueryError }),
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        staleTime: 30_000,
        retryOnMount: false,
      },
      mutations: { retry: false },
    },
  });
}

/** The app's QueryClient for loaders: `context.get(queryClientContext)` (set in app/router.tsx). */
export const queryClientContext = createContext<QueryClient>();

/**
 * What one account read must not show to the next: a new or removed token (sign-in, sign-out, a
 * lost session) empties the cache. Returns the unsubscribe.
 */
export function clearOnSessionChange(queryClient: QueryClient): () => void {
  return useSession.subscribe((state, previous) => {
    if (state.token !== previous.token) queryClient.clear();
  });
}
