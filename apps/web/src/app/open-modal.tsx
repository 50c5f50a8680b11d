import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation, type Location } from 'react-router';
import { LoadingCover } from '../components/ui/loading-cover';
import { useModals } from '../lib/modal-context';
import { useSession } from '../lib/session';

interface TOpenModalProps {
  kind: 'login' | 'register' | 'help';
  children: ReactNode;
}

/** The page a guarded route sent the visitor from (RequireLogin's `state.from`), if any. */
function cameFrom(state: unknown): string | null {
  const from = (state as { from?: Partial<Location> } | null)?.from;
  if (!from || typeof from.pathname !== 'string') return null;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

/**
 * /login, /register and /help: the lobby with a modal opened over it (help at the hash). A visitor
 * who is already signed in has nothing to log in to or register: /login and /register take them
 * to the page they came for, else home.
 */
export function OpenModal({ kind, children }: TOpenModalProps) {
  const { open, ensure } = useModals();
  const { hash, state } = useLocation();
  const { isLoggedIn } = useSession();
  // Decided on arrival: a sign-in made in this very modal finishes its own way (useFinishLogin
  // sends agents to the agent centre, others back where they were).
  const [signedInAway] = useState(() => isLoggedIn && kind !== 'help');
  useEffect(() => {
    if (signedInAway) return;
    if (kind === 'help') open({ kind, anchor: hash ? decodeURIComponent(hash.slice(1)) : null });
    // A login popup already open (e.g. "you are not logged in" after a 401) keeps its message.
    else ensure({ kind });
  }, [kind, hash, open, ensure, signedInAway]);
  if (signedInAway) return <Navigate to={cameFrom(state) ?? '/'} replace />;
  // Its own boundary: the modal opens at once, while the lobby under it is still loading.
  return <Suspense fallback={<LoadingCover />}>{children}</Suspense>;
}
