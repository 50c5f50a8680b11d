import { useEffect } from 'react';
import { useLocation } from 'react-router';

function scrollToHash(hash: string): boolean {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  if (!id) return false;
  const target = document.getElementById(id);
  if (!target) return false;
  target.scrollIntoView({ block: 'start' });
  return true;
}

/** On each navigation: scroll to the hash's element when there is one, else to the top. */
export function ScrollManager() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    if (hash && scrollToHash(hash)) return undefined;
    window.scrollTo(0, 0);
    if (!hash) return undefined;
    // The element may belong to a screen that is still loading: try again shortly.
    const timer = window.setTimeout(() => scrollToHash(hash), 350);
    return () => window.clearTimeout(timer);
  }, [pathname, search, hash]);
  return null;
}
