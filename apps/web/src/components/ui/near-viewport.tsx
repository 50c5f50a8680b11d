import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useOnScreen } from './use-on-screen';

interface TNearViewportProps {
  children: ReactNode;
  /** The placeholder's classes: they size it, so the page below does not move meanwhile. */
  className: string;
}

/**
 * Renders its children once the block comes within 600 px of the screen: a page draws (and
 * fetches) what is on screen first, and the rest as the visitor scrolls towards it. Kept after.
 */
export function NearViewport({ children, className }: TNearViewportProps) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useOnScreen(ref, '600px 0px');
  const [reached, setReached] = useState(near);

  useEffect(() => {
    if (near) setReached(true);
  }, [near]);

  if (reached || near) return <>{children}</>;
  return <div ref={ref} className={className} aria-hidden="true" />;
}
