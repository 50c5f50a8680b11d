import { Outlet } from 'react-router';
import { ChatLauncher } from '../features/chat';
import { PwaUpdater } from '../features/pwa';
import { ModalProvider } from '../lib/modal-context';
import { ModalHost } from './modal-host';
import { ScrollManager } from './scroll-manager';
import { SessionWatcher } from './session-watcher';

/**
 * Around every route: scroll handling, the session watcher, the site-wide modals and the chat
 * window (opened from the side menu, the member menu or the agent centre, on every layout).
 */
export function RootShell() {
  return (
    <ModalProvider>
      <ScrollManager />
      <SessionWatcher />
      <Outlet />
      <ModalHost />
      <ChatLauncher />
      <PwaUpdater />
    </ModalProvider>
  );
}
