import { useEffect, useId, useSyncExternalStore } from 'react';

/*
 * The header balance follows what a game presents. A server figure (the live channel's balance
 * push, the public state query) can arrive while a game is still showing the round that caused
 * it: reels spinning, free spins playing, dice rolling, mines revealing. Showing it then would
 * tell the result before the game does. So a game page, while it presents a round, names the
 * figure its own screen shows; the header shows that one instead, and the server's figure again
 * once the game stops naming one (the presentation ended, was skipped to its end, or the page
 * was left). One store for the page: there is one header and one game at a time.
 */

interface Hold {
  owner: string;
  figure: number;
}

let hold: Hold | null = null;
const listeners = new Set<() => void>();

function set(next: Hold | null) {
  if (next?.owner === hold?.owner && next?.figure === hold?.figure) return;
  hold = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => hold?.figure ?? null;

/** The figure a game is presenting (minor units), or null: then the server's balance is shown. */
export function usePresentedBalance(): number | null {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/**
 * For a game page: while `figure` is a number the header shows it in place of the server's
 * balance; null releases the hold, and so does unmounting (leaving the page).
 */
export function usePresentBalance(figure: number | null): void {
  const owner = useId();
  useEffect(() => {
    if (figure !== null) set({ owner, figure });
    else if (hold?.owner === owner) set(null);
  }, [owner, figure]);
  useEffect(
    () => () => {
      if (hold?.owner === owner) set(null);
    },
    [owner],
  );
}
