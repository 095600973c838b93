import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createQueryClient } from '@/lib/query-client';
import { useSession } from '@/stores/session';
import { createAppRouter } from './router';

/** Renders the whole app (the data router) into the root, around one QueryClient. */
export function renderApp(root: Root): void {
  const queryClient = createQueryClient();
  // What one account read must not show to the next: a new or removed token empties the cache.
  useSession.subscribe((state, previous) => {
    if (state.token !== previous.token) queryClient.clear();
  });
  const router = createAppRouter(queryClient);
  root.render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}
