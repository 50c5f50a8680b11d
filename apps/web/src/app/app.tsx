import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { SystemGate } from '../features/system';
import { i18n } from '../lib/i18n';
import { ThemeProvider } from '../lib/theme-context';

interface TAppProps {
  router: ReturnType<typeof createBrowserRouter>;
  queryClient: QueryClient;
}

/** Providers, then the system gate (maintenance / region block), then the routed site. */
export function App({ router, queryClient }: TAppProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider>
          <SystemGate>
            <RouterProvider router={router} />
          </SystemGate>
        </ThemeProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
