import { withChunkTimeout } from './lazy-screen';
import type * as SiteModals from './site-modals';

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
