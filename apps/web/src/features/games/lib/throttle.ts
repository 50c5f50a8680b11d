import { useCallback, useRef } from 'react';

/**
 * Wraps `action` so that it runs at most once per `ms` (leading edge: the first call runs at
 * once, calls inside the window are dropped). Returns true when the call ran.
 */
export function useThrottle<A extends unknown[]>(
  action: (...args: A) => void,
  ms: number,
): (...args: A) => boolean {
  const last = useRef(Number.NEGATIVE_INFINITY);
  const actionRef = useRef(action);
  actionRef.current = action;
  return useCallback(
    (...args: A) => {
      const now = Date.now();
      if (now - last.current < ms) return false;
      last.current = now;
      actionRef.current(...args);
      return true;
    },
    [ms],
  );
}
