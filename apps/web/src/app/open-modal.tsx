import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useModals } from '../lib/modal-context';

interface TOpenModalProps {
  kind: 'login' | 'register' | 'help';
  children: ReactNode;
}

/** /login, /register and /help: the lobby with a modal opened over it (help at the hash). */
export function OpenModal({ kind, children }: TOpenModalProps) {
  const { open, ensure } = useModals();
  const { hash } = useLocation();
  useEffect(() => {
    if (kind === 'help') open({ kind, anchor: hash ? decodeURIComponent(hash.slice(1)) : null });
    // A login popup already open (e.g. "you are not logged in" after a 401) keeps its message.
    else ensure({ kind });
  }, [kind, hash, open, ensure]);
  return <>{children}</>;
}
