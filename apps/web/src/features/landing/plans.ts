import type { Plan } from '@crayonbox/contract';
import { useCallback, useEffect, useState } from 'react';
import { apiOrThrow } from '@/lib/api';

/** Plans change rarely; a fresh list is fetched after this long (e.g. back on the landing later). */
const MAX_AGE_MS = 60_000;
let cached: { at: number; promise: Promise<Plan[]> } | null = null;

/** GET /plans/list, cheapest first, shared by every caller for a minute. */
export function loadPlans(): Promise<Plan[]> {
  if (cached && Date.now() - cached.at < MAX_AGE_MS) return cached.promise;
  const promise = apiOrThrow
    .get<Plan[]>('/plans/list')
    .then((list) => (Array.isArray(list) ? [...list].sort((a, b) => a.price - b.price || a.id - b.id) : []));
  cached = { at: Date.now(), promise };
  promise.catch(() => {
    if (cached?.promise === promise) cached = null;
  });
  return promise;
}

/** Starts the plans request early (before the settings say whether pricing is shown). */
export function preloadPlans(): void {
  loadPlans().catch(() => undefined);
}

export type PlansState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; plans: Plan[] };

/** The plans for the pricing section, with a retry after a failure. */
export function usePlans(): { state: PlansState; retry: () => void } {
  const [state, setState] = useState<PlansState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    loadPlans().then(
      (plans) => live && setState({ status: 'ready', plans }),
      () => live && setState({ status: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { state, retry };
}
