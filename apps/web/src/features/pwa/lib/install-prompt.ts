import { useSyncExternalStore } from 'react';

/** Chromium's install event (not in the DOM typings). */
interface TBeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

type TInstallState = 'unavailable' | 'available' | 'installed';

let deferred: TBeforeInstallPromptEvent | null = null;
let state: TInstallState = 'unavailable';
const listeners = new Set<() => void>();

function set(next: TInstallState, event: TBeforeInstallPromptEvent | null): void {
  deferred = event;
  state = next;
  listeners.forEach((listener) => listener());
}

/**
 * Keeps the browser's install offer (beforeinstallprompt) from the start of the page, so the app
 * download page, opened later, can show its own "install" button. Returns the clean-up.
 */
export function captureInstallPrompt(): () => void {
  const onOffer = (event: Event) => {
    // Our button asks instead of the browser's mini bar.
    event.preventDefault();
    set('available', event as TBeforeInstallPromptEvent);
  };
  const onInstalled = () => set('installed', null);
  window.addEventListener('beforeinstallprompt', onOffer);
  window.addEventListener('appinstalled', onInstalled);
  if (window.matchMedia?.('(display-mode: standalone)').matches) set('installed', null);
  return () => {
    window.removeEventListener('beforeinstallprompt', onOffer);
    window.removeEventListener('appinstalled', onInstalled);
  };
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Asks the browser to install the site; true when the player accepted. */
async function promptInstall(): Promise<boolean> {
  const event = deferred;
  if (!event) return false;
  await event.prompt();
  const { outcome } = await event.userChoice;
  // The offer can be used once; an accepted one ends in appinstalled.
  set(outcome === 'accepted' ? 'installed' : 'unavailable', null);
  return outcome === 'accepted';
}

/** Whether the browser offers to install the site now, and the function that asks it. */
export function useInstallPrompt(): {
  state: TInstallState;
  promptInstall: () => Promise<boolean>;
} {
  const current = useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
  return { state: current, promptInstall };
}
