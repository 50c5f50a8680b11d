import { whenPageIdle } from '../lib/when-page-idle';
import { withChunkTimeout } from './lazy-screen';
import type * as SiteModals from './site-modals';

/** How long after the load event the modals wait before fetching on idle. */
const SETTLE_MS = 4_000;

let loading: Promise<typeof SiteModals> | null = null;
let loaded: typeof SiteModals | null = null;

/** The site-wide modals' chunk, fetched once (a failed fetch may be tried again). */
export function loadSiteModals(): Promise<typeof SiteModals> {
  loading ??= withChunkTimeout(() => import('./site-modals')).then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * For React.lazy: the chunk's component, handed over at once when the chunk is already there (a
 * thenable that calls back synchronously, so the modal opens without a Suspense round), else
 * when it arrives.
 */
export function siteModalComponent<K extends 'SiteModal' | 'LoginHandoff'>(
  name: K,
): Promise<{ default: (typeof SiteModals)[K] }> {
  const ready = loaded;
  if (ready) {
    const now = {
      then: (resolve: (value: { default: (typeof SiteModals)[K] }) => void) =>
        resolve({ default: ready[name] }),
    };
    return now as unknown as Promise<{ default: (typeof SiteModals)[K] }>;
  }
  return loadSiteModals().then((module) => ({ default: module[name] }));
}

/**
 * Starts fetching the modals ahead of need (idle time, or a pointer or focus on a button that
 * opens one), so the popup opens at once when asked for. Failures wait for the real open.
 */
export function preloadSiteModals(): void {
  loadSiteModals().catch(() => undefined);
}

/**
 * After the page has loaded, its screen settled and the browser is idle: off the first paint. The
 * lobby's own code and data come first; the modals are rarely needed within seconds, and hovering
 * or focusing a button that opens one fetches them at once anyway.
 */
export function preloadSiteModalsWhenIdle(): () => void {
  return whenPageIdle(preloadSiteModals, SETTLE_MS);
}
