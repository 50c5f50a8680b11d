import type { TShippedLanguage } from '@lw/contracts';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../app/query-client';
import { routes } from '../app/routes';
import { createI18n } from '../lib/i18n';
import { writeToken } from '../lib/storage';

/**
 * Renders the whole back office at `path`, as the browser would, with a real router, query
 * cache and translations. `signedIn` stores a token first, as after a login.
 */
export function renderApp(
  path: string,
  { language = 'en', signedIn = true }: { language?: TShippedLanguage; signedIn?: boolean } = {},
) {
  if (signedIn) writeToken('test-token');
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: Infinity } });
  const i18n = createI18n(language);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProviders queryClient={queryClient} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, i18n, queryClient };
}
