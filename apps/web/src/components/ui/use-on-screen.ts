import { useEffect, useState, type RefObject } from 'react';

/** True where IntersectionObserver really reports (a test double that never calls back does not). */
function observerWorks(): boolean {
  return (
    typeof IntersectionObserver === 'function' && typeof IntersectionObserverEntry === 'function'
  );
}

/**
 * Whether the element is on screen (or within `margin` of it). Where nothing can tell, it counts
 * as on screen. Used to start work late and to pause animations nobody sees.
 */
export function useOnScreen(ref: RefObject<Element | null>, margin = '0px'): boolean {
  const [onScreen, setOnScreen] = useState(() => !observerWorks());

  useEffect(() => {
    const element = ref.current;
    if (!element || !observerWorks()) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        const last = entries[entries.length - 1];
        if (last) setOnScreen(last.isIntersecting);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin]);

  return onScreen;
}
