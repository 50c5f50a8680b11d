import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createI18n } from '../lib/i18n';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import { routes } from './routes';

/** The back office, mounted under /admin. */
export function App() {
  const [queryClient] = useState(createQueryClient);
  const [i18n] = useState(() => createI18n());
  const [router] = useState(() => createBrowserRouter(routes, { basename: '/admin' }));
  return (
    <AppProviders queryClient={queryClient} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
