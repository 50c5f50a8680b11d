import { useSyncExternalStore } from 'react';

/**
 * Which of the notice modals is open, shared by the header's bell, the home marquee and the
 * lazily loaded host that draws them (a few lines in the first screen's script).
 */
export type TNoticeCentre =
  | { kind: 'none' }
  /** noticeModal: the notice list, or one notice when `id` is set. */
  | { kind: 'notices'; id: number | null }
  /** publicModal on its announcement list (the popups open it by themselves). */
  | { kind: 'announcements' };

let state: TNoticeCentre = { kind: 'none' };
const listeners = new Set<() => void>();

function set(next: TNoticeCentre): void {
  state = next;
  listeners.forEach((listener) => listener());
}

/** Opens the notice list, or one notice. */
export function openNotices(id: number | null = null): void {
  set({ kind: 'notices', id });
}

/** Opens the announcement list. */
export function openAnnouncements(): void {
  set({ kind: 'announcements' });
}

export function closeNoticeCentre(): void {
  set({ kind: 'none' });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useNoticeCentre(): TNoticeCentre {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
}

// ---- one host on the page ------------------------------------------------------------------

let hostOwners: number[] = [];
let nextOwner = 1;
const hostListeners = new Set<() => void>();

/**
 * The bell and the marquee both offer to mount the host (the marquee is on home for visitors,
 * the bell in every signed-in header); the first one still mounted draws it.
 */
export function claimHost(): { owner: number; release: () => void } {
  const owner = nextOwner++;
  hostOwners = [...hostOwners, owner];
  hostListeners.forEach((l) => l());
  return {
    owner,
    release: () => {
      hostOwners = hostOwners.filter((o) => o !== owner);
      // No host left (the page went away): nothing stays open for the next one.
      if (hostOwners.length === 0) state = { kind: 'none' };
      hostListeners.forEach((l) => l());
    },
  };
}

export function useHostOwner(): number | null {
  return useSyncExternalStore(
    (listener) => {
      hostListeners.add(listener);
      return () => hostListeners.delete(listener);
    },
    () => hostOwners[0] ?? null,
    () => null,
  );
}
