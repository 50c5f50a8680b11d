import { MessageSquareText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field';

interface TSmsCodeFieldProps {
  error?: string;
  onSend: () => void;
}

/** The SMS verification code with its send button (the countdown arrives with the SMS API). */
export function SmsCodeField({ error, onSend }: TSmsCodeFieldProps) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      label={t('field.smsCode')}
      name="verificationCode"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={255}
      required
      icon={<MessageSquareText size={18} />}
      error={error}
      end={
        <button type="button" className="field__end-btn field__end-btn--text" onClick={onSend}>
          {t('field.sendCode')}
        </button>
      }
    />
  );
}
