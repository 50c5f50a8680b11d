/** How long after the load event the work waits before asking for an idle moment. */
const SETTLE_MS = 3_000;
/** A page whose load event is held up (an image host that never answers) still gets it then. */
const LOAD_WAIT_MS = 20_000;

/**
 * Runs `task` once the page has loaded, its first screen has settled and the browser is idle, so
 * it never competes with the first paint. Returns a function that cancels it.
 */
export function whenPageIdle(task: () => void, settleMs = SETTLE_MS): () => void {
  let idle: number | undefined;
  let settle: ReturnType<typeof setTimeout> | undefined;
  let loadWait: ReturnType<typeof setTimeout> | undefined;
  const onIdle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      idle = window.requestIdleCallback(task, { timeout: 5_000 });
    } else task();
  };
  const schedule = () => {
    window.removeEventListener('load', schedule);
    clearTimeout(loadWait);
    settle ??= setTimeout(onIdle, settleMs);
  };
  if (document.readyState === 'complete') schedule();
  else {
    window.addEventListener('load', schedule, { once: true });
    loadWait = setTimeout(schedule, LOAD_WAIT_MS);
  }
  return () => {
    window.removeEventListener('load', schedule);
    clearTimeout(loadWait);
    clearTimeout(settle);
    if (idle !== undefined) window.cancelIdleCallback(idle);
  };
}
