import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ChangePasswordModal } from '../features/auth';
import { ForgotPasswordModal } from '../features/auth';
import { LoginHandoff } from '../features/auth';
import { LoginPopup } from '../features/auth';
import { OneClickDialog } from '../features/auth';
import { RegisterModal } from '../features/auth';
import { SecondStepModal } from '../features/auth';
import { useCompleteLogin } from '../features/auth';
import { WelcomeDialog } from '../features/auth';
import { HelpModal } from '../features/help';
import { LegalLicenseModal } from '../features/help';
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
