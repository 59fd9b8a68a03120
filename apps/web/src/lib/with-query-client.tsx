import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, use } from 'react';
import { queryClient } from './query-client';

/**
 * The app's one query client for a component that reads or sends data and may render in the public
 * shell, whose first load carries no query client (issue 28, ADR 0021): the landing's contact section,
 * the role selector, the lookup. Inside the portal, which provides the client at its root, it adds
 * nothing.
 */
export function WithQueryClient({ children }: { children: ReactNode }) {
  return use(QueryClientContext) ? (
    children
  ) : (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
}
