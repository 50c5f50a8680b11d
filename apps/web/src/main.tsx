import '@fontsource/prompt/300.css';
import '@fontsource/prompt/400.css';
import '@fontsource/prompt/500.css';
import '@fontsource/prompt/600.css';
import '@fontsource/prompt/700.css';
import './styles/index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app/app';
import { preloadScreen, routes } from './app/routes';
import { i18nReady } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { captureLoginHandoffFromUrl } from './lib/session';

// Before the router reads the address: keep a hand-over or social ticket, strip it from the URL.
captureLoginHandoffFromUrl();

preloadScreen(window.location.pathname);
const router = createBrowserRouter(routes);
const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// A visitor who chose English or Chinese waits for those texts (Thai ships in this script).
void i18nReady.then(() =>
  createRoot(root).render(
    <StrictMode>
      <App router={router} queryClient={createQueryClient()} />
    </StrictMode>,
  ),
);
