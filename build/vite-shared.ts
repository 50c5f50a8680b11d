/**
 * What the site's and the back office's Vite configs share: React Router's production build,
 * the precompressed copies of each asset and the API proxy of the dev and preview servers.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Alias, Plugin, ProxyOptions } from 'vite';
import { compression } from 'vite-plugin-compression2';

/**
 * React Router's package exports only its development build (remix-run/react-router#14102): its
 * dev warnings and checks ran in every visitor's browser (a tenth of the site's entry start-up
 * work). A build takes the production build the package ships beside it.
 */
export function reactRouterProduction(command: 'build' | 'serve', configUrl: string): Alias[] {
  if (command !== 'build') return [];
  // Found from the app's config: React Router is the app's dependency.
  const fromApp = createRequire(configUrl);
  const packageDir = path.dirname(fromApp.resolve('react-router/package.json'));
  return [
    { find: /^react-router$/, replacement: path.join(packageDir, 'dist/production/index.mjs') },
  ];
}

/** Brotli and gzip copies beside each asset: the server sends them as they are (no work per request). */
export function precompressed(): Plugin {
  return compression({
    algorithms: ['gzip', 'brotliCompress'],
    threshold: 1024,
    exclude: [/\.map$/],
  });
}

/** The API server the dev and preview servers pass /api to (and its WebSocket). */
export function apiProxy(): Record<string, ProxyOptions> {
  const target = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';
  return { '/api': { target, changeOrigin: true, ws: true } };
}
