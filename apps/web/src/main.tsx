import '@fontsource/prompt/400.css';
import '@fontsource/prompt/500.css';
import '@fontsource/prompt/600.css';
import '@fontsource/prompt/700.css';
import './styles/index.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { permissionQuery } from './api/get-permission';
import { App } from './app/app';
import { preloadScreen, routes } from './app/routes';
import { i18nReady, loadLaterNamespaces } from './lib/i18n';
import { loadErrorTexts } from './lib/error-text';
import { createQueryClient } from './lib/query-client';
import { captureLoginHandoffFromUrl } from './lib/session';

// Before the router reads the address: keep a hand-over or social ticket, strip it from the URL.
captureLoginHandoffFromUrl();

// The downloads and the startup call first, so they are under way while the rest is set up.
// Each starts in a task of its own, not in the one that evaluates this script: starting the
// screen's ~30 module downloads and the first fetch made that one a long task on a phone.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const screenReady = nextTask().then(() => preloadScreen(window.location.pathname));
const queryClient = createQueryClient();
const permissionReady = nextTask().then(() => queryClient.prefetchQuery(permissionQuery));
const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// The static first screen of index.html stays until the app can draw the real one in its place:
// the visitor's texts (Thai ships in this script), the startup configuration and the screen's
// code. Mounting earlier would swap it for the loading cover. A failed call or download is shown
// by the app itself (prefetchQuery and preloadScreen do not reject).
void Promise.all([i18nReady, permissionReady, screenReady]).then(async () => {
  // The router reads its routes in a task of its own (not in the one that ran the screen's code),
  // then React renders the shell in a transition: in slices that let the browser breathe (no one
  // long task), committed whole over the static screen.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const router = createBrowserRouter(routes);
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App router={router} queryClient={queryClient} />
      </StrictMode>,
    ),
  );
  loadLaterNamespaces();
  void loadErrorTexts();
});
