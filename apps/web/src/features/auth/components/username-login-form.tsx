import { User } from 'lucide-react';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormNotice, type TNotice } from '../../../components/ui/form-notice';
import { PasswordField } from '../../../components/ui/password-field';
import { TextField } from '../../../components/ui/text-field';
import { useZodForm } from '../../../lib/use-zod-form';
import { isRememberedUsername, usernameLoginSchema } from '../lib/form-schemas';
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
  const [remember, setRemember] = useState(false);
  // The captcha appears once a failed login says so (spec §4) and stays for the next tries.
  const [captchaShown, setCaptchaShown] = useState(false);
  const captcha = useCaptcha(captchaShown);
  const schema = useMemo(
    () => usernameLoginSchema(t, { rememberedUsername: device.username, captcha: captchaShown }),
    [captchaShown, device.username, t],
  );
  const { form, errors, notice, busy, onSubmit } = useZodForm(schema, {
    username: '',
    password: '',
    captcha: '',
  });
  const { getValues, setValue } = form;
  const username = useWatch({ control: form.control, name: 'username' });
  const rememberedMode = isRememberedUsername(username, device.username);

  // The remembered username arrives after the popup opens: fill it in unless typing began.
  useEffect(() => {
    if (!device.username) return;
    if (!getValues('username')) setValue('username', device.username);
    setRemember(true);
  }, [device.username, getValues, setValue]);

  // Each image is good for one answer: a new image starts with an empty field.
  const captchaId = captcha.captcha?.captchaId;
  useEffect(() => {
    if (captchaId) setValue('captcha', '');
  }, [captchaId, setValue]);

  const submit = onSubmit(async (values) => {
    onSubmitStart();
    const withDevice =
      isRememberedUsername(values.username, device.username) && values.password === '';
    const outcome = await usernameLogin(
      {
        username: values.username,
        password: values.password,
        ...(captchaShown ? { captchaId: captchaId ?? '', captcha: values.captcha ?? '' } : {}),
        remember,
      },
      { rememberedDevice: withDevice },
    );
    if (!outcome.ok) {
      // Each image is good for one try: a failure always needs a new one.
      if (captchaShown) captcha.refresh();
      else if (outcome.captchaRequired) setCaptchaShown(true);
    }
    return outcome;
  });

  /** "Not you?" and unchecking remember me both forget the device and its pre-fill. */
  const forgetDevice = () => {
    setRemember(false);
    if (device.username === null) return;
    setValue('username', '');
    void device.forget();
  };

  return (
    <form
      className="auth-form"
      noValidate
      onSubmit={(event) => void submit(event)}
      id="login-panel-username"
      role={tabbed ? 'tabpanel' : undefined}
      aria-labelledby={tabbed ? 'login-tab-username' : undefined}
    >
      <TextField
        label={t('field.username')}
        autoComplete="username"
        required
        icon={<User size={18} />}
        error={errors.username}
        {...form.register('username')}
      />
      <PasswordField
        label={t('field.password')}
        autoComplete="current-password"
        required={!rememberedMode}
        placeholder={rememberedMode ? t('login.rememberedPlaceholder') : undefined}
        error={errors.password}
        {...form.register('password')}
      />
      {rememberedMode ? (
        <button type="button" className="link-btn auth-form__not-you" onClick={forgetDevice}>
          {t('login.notYou')}
        </button>
      ) : null}
      <BotCheckSlot
        captcha={captchaShown ? captcha : null}
        error={errors.captcha}
        field={form.register('captcha')}
      />
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
