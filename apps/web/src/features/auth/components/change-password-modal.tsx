import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { accountsNotAvailable, type TAuthOutcome } from '../../../api/accounts';
import { FormNotice } from '../../../components/ui/form-notice';
import { PasswordField } from '../../../components/ui/password-field';
import { useFormSubmit } from '../../../lib/use-form-submit';

interface TChangePasswordModalProps {
  open: boolean;
  onClose: () => void;
  /** Forced on first login or expiry (spec §4): then the old password may already be known. */
  askOldPassword?: boolean;
  submit?: (data: FormData) => Promise<TAuthOutcome>;
}

/** Change password (spec §5): old, new and confirmation. */
export function ChangePasswordModal({
  open,
  onClose,
  askOldPassword = true,
  submit = accountsNotAvailable,
}: TChangePasswordModalProps) {
  const { t } = useTranslation('auth');
  const { errors, notice, busy, onSubmit } = useFormSubmit(
    (data) => {
      const found: Record<string, string> = {};
      if (askOldPassword && !String(data.get('oldPassword') ?? ''))
        found.oldPassword = t('error.passwordRequired');
      const next = String(data.get('newPassword') ?? '');
      if (!next) found.newPassword = t('error.passwordRequired');
      if (next !== String(data.get('confirmNewPassword') ?? ''))
        found.confirmNewPassword = t('error.confirmMismatch');
      return found;
    },
    submit,
    onClose,
  );
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('changePassword.title')}
      size="sm"
      className="auth-modal"
    >
      <p className="auth-form__intro">{t('changePassword.intro')}</p>
      <form className="auth-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        {askOldPassword ? (
          <PasswordField
            label={t('field.oldPassword')}
            name="oldPassword"
            autoComplete="current-password"
            required
            error={errors.oldPassword}
          />
        ) : null}
        <PasswordField
          label={t('field.newPassword')}
          name="newPassword"
          autoComplete="new-password"
          required
          error={errors.newPassword}
        />
        <PasswordField
          label={t('field.confirmPassword')}
          name="confirmNewPassword"
          autoComplete="new-password"
          required
          error={errors.confirmNewPassword}
        />
        <FormNotice notice={notice} />
        <Button type="submit" size="lg" block loading={busy}>
          {t('changePassword.submit')}
        </Button>
      </form>
    </Modal>
  );
}
