import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormNotice } from '../../../components/ui/form-notice';
import { Modal } from '../../../components/ui/modal';
import { useZodForm } from '../../../lib/use-zod-form';
import { failureOutcome } from '../../auth';
import { useRefreshSecurity } from '../api/get-security-overview';
import { unbindAuthenticator } from '../api/security-settings';
import { authenticatorCodeSchema } from '../lib/security-schemas';
import { AuthenticatorCodeField } from './authenticator-code-field';

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
  const { t, i18n } = useTranslation('pages');
  const refresh = useRefreshSecurity();

  const schema = useMemo(() => authenticatorCodeSchema(t), [t]);
  const { form, errors, notice, busy, onSubmit } = useZodForm(schema, { code: '' });

  const submit = onSubmit(async ({ code }) => {
    try {
      await unbindAuthenticator(code);
    } catch (error) {
      return failureOutcome(error, i18n.language, t, {
        fields: ['code'],
        codeFields: { TOTP_INVALID: 'code' },
      });
    }
    await refresh();
    return { ok: true };
  }, onDone);

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('security.authenticator.unbindTitle')}
      size="sm"
      className="auth-modal"
    >
      <p className="auth-form__intro">{t('security.authenticator.unbindIntro')}</p>
      <form className="auth-form" noValidate onSubmit={(event) => void submit(event)}>
        <AuthenticatorCodeField error={errors.code} {...form.register('code')} />
        <FormNotice notice={notice} />
        <Button type="submit" variant="danger" size="lg" block loading={busy}>
          {t('security.authenticator.unbindSubmit')}
        </Button>
      </form>
    </Modal>
  );
}
