import { Mail, User } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '../../../api/get-permission';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { Tabs } from '../../../components/ui/tabs';
import { TextField } from '../../../components/ui/text-field';
import { accountsNotAvailable, type TAuthOutcome } from '../../../api/accounts';
import { FormNotice } from '../../../components/ui/form-notice';
import { PasswordField } from '../../../components/ui/password-field';
import { PhoneField } from './phone-field';
import { SmsCodeField } from './sms-code-field';
import { fieldText, useFormSubmit } from '../../../lib/use-form-submit';

type TForgotTab = 'email' | 'mobile';

interface TForgotPasswordModalProps {
  open: boolean;
  onClose: () => void;
  onBackToLogin: () => void;
  submit?: (data: FormData, tab: TForgotTab) => Promise<TAuthOutcome>;
}

/** Forgot password (spec §2): by e-mail, or by mobile when mobile sign-in is enabled. */
export function ForgotPasswordModal({
  open,
  onClose,
  onBackToLogin,
  submit = accountsNotAvailable,
}: TForgotPasswordModalProps) {
  const { t } = useTranslation('auth');
  const config = useSiteConfig();
  const mobileAllowed = config.modules.mobileRegistration || config.modules.smsCodeLogin;
  const [tab, setTab] = useState<TForgotTab>('email');
  const [dialCode, setDialCode] = useState('+66');
  const active: TForgotTab = mobileAllowed ? tab : 'email';

  const { errors, notice, busy, onSubmit, runAction } = useFormSubmit(
    (data) => {
      const found: Record<string, string> = {};
      if (active === 'email') {
        if (!fieldText(data, 'username')) found.username = t('error.usernameRequired');
        if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(fieldText(data, 'email')))
          found.email = t('error.emailInvalid');
      } else {
        if (!fieldText(data, 'mobileNum')) found.mobileNum = t('error.mobileRequired');
        if (!fieldText(data, 'verificationCode')) found.verificationCode = t('error.codeRequired');
        if (!String(data.get('newPassword') ?? '')) found.newPassword = t('error.passwordRequired');
      }
      return found;
    },
    (data) => submit(data, active),
    onClose,
  );

  return (
    <Modal open={open} onClose={onClose} title={t('forgot.title')} size="sm" className="auth-modal">
      <p className="auth-form__intro">{t('forgot.intro')}</p>
      {mobileAllowed ? (
        <Tabs
          label={t('forgot.methods')}
          value={active}
          onChange={setTab}
          idPrefix="forgot"
          tabs={[
            { key: 'email', label: t('forgot.tabEmail') },
            { key: 'mobile', label: t('forgot.tabMobile') },
          ]}
        />
      ) : null}
      <form
        className="auth-form"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        id={`forgot-panel-${active}`}
        role={mobileAllowed ? 'tabpanel' : undefined}
        aria-labelledby={mobileAllowed ? `forgot-tab-${active}` : undefined}
      >
        {active === 'email' ? (
          <>
            <TextField
              label={t('field.username')}
              name="username"
              autoComplete="username"
              required
              icon={<User size={18} />}
              error={errors.username}
            />
            <TextField
              label={t('field.email')}
              name="email"
              type="email"
              autoComplete="email"
              required
              icon={<Mail size={18} />}
              error={errors.email}
            />
          </>
        ) : (
          <>
            <PhoneField
              name="mobileNum"
              dialCode={dialCode}
              onDialCodeChange={setDialCode}
              error={errors.mobileNum}
            />
            <SmsCodeField
              error={errors.verificationCode}
              onSend={() => void runAction(() => submit(new FormData(), 'mobile'))}
            />
            <PasswordField
              label={t('field.newPassword')}
              name="newPassword"
              autoComplete="new-password"
              required
              error={errors.newPassword}
            />
          </>
        )}
        <FormNotice notice={notice} />
        <Button type="submit" size="lg" block loading={busy}>
          {t('forgot.submit')}
        </Button>
        <p className="auth-form__switch">
          <button type="button" className="link-btn link-btn--strong" onClick={onBackToLogin}>
            {t('forgot.back')}
          </button>
        </p>
      </form>
    </Modal>
  );
}
