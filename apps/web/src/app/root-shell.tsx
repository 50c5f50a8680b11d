import { Outlet } from 'react-router';
import { PwaUpdater } from '../features/pwa';
import { ModalProvider } from '../lib/modal-context';
import { ModalHost } from './modal-host';
import { ScrollManager } from './scroll-manager';
import { SessionWatcher } from './session-watcher';

/** Around every route: scroll handling, the session watcher and the site-wide modals. */
export function RootShell() {
  return (
    <ModalProvider>
      <ScrollManager />
      <SessionWatcher />
      <Outlet />
      <ModalHost />
      <PwaUpdater />
    </ModalProvider>
  );
}
