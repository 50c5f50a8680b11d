import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ChangePasswordModal } from '../features/auth/components/change-password-modal';
import { ForgotPasswordModal } from '../features/auth/components/forgot-password-modal';
import { LoginHandoff } from '../features/auth/components/login-handoff';
import { LoginPopup } from '../features/auth/components/login-popup';
import { OneClickDialog } from '../features/auth/components/one-click-dialog';
import { RegisterModal } from '../features/auth/components/register-modal';
import { SecondStepModal } from '../features/auth/components/second-step-modal';
import { useCompleteLogin } from '../features/auth/lib/use-complete-login';
import { WelcomeDialog } from '../features/auth/components/welcome-dialog';
import { HelpModal } from '../features/help/components/help-modal';
import { LegalLicenseModal } from '../features/help/components/legal-license-modal';
import { useModals } from '../lib/modal-context';

/** Paths that exist only to open a modal over the lobby; closing it returns to the lobby. */
const MODAL_PATHS = new Set(['/login', '/register', '/help']);

/** Renders the open site-wide modal (and redeems a social sign-in's ticket at start). */
export function ModalHost() {
  return (
    <>
      <LoginHandoff />
      <OpenModalView />
    </>
  );
}

function OpenModalView() {
  const { modal, open, close } = useModals();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const complete = useCompleteLogin();

  // The e-mail's reset link (`/?resetToken=…`) opens the forgot-password popup on the
  // new-password step; the token leaves the address bar (and the history) at once.
  useEffect(() => {
    const params = new URLSearchParams(search);
    const resetToken = params.get('resetToken');
    if (!resetToken) return;
    params.delete('resetToken');
    const rest = params.toString();
    navigate({ pathname, search: rest ? `?${rest}` : '' }, { replace: true });
    open({ kind: 'forgotPassword', resetToken });
  }, [search, pathname, navigate, open]);

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
