import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { ConfirmDialog } from '../components/ui/confirm-dialog';
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

/**
 * Pages of a real account (the member centre, the points mall, feedback): a trial account, which
 * plays with play money only, is told it needs a real account and goes back to the lobby.
 */
export function RequireRealAccount() {
  const { t } = useTranslation('pages');
  const session = useSession();
  const navigate = useNavigate();
  if (!session.isTrial) return <Outlet />;
  return (
    <div className="member member--blocked">
      <ConfirmDialog
        open
        title={t('member.trialTitle')}
        onConfirm={() => navigate('/', { replace: true })}
      >
        {t('member.in_need_true_account')}
      </ConfirmDialog>
    </div>
  );
}
