import { useSyncExternalStore } from 'react';
import { readStorage, writeStorage } from '../../../lib/storage';

/** How many seen ids are kept per audience (the feed lists at most 100). */
const KEEP = 200;
const key = (audience: string) => `notices.seen:${audience}`;
const listeners = new Set<() => void>();
const snapshots = new Map<string, { raw: string | null; ids: ReadonlySet<number> }>();

function read(audience: string): ReadonlySet<number> {
  const raw = readStorage('local', key(audience));
  const cached = snapshots.get(audience);
  if (cached && cached.raw === raw) return cached.ids;
  let ids: number[] = [];
  try {
    const parsed: unknown = JSON.parse(raw ?? '[]');
    if (Array.isArray(parsed)) ids = parsed.filter((n): n is number => Number.isInteger(n));
  } catch {
    /* nothing seen then */
  }
  const set = new Set(ids);
  snapshots.set(audience, { raw, ids: set });
  return set;
}

/** Remembers (in local storage, per audience) that these notices were seen in the list. */
export function markNoticesSeen(audience: string, ids: readonly number[]): void {
  const seen = [...read(audience)];
  const fresh = ids.filter((id) => !seen.includes(id));
  if (fresh.length === 0) return;
  writeStorage('local', key(audience), JSON.stringify([...fresh, ...seen].slice(0, KEEP)));
  listeners.forEach((l) => l());
}

/** The ids of `ids` not seen yet by this audience (the bell's count). */
export function useUnseenCount(audience: string, ids: readonly number[]): number {
  const seen = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => read(audience),
    () => read(audience),
  );
  return ids.filter((id) => !seen.has(id)).length;
}
