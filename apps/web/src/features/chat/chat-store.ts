import { useSyncExternalStore } from 'react';

/** Whether the chat window is open, and whether a reply came while it was closed. */
interface TChatState {
  open: boolean;
  unread: boolean;
}

let state: TChatState = { open: false, unread: false };
const listeners = new Set<() => void>();

function set(patch: Partial<TChatState>): void {
  state = { ...state, ...patch };
  listeners.forEach((listener) => listener());
}

/** Opens the chat window (from the side menu, the member menu, a customer-service button). */
export function openChat(): void {
  set({ open: true, unread: false });
}

export function closeChat(): void {
  set({ open: false });
}

/** A reply arrived: an unread dot until the window opens. */
export function markChatUnread(): void {
  if (!state.open) set({ unread: true });
}

export function useChatState(): TChatState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
  );
}
