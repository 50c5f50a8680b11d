import { useMemo, useSyncExternalStore } from 'react';
import { readStorage, writeStorage } from '../../../lib/storage';

/** Local-storage key of a member's lottery favourites (spec §3: kept per username). */
export function lotteryFavouritesKey(username: string): string {
  return `lotteryFavourites:${username}`;
}

/** Every open hook hears a toggle at once (cards, the /favorite list). */
const listeners = new Set<() => void>();

/** The codes of a stored list (none when missing or unreadable). */
function parseLotteryFavourites(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** The lottery game codes `username` marked as favourites (none when unknown or unreadable). */
export function readLotteryFavourites(username: string | null): string[] {
  if (!username) return [];
  return parseLotteryFavourites(readStorage('local', lotteryFavouritesKey(username)));
}

/** Adds `code` (skipped when already there) or removes it; returns the new list. */
export function toggleLotteryFavourite(username: string, code: string): string[] {
  const current = readLotteryFavourites(username);
  const next = current.includes(code) ? current.filter((c) => c !== code) : [...current, code];
  writeStorage('local', lotteryFavouritesKey(username), JSON.stringify(next));
  listeners.forEach((listener) => listener());
  return next;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab of the same member toggling one.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/**
 * The lottery game codes `username` favourited, kept current across every component (and tab)
 * that shows them: the stored text is the snapshot, so React compares plain strings.
 */
export function useLotteryFavourites(username: string | null): string[] {
  const raw = useSyncExternalStore(subscribe, () =>
    username ? readStorage('local', lotteryFavouritesKey(username)) : null,
  );
  return useMemo(() => parseLotteryFavourites(raw), [raw]);
}
