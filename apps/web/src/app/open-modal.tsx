import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useModals } from '../lib/modal-context';

interface TOpenModalProps {
  kind: 'login' | 'register' | 'help';
  children: ReactNode;
}

/** /login, /register and /help: the lobby with a modal opened over it (help at the hash). */
export function OpenModal({ kind, children }: TOpenModalProps) {
  const { open } = useModals();
  const { hash } = useLocation();
  useEffect(() => {
    if (kind === 'help') open({ kind, anchor: hash ? decodeURIComponent(hash.slice(1)) : null });
    else open({ kind });
  }, [kind, hash, open]);
  return <>{children}</>;
}
