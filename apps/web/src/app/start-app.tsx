import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { clearOnSessionChange, createQueryClient } from '@/lib/query-client';
import { createAppRouter } from './router';

/** Renders the whole app (the data router) into the root, around one QueryClient. */
export function renderApp(root: Root): void {
  const queryClient = createQueryClient();
  clearOnSessionChange(queryClient);
  const router = createAppRouter(queryClient);
  root.render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}
