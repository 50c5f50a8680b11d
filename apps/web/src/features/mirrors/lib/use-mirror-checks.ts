import { useCallback, useEffect, useRef, useState } from 'react';
import type { TProbe } from './probe-domain';

export type TMirrorCheck =
  { status: 'checking' } | { status: 'up'; latencyMs: number } | { status: 'down' };

/**
 * Checks every domain at once (and again on `recheck`), each result shown as it arrives.
 * A late answer of an earlier round (or after leaving the page) is ignored.
 */
export function useMirrorChecks(
  domains: readonly string[],
  probe: TProbe,
): { checks: Record<string, TMirrorCheck>; recheck: () => void; checking: boolean } {
  const [checks, setChecks] = useState<Record<string, TMirrorCheck>>({});
  const currentRound = useRef({ live: false });
  const key = domains.join('\n');

  /** Starts a round; returns the function that ends it. */
  const startRound = useCallback(() => {
    currentRound.current.live = false;
    const round = { live: true };
    currentRound.current = round;
    const list = key ? key.split('\n') : [];
    setChecks(Object.fromEntries(list.map((domain) => [domain, { status: 'checking' }])));
    for (const domain of list) {
      probe(domain).then(
        (latencyMs) => {
          if (round.live) setChecks((all) => ({ ...all, [domain]: { status: 'up', latencyMs } }));
        },
        () => {
          if (round.live) setChecks((all) => ({ ...all, [domain]: { status: 'down' } }));
        },
      );
    }
    return () => {
      round.live = false;
    };
  }, [key, probe]);

  useEffect(() => startRound(), [startRound]);

  const recheck = useCallback(() => {
    startRound();
  }, [startRound]);
  const checking = Object.values(checks).some((check) => check.status === 'checking');
  return { checks, recheck, checking };
}
