import { withChunkTimeout } from './lazy-screen';
import type * as SiteModals from './site-modals';

let loading: Promise<typeof SiteModals> | null = null;

/** The site-wide modals' chunk, fetched once (a failed fetch may be tried again). */
export function loadSiteModals(): Promise<typeof SiteModals> {
  loading ??= withChunkTimeout(() => import('./site-modals')).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/**
 * Starts fetching the modals ahead of need (idle time, or a pointer or focus on a button that
 * opens one), so the popup opens at once when asked for. Failures wait for the real open.
 */
export function preloadSiteModals(): void {
  loadSiteModals().catch(() => undefined);
}

/** After the page has loaded and the browser is idle: the modals' chunk, off the first paint. */
export function preloadSiteModalsWhenIdle(): () => void {
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') {
      idle = window.requestIdleCallback(preloadSiteModals, { timeout: 5_000 });
    } else {
      timer = setTimeout(preloadSiteModals, 1_000);
    }
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (idle !== undefined) window.cancelIdleCallback(idle);
    if (timer !== undefined) clearTimeout(timer);
  };
}
