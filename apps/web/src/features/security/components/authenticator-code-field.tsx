import { KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TextField, type TInputBinding } from '../../../components/ui/text-field';

/** The 6-digit code an authenticator app shows now (bound to its form's `code`). */
export function AuthenticatorCodeField({
  error,
  ...binding
}: TInputBinding & { name: string; error?: string }) {
  const { t } = useTranslation('pages');
  return (
    <TextField
      label={t('security.authenticator.code')}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={6}
      required
      icon={<KeyRound size={18} />}
      error={error}
      {...binding}
    />
  );
}
