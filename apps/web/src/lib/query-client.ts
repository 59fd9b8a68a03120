import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

// One client for the whole app: logout must be able to clear every cached answer (spec §4).
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // Client errors (401/403/404/422…) will not change on retry; network and 5xx may.
      retry: (failureCount, error) =>
        failureCount < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
    },
  },
});
