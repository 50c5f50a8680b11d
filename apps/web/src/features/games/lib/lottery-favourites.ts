import { readStorage, writeStorage } from '../../../lib/storage';

/** Local-storage key of a member's lottery favourites (spec §3: kept per username). */
export function lotteryFavouritesKey(username: string): string {
  return `lotteryFavourites:${username}`;
}

/** The lottery game codes `username` marked as favourites (none when unknown or unreadable). */
export function readLotteryFavourites(username: string | null): string[] {
  if (!username) return [];
  const raw = readStorage('local', lotteryFavouritesKey(username));
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** Adds `code` (skipped when already there) or removes it; returns the new list. */
export function toggleLotteryFavourite(username: string, code: string): string[] {
  const current = readLotteryFavourites(username);
  const next = current.includes(code) ? current.filter((c) => c !== code) : [...current, code];
  writeStorage('local', lotteryFavouritesKey(username), JSON.stringify(next));
  return next;
}
