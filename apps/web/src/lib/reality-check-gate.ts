/**
 * Whether a reality check is on screen: the game screen's host opens and answers it, and any
 * automatic play (house autoplay) waits for the answer before its next round. Module state: one
 * page shows at most one game screen.
 */
let open = false;
const waiters = new Set<() => void>();

export function setRealityCheckOpen(value: boolean): void {
  open = value;
  if (!open) {
    for (const wake of [...waiters]) wake();
    waiters.clear();
  }
}

export function isRealityCheckOpen(): boolean {
  return open;
}

/** Resolves at once when no check is showing, else when it is answered or `signal` aborts. */
export function realityCheckAnswered(signal?: AbortSignal): Promise<void> {
  if (!open || signal?.aborted) return Promise.resolve();
  return new Promise((resolve) => {
    const wake = () => {
      waiters.delete(wake);
      signal?.removeEventListener('abort', wake);
      resolve();
    };
    waiters.add(wake);
    signal?.addEventListener('abort', wake, { once: true });
  });
}
