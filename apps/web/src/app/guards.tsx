import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../lib/session';

/** Routes that need a session token: without one, go to /login (lobby + login popup). */
export function RequireLogin() {
  const session = useSession();
  const location = useLocation();
  // After an intentional sign-out the way is home (spec §4 "Logout"), not the login popup.
  if (session.signedOut) return <Navigate to="/" replace />;
  if (!session.isLoggedIn) return <Navigate to="/login" replace state={{ from: location }} />;
  return <Outlet />;
}

/** The agent centre: only agent account types (1, 2, 41, 42); everyone else goes to /agent. */
export function RequireAgent() {
  const session = useSession();
  if (session.signedOut) return <Navigate to="/" replace />;
  if (!session.isAgent) return <Navigate to="/agent" replace />;
  return <Outlet />;
}
