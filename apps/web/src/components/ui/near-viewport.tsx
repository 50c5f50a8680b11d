import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import { useOnScreen } from './use-on-screen';

interface TNearViewportProps {
  children: ReactNode;
  /** The placeholder's classes: they size it, so the page below does not move meanwhile. */
  className: string;
}

/**
 * Renders its children once the block comes within 600 px of the screen: a page draws (and
 * fetches) what is on screen first, and the rest as the visitor scrolls towards it. Kept after.
 * The block is drawn in a transition: React renders it in slices and commits it on its own, so a
 * block coming near never holds up a tap or the first screen's own drawing.
 */
export function NearViewport({ children, className }: TNearViewportProps) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useOnScreen(ref, '600px 0px');
  const [reached, setReached] = useState(near);

  useEffect(() => {
    if (near) startTransition(() => setReached(true));
  }, [near]);

  if (reached) return <>{children}</>;
  return <div ref={ref} className={className} aria-hidden="true" />;
}
