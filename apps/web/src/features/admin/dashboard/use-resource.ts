import { useCallback, useEffect, useState } from 'react';
import { ApiError, handleApiError, isAbort } from '@/lib/api';

export type Resource<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; message: string };

/**
 * Loads one thing when the screen opens, with its own loading and error states and a retry, so
 * one failed part of a screen does not take the rest down. A lost session signs out as usual.
 */
export function useResource<T>(load: (signal: AbortSignal) => Promise<T>): { resource: Resource<T>; retry: () => void } {
  const [resource, setResource] = useState<Resource<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setResource({ status: 'loading' });
    load(controller.signal).then(
      (data) => setResource({ status: 'ready', data }),
      (error: unknown) => {
        if (isAbort(error)) return;
        if (error instanceof ApiError && error.status === 401) handleApiError(error);
        setResource({ status: 'error', message: error instanceof Error ? error.message : 'Something went wrong!' });
      },
    );
    return () => controller.abort();
  }, [load, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { resource, retry };
}
