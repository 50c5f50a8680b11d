import { useCallback, useSyncExternalStore } from 'react';

/** The site's breakpoints (styles/layout.css). */
export const MEDIA = {
  /** Phones: records show as cards. */
  phone: '(max-width: 767px)',
  /** Phones and tablets: no category bar in the header, the side menu is a drawer. */
  narrow: '(max-width: 1023px)',
} as const;

const listOf = (query: string): MediaQueryList | null =>
  typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;

/** Whether a media query matches now (false where nothing can tell), for code outside React. */
export function matchesMedia(query: string): boolean {
  return listOf(query)?.matches ?? false;
}

/**
 * Whether a media query matches, kept current as the window changes. Where nothing can tell (no
 * matchMedia), false: the wide layout, which draws everything.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = listOf(query);
      if (!list) return () => undefined;
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const matches = useCallback(() => matchesMedia(query), [query]);
  return useSyncExternalStore(subscribe, matches, () => false);
}
