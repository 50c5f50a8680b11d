import type { TPermissionResponse } from '@lw/contracts';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { App } from '../app/app';
import { loadSiteModals } from '../app/site-modals-loader';
import { routes } from '../app/routes';
import { permissionFixture } from './fixtures';
import { warmLazyModules } from './warm-lazy-modules';

// The site-wide modals and the lazy screens load lazily in the app; here they are there before
// any test, so a screen or a dialog renders at once instead of waiting for its modules.
await Promise.all([loadSiteModals(), warmLazyModules()]);

/** Stubs the network boundary: GET /api/permission answers `permission`. */
export function stubPermission(permission: TPermissionResponse = permissionFixture()) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.endsWith('/api/permission')) {
      return new Response(JSON.stringify(permission), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }
    return new Response(JSON.stringify({ error: { code: 'NOT_FOUND', message: 'no' } }), {
      status: 404,
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Renders the whole app at `path` with a fresh query client (no retries in tests). */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchInterval: false, refetchOnWindowFocus: false },
    },
  });
  const utils = render(<App router={router} queryClient={queryClient} />);
  return { ...utils, router };
}
