import { Outlet } from 'react-router';
import { ModalProvider } from '../lib/modal-context';
import { ModalHost } from './modal-host';
import { ScrollManager } from './scroll-manager';

/** Around every route: scroll handling and the site-wide modals. */
export function RootShell() {
  return (
    <ModalProvider>
      <ScrollManager />
      <Outlet />
      <ModalHost />
    </ModalProvider>
  );
}
