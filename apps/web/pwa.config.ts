import type { Plugin, PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * The web manifest is the server's (apps/server/src/domains/site/pwa): it carries the operator's
 * site name and default language, so the build emits none and only links it.
 */
const WEB_MANIFEST_PATH = '/site.webmanifest';
/** The lobby screen, fetched at start beside the entry (app/routes.tsx preloadScreen). */
const HOME_SCREEN = /features\/home\/routes\/home-route\.tsx$/;
/**
 * The site-wide popups (sign-in, register, …): the service worker fetches them once installed, off
 * the page's main thread, so a popup opens from the cache without the page having compiled and run
 * their code ahead of need (that preload was a few long tasks on a phone right after load).
 */
const SITE_MODALS = /src\/app\/site-modals\.tsx$/;
/** Files of the public folder the offline shell needs. */
const SHELL_FILES = new Set([
  'index.html',
  'theme-init.js',
  'favicon.svg',
  'apple-touch-icon.png',
  'pwa-192.png',
  'pwa-512.png',
  'pwa-maskable-512.png',
]);

/** A precache entry as Workbox lists it (workbox-build's ManifestEntry). */
interface TManifestEntry {
  url: string;
  revision: string | null;
  size: number;
}

interface TBundleChunk {
  type: 'chunk';
  isEntry: boolean;
  imports: string[];
  facadeModuleId: string | null;
  viteMetadata?: { importedCss: Set<string> };
}

/**
 * The first screen's files: the entry and the lobby screen with everything they import
 * statically, and their CSS; the same for the site-wide popups. Filled while the bundle is written, read when the service worker is
 * generated right after (closeBundle).
 */
const shellAssets = new Set<string>();

function collectShellAssets(): Plugin {
  return {
    name: 'lw-pwa-shell-assets',
    apply: 'build',
    writeBundle(_options, bundle) {
      shellAssets.clear();
      const chunks = new Map<string, TBundleChunk>();
      for (const [file, item] of Object.entries(bundle)) {
        if (item.type === 'chunk') chunks.set(file, item as unknown as TBundleChunk);
      }
      const visit = (file: string) => {
        const chunk = chunks.get(file);
        if (!chunk || shellAssets.has(file)) return;
        shellAssets.add(file);
        chunk.viteMetadata?.importedCss.forEach((css) => shellAssets.add(css));
        chunk.imports.forEach(visit);
      };
      for (const [file, chunk] of chunks) {
        const module = chunk.facadeModuleId ?? '';
        if (chunk.isEntry || HOME_SCREEN.test(module) || SITE_MODALS.test(module)) visit(file);
      }
    },
  };
}

/**
 * Precache only the shell: index.html, the first screen's scripts and styles, the icons. The other
 * screens' lazy chunks, the fonts, the source maps and the .gz/.br copies are not precached (the
 * hashed assets are cached at runtime when first used).
 */
function keepShellOnly(entries: TManifestEntry[]) {
  const manifest = entries.filter(
    (entry) => SHELL_FILES.has(entry.url) || shellAssets.has(entry.url),
  );
  return { manifest, warnings: [] };
}

/** Links the server's web manifest and the Apple home-screen icon (iOS ignores the manifest's). */
function headLinks(): Plugin {
  return {
    name: 'lw-pwa-head-links',
    apply: 'build',
    transformIndexHtml: () => [
      { tag: 'link', attrs: { rel: 'manifest', href: WEB_MANIFEST_PATH }, injectTo: 'head' },
      {
        tag: 'link',
        attrs: { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
        injectTo: 'head',
      },
    ],
  };
}

/**
 * The installable site (issue 12 item 5): the manifest link and a Workbox service worker with the
 * app shell precached, navigations answered by the cached index.html, hashed assets cached on
 * first use, and the API and the back office left to the network. The service worker is
 * registered by the site itself after idle (features/pwa), and a new version waits for the
 * player's "reload" (registerType: 'prompt').
 */
export function pwa(): PluginOption[] {
  return [
    collectShellAssets(),
    headLinks(),
    VitePWA({
      registerType: 'prompt',
      // features/pwa registers through virtual:pwa-register once the page is idle.
      injectRegister: false,
      strategies: 'generateSW',
      // Served by the server from the settings (WEB_MANIFEST_PATH above).
      manifest: false,
      workbox: {
        globPatterns: ['*.{html,js,svg,png}', 'assets/*.{js,css}'],
        manifestTransforms: [keepShellOnly],
        // Hashed file names need no revision parameter.
        dontCacheBustURLsMatching: /^assets\//,
        navigateFallback: 'index.html',
        // The API, the back office, uploaded images and any file opened directly (a path with an
        // extension other than .html: /index.html is a lobby address) never get the site's shell.
        navigateFallbackDenylist: [
          /^\/api(\/|$)/,
          /^\/admin(\/|$)/,
          /^\/images\//,
          /\/[^/?]+\.(?!html$)[a-z0-9]+$/i,
        ],
        cleanupOutdatedCaches: true,
        // The player decides when the new version takes over (the update prompt).
        skipWaiting: false,
        clientsClaim: false,
        sourcemap: false,
        runtimeCaching: [
          {
            // Balances, sessions and every other answer of the API: always the network.
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/api/'),
            handler: 'NetworkOnly',
          },
          {
            // Hashed build files never change: the lazy screens and fonts once fetched stay.
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'lw-assets',
              expiration: { maxEntries: 400, maxAgeSeconds: 60 * 60 * 24 * 60 },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
      },
    }),
  ];
}
