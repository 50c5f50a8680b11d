import type { TFieldRule } from '@lw/contracts';
import { CheckCircle2, KeyRound, Mail, User } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormNotice } from '../../../components/ui/form-notice';
import { PasswordField } from '../../../components/ui/password-field';
import { TextField } from '../../../components/ui/text-field';
import { useZodForm } from '../../../lib/use-zod-form';
import { useRequestPasswordReset, useResetPassword } from '../api/forgot-password';
import { useValidationRules } from '../api/get-validation-rules';
import { failureOutcome } from '../lib/field-rules';
import { forgotRequestSchema, resetPasswordSchema } from '../lib/form-schemas';

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
  const rules = useValidationRules();
  const [step, setStep] = useState<TStep>(
    resetToken ? { kind: 'reset', token: resetToken } : { kind: 'request' },
  );

  // Each step is its own form: the inputs of one step never carry their values over.
  return step.kind === 'request' ? (
    <RequestStep onSent={(username) => setStep({ kind: 'reset', username })} footer={footer} />
  ) : (
    <ResetStep
      step={step}
      rule={rules.data?.rules.password}
      onReset={onReset}
      onSendAgain={() => setStep({ kind: 'request' })}
      footer={footer}
    />
  );
}

/** Username and e-mail: the server e-mails a code when the pair matches. */
function RequestStep({
  onSent,
  footer,
}: {
  onSent: (username: string) => void;
  footer: ReactNode;
}) {
  const { t, i18n } = useTranslation('auth');
  const requestReset = useRequestPasswordReset();
  const schema = useMemo(() => forgotRequestSchema(t), [t]);
  const { form, errors, notice, busy, onSubmit } = useZodForm(schema, { username: '', email: '' });

  const submit = onSubmit(async (values) => {
    try {
      await requestReset.mutateAsync(values);
    } catch (error) {
      return failureOutcome(error, i18n.language, t, { fields: ['username', 'email'] });
    }
    onSent(values.username);
    return { ok: true };
  });

  return (
    <form
      className="auth-form"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={t('forgot.tabEmail')}
    >
      <TextField
        label={t('field.username')}
        autoComplete="username"
        required
        icon={<User size={18} />}
        error={errors.username}
        {...form.register('username')}
      />
      <TextField
        label={t('field.email')}
        type="email"
        autoComplete="email"
        required
        icon={<Mail size={18} />}
        error={errors.email}
        {...form.register('email')}
      />
      <FormNotice notice={notice} />
      <Button type="submit" size="lg" block loading={busy}>
        {t('forgot.submit')}
      </Button>
      {footer}
    </form>
  );
}

/** The e-mailed code (or the link's token) and the new password with its confirmation. */
function ResetStep({
  step,
  rule,
  onReset,
  onSendAgain,
  footer,
}: {
  step: Extract<TStep, { kind: 'reset' }>;
  rule: TFieldRule | undefined;
  onReset: () => void;
  onSendAgain: () => void;
  footer: ReactNode;
}) {
  const { t, i18n } = useTranslation('auth');
  const reset = useResetPassword();
  const withToken = Boolean(step.token);
  const schema = useMemo(
    () => resetPasswordSchema(t, i18n.language, { rule, withToken }),
    [i18n.language, rule, t, withToken],
  );
  const { form, errors, notice, busy, onSubmit } = useZodForm(schema, {
    code: '',
    newPassword: '',
    confirmNewPassword: '',
  });

  const submit = onSubmit(async (values) => {
    try {
      await reset.mutateAsync({
        ...(step.token ? { token: step.token } : {}),
        ...(step.username ? { username: step.username } : {}),
        ...(withToken ? {} : { code: values.code }),
        newPassword: values.newPassword,
        confirmNewPassword: values.confirmNewPassword,
      });
    } catch (error) {
      return failureOutcome(error, i18n.language, t, {
        fields: withToken ? RESET_FIELDS.slice(1) : RESET_FIELDS,
        codeFields: {
          RESET_CODE_INVALID: 'code',
          PASSWORD_TOO_COMMON: 'newPassword',
          PASSWORD_MISMATCH: 'confirmNewPassword',
        },
        rules: { newPassword: rule },
      });
    }
    return { ok: true };
  }, onReset);

  return (
    <form
      className="auth-form"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={t('forgot.resetStep')}
    >
      <p className="auth-notice auth-notice--success" role="status">
        <CheckCircle2 size={16} aria-hidden="true" />
        <span>{withToken ? t('forgot.linkIntro') : t('forgot.sent')}</span>
      </p>
      {withToken ? null : (
        <TextField
          label={t('field.smsCode')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          required
          icon={<KeyRound size={18} />}
          error={errors.code}
          {...form.register('code')}
        />
      )}
      <PasswordField
        label={t('field.newPassword')}
        autoComplete="new-password"
        required
        error={errors.newPassword}
        {...form.register('newPassword')}
      />
      <PasswordField
        label={t('field.confirmNewPassword')}
        autoComplete="new-password"
        required
        error={errors.confirmNewPassword}
        {...form.register('confirmNewPassword')}
      />
      <FormNotice notice={notice} />
      <Button type="submit" size="lg" block loading={busy}>
        {t('forgot.resetSubmit')}
      </Button>
      {withToken ? null : (
        <p className="auth-form__switch">
          <button type="button" className="link-btn" onClick={onSendAgain}>
            {t('forgot.sendAgain')}
          </button>
        </p>
      )}
      {footer}
    </form>
  );
}
