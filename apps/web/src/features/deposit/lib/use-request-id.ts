import { useCallback, useRef } from 'react';

/**
 * The idempotency key of one submit: the same id is reused when the member retries the same
 * request (after a network failure), and a new one is made once a submit went through or the
 * form changed. The server answers a repeated id with the first result, so money moves once.
 */
export function useRequestId() {
  const current = useRef<{ id: string; fingerprint: string } | null>(null);

  /** The id for a submit of `fingerprint` (the request body as text). */
  const idFor = useCallback((fingerprint: string): string => {
    if (current.current?.fingerprint !== fingerprint) {
      current.current = { id: crypto.randomUUID(), fingerprint };
    }
    return current.current.id;
  }, []);

  /** Forget the id after a submit the server answered, so the next one is new. */
  const settle = useCallback(() => {
    current.current = null;
  }, []);

  return { idFor, settle };
}
