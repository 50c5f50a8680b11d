import { lazy, Suspense, useEffect, useState } from 'react';
import { captureInstallPrompt } from '../lib/install-prompt';
import { whenPageIdle } from '../../../lib/when-page-idle';

const UpdatePrompt = lazy(() =>
  import('./update-prompt').then((module) => ({ default: module.UpdatePrompt })),
);

/** The registration code (with workbox-window): a chunk of its own, fetched once idle. */
async function loadRegistration() {
  const { registerServiceWorker } = await import('../lib/register-service-worker');
  return { registerServiceWorker };
}

interface TPwaUpdaterProps {
  /** Production builds in browsers with service workers (the dev server and tests have none). */
  enabled?: boolean;
  settleMs?: number;
  load?: typeof loadRegistration;
}

/**
 * Registers the service worker once the page is idle (its code is a lazy chunk, no part of the
 * first screen), keeps the browser's install offer for the app page, and shows the update
 * prompt when a new version is waiting.
 */
export function PwaUpdater({
  enabled = import.meta.env.PROD && 'serviceWorker' in navigator,
  settleMs,
  load = loadRegistration,
}: TPwaUpdaterProps) {
  const [apply, setApply] = useState<(() => Promise<void>) | null>(null);

  useEffect(() => {
    const stopCapture = captureInstallPrompt();
    if (!enabled) return stopCapture;
    let active = true;
    const cancel = whenPageIdle(() => {
      load()
        .then(({ registerServiceWorker }) =>
          registerServiceWorker({
            onNeedRefresh: (next) => {
              if (active) setApply(() => next);
            },
          }),
        )
        // No service worker (private mode, blocked): the site works as before.
        .catch(() => undefined);
    }, settleMs);
    return () => {
      active = false;
      cancel();
      stopCapture();
    };
  }, [enabled, settleMs, load]);

  if (!apply) return null;
  return (
    <Suspense fallback={null}>
      <UpdatePrompt onReload={apply} onLater={() => setApply(null)} />
    </Suspense>
  );
}
