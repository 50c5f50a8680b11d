import { registerSW } from 'virtual:pwa-register';

/** How often a long-open page asks the server for a new service worker. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

export interface TRegisterOptions {
  /** A new version is installed and waiting: `apply` activates it and reloads the page. */
  onNeedRefresh: (apply: () => Promise<void>) => void;
}

/**
 * Registers the site's service worker (/sw.js from vite-plugin-pwa). A new version waits for
 * the player (registerType 'prompt'); a page left open checks for one every hour.
 */
export function registerServiceWorker({ onNeedRefresh }: TRegisterOptions): void {
  const updateServiceWorker = registerSW({
    immediate: true,
    onNeedRefresh: () => onNeedRefresh(() => updateServiceWorker(true)),
    onRegisteredSW: (_url, registration) => {
      if (!registration) return;
      setInterval(() => {
        if (navigator.onLine && document.visibilityState === 'visible') {
          registration.update().catch(() => undefined);
        }
      }, UPDATE_CHECK_MS);
    },
  });
}
