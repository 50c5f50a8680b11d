import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  ChangePasswordModal,
  ForgotPasswordModal,
  LoginPopup,
  OneClickDialog,
  RegisterModal,
  SecondStepModal,
  useCompleteLogin,
  WelcomeDialog,
} from '../features/auth';
import { HelpModal, LegalLicenseModal } from '../features/help';
import { useModals } from '../lib/modal-context';

export { LoginHandoff } from '../features/auth';

/** Paths that exist only to open a modal over the lobby; closing it returns to the lobby. */
const MODAL_PATHS = new Set(['/login', '/register', '/help']);

/**
 * The open site-wide modal. Its own chunk (with the sign-in forms and their form library): the
 * lobby paints without it, and it is fetched on idle or when a button that opens it is hovered.
 */
export function SiteModal() {
  const { modal, open, close } = useModals();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const complete = useCompleteLogin();

  const onClose = useCallback(() => {
    close();
    if (MODAL_PATHS.has(pathname)) navigate('/', { replace: true });
  }, [close, navigate, pathname]);

  switch (modal.kind) {
    case 'login':
      return (
        <LoginPopup
          open
          onClose={onClose}
          onRegister={() => open({ kind: 'register' })}
          onForgotPassword={() => open({ kind: 'forgotPassword' })}
          reason={modal.reason}
          error={modal.error}
        />
      );
    case 'register':
      return (
        <RegisterModal
          open
          onClose={onClose}
          onLogin={() => open({ kind: 'login' })}
          onShowTerms={() => open({ kind: 'help', anchor: 'term' })}
        />
      );
    case 'forgotPassword':
      return (
        <ForgotPasswordModal
          open
          onClose={onClose}
          onBackToLogin={() => open({ kind: 'login' })}
          resetToken={modal.resetToken}
        />
      );
    case 'changePassword':
      return (
        <ChangePasswordModal
          open
          onClose={onClose}
          forced={modal.forced}
          knownPassword={modal.knownPassword}
        />
      );
    case 'secondStep':
      return (
        <SecondStepModal
          challenge={modal.challenge}
          origin={modal.origin ?? 'login'}
          onClose={onClose}
          onExpired={() => open({ kind: 'login', error: 'SECOND_STEP_EXPIRED' })}
        />
      );
    case 'oneClickCredentials':
      return (
        <OneClickDialog
          result={modal.result}
          onConfirm={() => complete(modal.result.login, 'register')}
        />
      );
    case 'welcome':
      return <WelcomeDialog onClose={onClose} />;
    case 'help':
      return <HelpModal open onClose={onClose} anchor={modal.anchor} />;
    case 'legalLicense':
      return <LegalLicenseModal licence={modal.licence} onClose={onClose} />;
    default:
      return null;
  }
}
