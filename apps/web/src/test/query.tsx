import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RouterContextProvider } from 'react-router';
import { createQueryClient, queryClientContext } from '@/lib/query-client';

/** Renders `ui` inside a fresh QueryClient (the app's defaults), as the app root does. */
export function renderWithQuery(ui: ReactNode, queryClient: QueryClient = createQueryClient()) {
  return { queryClient, ...render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>) };
}

/** The `getContext` of a test router, handing `queryClient` to its loaders as the app does. */
export function loaderContext(queryClient: QueryClient): () => RouterContextProvider {
  return () => new RouterContextProvider(new Map([[queryClientContext, queryClient]]));
}
