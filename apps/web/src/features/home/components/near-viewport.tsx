import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useOnScreen } from '../../../components/ui/use-on-screen';

interface TNearViewportProps {
  children: ReactNode;
  /** Sizes the placeholder, so the page below does not move while the block is unrendered. */
  className: string;
}

/**
 * Renders its children once the block comes within 600 px of the screen: the lobby draws (and
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
  return <div ref={ref} className={`home__deferred ${className}`} aria-hidden="true" />;
}
