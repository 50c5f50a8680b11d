import { QueryClient } from '@tanstack/react-query';

/** The app's query client: one retry for reads (the startup call has its own retry screen). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, retryDelay: 1500, refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
  });
}
