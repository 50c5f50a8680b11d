import { KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field';

/** The 6-digit code an authenticator app shows now. */
export function AuthenticatorCodeField({ error }: { error?: string }) {
  const { t } = useTranslation('pages');
  return (
    <TextField
      label={t('security.authenticator.code')}
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={6}
      required
      icon={<KeyRound size={18} />}
      error={error}
    />
  );
}

/** The typed code without spaces, or null when it is not six digits. */
export function authenticatorCode(data: FormData): string | null {
  const code = String(data.get('code') ?? '').replace(/\s+/g, '');
  return /^\d{6}$/.test(code) ? code : null;
}
