import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal';
import { unbindAuthenticator } from '../api/security-settings';
import { AuthenticatorCodeForm } from './authenticator-code-form';

interface TAuthenticatorUnbindDialogProps {
  open: boolean;
  onClose: () => void;
  onDone: () => void;
}

/** Unbind the authenticator: a current code from the app proves it is the member. */
export function AuthenticatorUnbindDialog({
  open,
  onClose,
  onDone,
}: TAuthenticatorUnbindDialogProps) {
  const { t } = useTranslation('pages');
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('security.authenticator.unbindTitle')}
      size="sm"
      className="auth-modal"
    >
      <p className="auth-form__intro">{t('security.authenticator.unbindIntro')}</p>
      <AuthenticatorCodeForm
        action={unbindAuthenticator}
        onDone={onDone}
        submitLabel={t('security.authenticator.unbindSubmit')}
        danger
      />
    </Modal>
  );
}
