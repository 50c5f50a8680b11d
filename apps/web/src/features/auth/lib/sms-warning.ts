import { useSyncExternalStore } from 'react';

/**
 * The warning dialog of a failed code send (spec §8 "Reactions shown": the server message with a
 * confirm button). One message at a time, shown by the first mounted code field.
 */
let message: string | null = null;
const listeners = new Set<() => void>();
const hosts: symbol[] = [];

function emit(): void {
  listeners.forEach((listener) => listener());
}

/** Shows `text` in the send-failure warning dialog. */
export function showSmsWarning(text: string): void {
  message = text;
  emit();
}

/** Closes the warning dialog. */
export function dismissSmsWarning(): void {
  message = null;
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The message to show, or null. */
export function useSmsWarningMessage(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => message,
    () => message,
  );
}

/**
 * Claims the right to render the dialog: only the first of several mounted fields does, so one
 * failure shows one dialog. Returns the release function.
 */
export function claimSmsWarningHost(id: symbol): () => void {
  hosts.push(id);
  emit();
  return () => {
    hosts.splice(hosts.indexOf(id), 1);
    emit();
  };
}

/** True when `id` is the field that renders the dialog. */
export function isSmsWarningHost(id: symbol): boolean {
  return hosts[0] === id;
}
