import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormNotice } from '../../../components/ui/form-notice';
import { useZodForm } from '../../../lib/use-zod-form';
import { failureOutcome } from '../../auth';
import { useRefreshSecurity } from '../api/get-security-overview';
import { authenticatorCodeSchema } from '../lib/security-schemas';
import { AuthenticatorCodeField } from './authenticator-code-field';

/**
 * A form of one authenticator code that proves the member holds the app (to bind or unbind it):
 * `action` sends the code, then the security overview is refreshed; a wrong code lands under
 * the field.
 */
export function AuthenticatorCodeForm({
  action,
  onDone,
  submitLabel,
  danger = false,
  disabled = false,
}: {
  action: (code: string) => Promise<unknown>;
  onDone: () => void;
  submitLabel: string;
  /** The submit is destructive (unbind). */
  danger?: boolean;
  disabled?: boolean;
}) {
  const { t, i18n } = useTranslation('pages');
  const refresh = useRefreshSecurity();
  const schema = useMemo(() => authenticatorCodeSchema(t), [t]);
  const { form, errors, notice, busy, onSubmit } = useZodForm(schema, { code: '' });

  const submit = onSubmit(async ({ code }) => {
    try {
      await action(code);
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
    <form className="auth-form" noValidate onSubmit={(event) => void submit(event)}>
      <AuthenticatorCodeField error={errors.code} {...form.register('code')} />
      <FormNotice notice={notice} />
      <Button
        type="submit"
        variant={danger ? 'danger' : 'primary'}
        size="lg"
        block
        loading={busy}
        disabled={disabled}
      >
        {submitLabel}
      </Button>
    </form>
  );
}
