import { User } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAuthOutcome } from '../../../api/accounts';
import { Button } from '../../../components/ui/button';
import { FormNotice, type TNotice } from '../../../components/ui/form-notice';
import { PasswordField } from '../../../components/ui/password-field';
import { TextField } from '../../../components/ui/text-field';
import { fieldText, useFormSubmit } from '../../../lib/use-form-submit';
import { useCaptcha } from '../lib/use-captcha';
import { useRememberedDevice } from '../lib/use-remembered-device';
import { useUsernameLogin } from '../lib/use-username-login';
import { BotCheckSlot } from './bot-check-slot';
import { LoginOptionsRow } from './login-options-row';

interface TUsernameLoginFormProps {
  /** A notice from outside the form (session ended, social sign-in failed, free play failed). */
  fallbackNotice: TNotice;
  onSubmitStart: () => void;
  onForgotPassword: () => void;
  /** The popup shows tabs (SMS login is on): the form is the username tab's panel. */
  tabbed: boolean;
  /** Extra buttons under the submit (one-click, free play). */
  children?: ReactNode;
}

/**
 * Username and password, with the remembered device (spec §4 "Remember password"): a remembered
 * username is pre-filled and its password may be left empty to sign in with the device.
 */
export function UsernameLoginForm({
  fallbackNotice,
  onSubmitStart,
  onForgotPassword,
  tabbed,
  children,
}: TUsernameLoginFormProps) {
  const { t } = useTranslation('auth');
  const usernameLogin = useUsernameLogin('member');
  const device = useRememberedDevice();
  const [username, setUsername] = useState('');
  const [remember, setRemember] = useState(false);
  // The remembered username arrives after the popup opens: fill it in unless typing began.
  useEffect(() => {
    if (!device.username) return;
    setUsername((current) => current || device.username!);
    setRemember(true);
  }, [device.username]);
  const rememberedMode =
    device.username !== null && username.trim().toLowerCase() === device.username.toLowerCase();

  // The captcha appears once a failed login says so (spec §4) and stays for the next tries.
  const [captchaShown, setCaptchaShown] = useState(false);
  const captcha = useCaptcha(captchaShown);

  const submit = async (data: FormData): Promise<TAuthOutcome> => {
    onSubmitStart();
    const withDevice = rememberedMode && String(data.get('password') ?? '') === '';
    const outcome = await usernameLogin(data, { rememberedDevice: withDevice });
    if (!outcome.ok) {
      // Each image is good for one try: a failure always needs a new one.
      if (captchaShown) captcha.refresh();
      else if (outcome.captchaRequired) setCaptchaShown(true);
    }
    return outcome;
  };

  const { errors, notice, busy, onSubmit } = useFormSubmit((data) => {
    const found: Record<string, string> = {};
    if (!fieldText(data, 'username')) found.username = t('error.usernameRequired');
    if (!rememberedMode && !fieldText(data, 'password')) {
      found.password = t('error.passwordRequired');
    }
    if (captchaShown && !fieldText(data, 'captcha')) found.captcha = t('captcha.required');
    return found;
  }, submit);

  /** "Not you?" and unchecking remember me both forget the device and its pre-fill. */
  const forgetDevice = () => {
    setRemember(false);
    if (device.username === null) return;
    setUsername('');
    void device.forget();
  };

  return (
    <form
      className="auth-form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      id="login-panel-username"
      role={tabbed ? 'tabpanel' : undefined}
      aria-labelledby={tabbed ? 'login-tab-username' : undefined}
    >
      <TextField
        label={t('field.username')}
        name="username"
        autoComplete="username"
        value={username}
        onChange={(event) => setUsername(event.target.value)}
        required
        icon={<User size={18} />}
        error={errors.username}
      />
      <PasswordField
        label={t('field.password')}
        name="password"
        autoComplete="current-password"
        required={!rememberedMode}
        placeholder={rememberedMode ? t('login.rememberedPlaceholder') : undefined}
        error={errors.password}
      />
      {rememberedMode ? (
        <button type="button" className="link-btn auth-form__not-you" onClick={forgetDevice}>
          {t('login.notYou')}
        </button>
      ) : null}
      <BotCheckSlot captcha={captchaShown ? captcha : null} error={errors.captcha} />
      <LoginOptionsRow
        remember={remember}
        onRememberChange={(checked) => (checked ? setRemember(true) : forgetDevice())}
        onForgotPassword={onForgotPassword}
      />
      <FormNotice notice={notice ?? fallbackNotice} />
      <Button type="submit" size="lg" block loading={busy}>
        {t('login.submit')}
      </Button>
      {children}
    </form>
  );
}
