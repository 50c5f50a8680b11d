import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client';

/** Server state cache: settings forms must not be refreshed under the operator's hands. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        staleTime: 30_000,
        retry: (count, error) =>
          count < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
      mutations: { retry: false },
    },
  });
}
