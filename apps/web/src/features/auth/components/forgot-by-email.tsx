import { checkPattern } from '@lw/contracts';
import { CheckCircle2, KeyRound, Mail, User } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormNotice } from '../../../components/ui/form-notice';
import { PasswordField } from '../../../components/ui/password-field';
import { TextField } from '../../../components/ui/text-field';
import type { TAuthOutcome } from '../../../api/accounts';
import { fieldText, useFormSubmit } from '../../../lib/use-form-submit';
import { useRequestPasswordReset, useResetPassword } from '../api/forgot-password';
import { useValidationRules } from '../api/get-validation-rules';
import { failureOutcome, fieldRuleError } from '../lib/field-rules';

type TStep = { kind: 'request' } | { kind: 'reset'; username?: string; token?: string };

const RESET_FIELDS = ['code', 'newPassword', 'confirmNewPassword'] as const;

/**
 * Forgot password by e-mail: username and e-mail -> a code by e-mail -> code and new password.
 * A `resetToken` (the e-mail's link) starts on the new-password step without a code.
 */
export function ForgotByEmail({
  resetToken,
  onReset,
  footer,
}: {
  resetToken?: string;
  /** The password was changed: the caller closes the popup and asks to log in. */
  onReset: () => void;
  footer: ReactNode;
}) {
  const { t, i18n } = useTranslation('auth');
  const rules = useValidationRules();
  const requestReset = useRequestPasswordReset();
  const reset = useResetPassword();
  const [step, setStep] = useState<TStep>(
    resetToken ? { kind: 'reset', token: resetToken } : { kind: 'request' },
  );

  const request = useFormSubmit(
    (data) => {
      const found: Record<string, string> = {};
      if (!fieldText(data, 'username')) found.username = t('error.usernameRequired');
      const email = fieldText(data, 'email');
      if (!email || !checkPattern(3, email).ok) found.email = t('error.emailInvalid');
      return found;
    },
    async (data): Promise<TAuthOutcome> => {
      const username = fieldText(data, 'username');
      try {
        await requestReset.mutateAsync({ username, email: fieldText(data, 'email') });
      } catch (error) {
        return failureOutcome(error, i18n.language, t, { fields: ['username', 'email'] });
      }
      setStep({ kind: 'reset', username });
      return { ok: true };
    },
  );

  const withToken = step.kind === 'reset' && Boolean(step.token);
  const confirm = useFormSubmit(
    (data) => {
      const found: Record<string, string> = {};
      if (!withToken && !/^\d{6}$/.test(fieldText(data, 'code')))
        found.code = t('error.codeRequired');
      const next = String(data.get('newPassword') ?? '');
      const nextError = next
        ? fieldRuleError(rules.data?.rules.password, next, i18n.language, t)
        : t('error.passwordRequired');
      if (nextError) found.newPassword = nextError;
      const again = String(data.get('confirmNewPassword') ?? '');
      if (!again) found.confirmNewPassword = t('error.required');
      else if (again !== next) found.confirmNewPassword = t('error.confirmMismatch');
      return found;
    },
    async (data): Promise<TAuthOutcome> => {
      if (step.kind !== 'reset') return { ok: false };
      try {
        await reset.mutateAsync({
          ...(step.token ? { token: step.token } : {}),
          ...(step.username ? { username: step.username } : {}),
          ...(withToken ? {} : { code: fieldText(data, 'code') }),
          newPassword: String(data.get('newPassword') ?? ''),
          confirmNewPassword: String(data.get('confirmNewPassword') ?? ''),
        });
      } catch (error) {
        return failureOutcome(error, i18n.language, t, {
          fields: withToken ? RESET_FIELDS.slice(1) : RESET_FIELDS,
          codeFields: {
            RESET_CODE_INVALID: 'code',
            PASSWORD_TOO_COMMON: 'newPassword',
            PASSWORD_MISMATCH: 'confirmNewPassword',
          },
          rules: { newPassword: rules.data?.rules.password },
        });
      }
      return { ok: true };
    },
    onReset,
  );

  if (step.kind === 'request') {
    return (
      <form
        key="request"
        className="auth-form"
        noValidate
        onSubmit={(event) => void request.onSubmit(event)}
        aria-label={t('forgot.tabEmail')}
      >
        <TextField
          label={t('field.username')}
          name="username"
          autoComplete="username"
          required
          icon={<User size={18} />}
          error={request.errors.username}
        />
        <TextField
          label={t('field.email')}
          name="email"
          type="email"
          autoComplete="email"
          required
          icon={<Mail size={18} />}
          error={request.errors.email}
        />
        <FormNotice notice={request.notice} />
        <Button type="submit" size="lg" block loading={request.busy}>
          {t('forgot.submit')}
        </Button>
        {footer}
      </form>
    );
  }

  return (
    // A new key: the inputs of the first step must not carry their values over.
    <form
      key="reset"
      className="auth-form"
      noValidate
      onSubmit={(event) => void confirm.onSubmit(event)}
      aria-label={t('forgot.resetStep')}
    >
      <p className="auth-notice auth-notice--success" role="status">
        <CheckCircle2 size={16} aria-hidden="true" />
        <span>{withToken ? t('forgot.linkIntro') : t('forgot.sent')}</span>
      </p>
      {withToken ? null : (
        <TextField
          label={t('field.smsCode')}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          required
          icon={<KeyRound size={18} />}
          error={confirm.errors.code}
        />
      )}
      <PasswordField
        label={t('field.newPassword')}
        name="newPassword"
        autoComplete="new-password"
        required
        error={confirm.errors.newPassword}
      />
      <PasswordField
        label={t('field.confirmNewPassword')}
        name="confirmNewPassword"
        autoComplete="new-password"
        required
        error={confirm.errors.confirmNewPassword}
      />
      <FormNotice notice={confirm.notice} />
      <Button type="submit" size="lg" block loading={confirm.busy}>
        {t('forgot.resetSubmit')}
      </Button>
      {withToken ? null : (
        <p className="auth-form__switch">
          <button type="button" className="link-btn" onClick={() => setStep({ kind: 'request' })}>
            {t('forgot.sendAgain')}
          </button>
        </p>
      )}
      {footer}
    </form>
  );
}
