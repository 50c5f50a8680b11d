import { errorMessages, pickLocalized } from '@lw/contracts';
import { Gamepad2, User } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { Tabs } from '../../../components/ui/tabs';
import { TextField } from '../../../components/ui/text-field';
import { useSiteConfig } from '../../../api/get-permission';
import { accountsNotAvailable, type TAuthOutcome } from '../../../api/accounts';
import { AuthHero } from './auth-hero';
import { FormNotice } from '../../../components/ui/form-notice';
import { BotCheckSlot } from './bot-check-slot';
import { PasswordField } from '../../../components/ui/password-field';
import { PhoneField } from './phone-field';
import { SmsCodeField } from './sms-code-field';
import { fieldText, useFormSubmit } from '../../../lib/use-form-submit';
import { forgetUsername, readRememberedUsername } from '../../../lib/remember';
import { useCaptcha } from '../lib/use-captcha';
import { useUsernameLogin } from '../lib/use-username-login';

type TLoginTab = 'username' | 'sms';

interface TLoginPopupProps {
  open: boolean;
  onClose: () => void;
  onRegister: () => void;
  onForgotPassword: () => void;
  /** The popup opened because the session ended: say so above the form. */
  reason?: 'sessionExpired';
  /** SMS login and free play are not offered by the server yet. */
  submitSms?: (data: FormData) => Promise<TAuthOutcome>;
}

/** The login popup (spec §2): username or SMS login, remember me, forgot password, register. */
export function LoginPopup({
  open,
  onClose,
  onRegister,
  onForgotPassword,
  reason,
  submitSms = accountsNotAvailable,
}: TLoginPopupProps) {
  const { t, i18n } = useTranslation('auth');
  const config = useSiteConfig();
  const smsLogin = config.modules.smsCodeLogin;
  const [tab, setTab] = useState<TLoginTab>('username');
  const [dialCode, setDialCode] = useState('+66');
  const active: TLoginTab = smsLogin ? tab : 'username';
  const usernameLogin = useUsernameLogin('member');
  // Remember me keeps only the username, for a day (never the password).
  const [remembered] = useState(readRememberedUsername);
  const [remember, setRemember] = useState(remembered !== '');
  // The captcha appears once a failed login says so (spec §4) and stays for the next tries.
  const [captchaShown, setCaptchaShown] = useState(false);
  const captcha = useCaptcha(captchaShown);
  const submitUsername = async (data: FormData): Promise<TAuthOutcome> => {
    const outcome = await usernameLogin(data);
    if (!outcome.ok) {
      // Each image is good for one try: a failure always needs a new one.
      if (captchaShown) captcha.refresh();
      else if (outcome.captchaRequired) setCaptchaShown(true);
    }
    return outcome;
  };

  const { errors, notice, busy, onSubmit, runAction } = useFormSubmit(
    (data) => {
      const found: Record<string, string> = {};
      if (active === 'username') {
        if (!fieldText(data, 'username')) found.username = t('error.usernameRequired');
        if (!fieldText(data, 'password')) found.password = t('error.passwordRequired');
        if (captchaShown && !fieldText(data, 'captcha')) found.captcha = t('captcha.required');
      } else {
        if (!fieldText(data, 'mobileNum')) found.mobileNum = t('error.mobileRequired');
        if (!fieldText(data, 'verificationCode')) found.verificationCode = t('error.codeRequired');
      }
      return found;
    },
    // On success the login steps close the popup (or swap it for the forced password change).
    (data) => (active === 'username' ? submitUsername(data) : submitSms(data)),
  );
  const reasonText =
    reason === 'sessionExpired' && !notice
      ? pickLocalized(errorMessages.UNAUTHORIZED, i18n.language)
      : null;

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('login.title')}
      className="auth-modal"
      hero={
        <AuthHero
          seed={`${config.siteName}-login`}
          motif="coins"
          headline={t('login.headline', { siteName: config.siteName })}
          text={t('login.sub')}
        />
      }
    >
      {smsLogin ? (
        <Tabs
          label={t('login.methods')}
          value={active}
          onChange={setTab}
          idPrefix="login"
          tabs={[
            { key: 'username', label: t('login.tabUsername') },
            { key: 'sms', label: t('login.tabSms') },
          ]}
        />
      ) : null}
      <form
        className="auth-form"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        id={`login-panel-${active}`}
        role={smsLogin ? 'tabpanel' : undefined}
        aria-labelledby={smsLogin ? `login-tab-${active}` : undefined}
      >
        {active === 'username' ? (
          <>
            <TextField
              label={t('field.username')}
              name="username"
              autoComplete="username"
              defaultValue={remembered}
              required
              icon={<User size={18} />}
              error={errors.username}
            />
            <PasswordField
              label={t('field.password')}
              name="password"
              autoComplete="current-password"
              required
              error={errors.password}
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
              onSend={() => void runAction(() => submitSms(new FormData()))}
            />
          </>
        )}
        <BotCheckSlot
          captcha={active === 'username' && captchaShown ? captcha : null}
          error={errors.captcha}
        />
        <div className="auth-form__row">
          <label className="check">
            <input
              type="checkbox"
              name="remember"
              checked={remember}
              onChange={(event) => {
                setRemember(event.target.checked);
                // Unchecking forgets the remembered username at once.
                if (!event.target.checked) forgetUsername();
              }}
            />
            <span>{t('login.remember')}</span>
          </label>
          <button type="button" className="link-btn" onClick={onForgotPassword}>
            {t('login.forgot')}
          </button>
        </div>
        <FormNotice
          notice={notice ?? (reasonText ? { notice: 'unavailable', message: reasonText } : null)}
        />
        <Button type="submit" size="lg" block loading={busy}>
          {t('login.submit')}
        </Button>
        {config.modules.freePlay ? (
          <Button
            variant="outline"
            block
            icon={<Gamepad2 size={18} aria-hidden="true" />}
            onClick={() => void runAction(() => submitSms(new FormData()))}
          >
            {t('login.freePlay')}
          </Button>
        ) : null}
        <p className="auth-form__switch">
          {t('login.noAccount')}{' '}
          <button type="button" className="link-btn link-btn--strong" onClick={onRegister}>
            {t('login.toRegister')}
          </button>
        </p>
      </form>
    </Modal>
  );
}
