import { useSyncExternalStore } from 'react';

/** The phone layout's breakpoint (the site's, see styles). */
const PHONE = '(max-width: 767px)';

function media(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(PHONE) : null;
}

function subscribe(onChange: () => void): () => void {
  const list = media();
  if (!list) return () => undefined;
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** True on phones: records show as cards there, as a table above. */
export function useIsPhone(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => media()?.matches ?? false,
    () => false,
  );
}
