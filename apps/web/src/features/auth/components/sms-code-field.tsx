import { MessageSquareText } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TextField, type TInputBinding } from '../../../components/ui/text-field';
import {
  claimSmsWarningHost,
  dismissSmsWarning,
  isSmsWarningHost,
  useSmsWarningMessage,
} from '../lib/sms-warning';

interface TSmsCodeFieldProps extends TInputBinding {
  error?: string;
  /** Seconds until the next send is allowed (0: the button is enabled). */
  secondsLeft: number;
  /** A send is under way: the button shows its loader. */
  sending: boolean;
  onSend: () => void;
  /** The input's form name (default `verificationCode`). */
  name?: string;
  /** Another label, e.g. for an e-mailed code. */
  label?: string;
}

/**
 * The verification code with its send button: "Send code", then "Resend in 42 s" while the
 * countdown runs (disabled). Also renders the send-failure warning dialog (see `useSmsCode`).
 */
export function SmsCodeField({
  error,
  secondsLeft,
  sending,
  onSend,
  name = 'verificationCode',
  label,
  ...binding
}: TSmsCodeFieldProps) {
  const { t } = useTranslation('auth');
  const [hostId] = useState(() => Symbol('sms-warning-host'));
  useEffect(() => claimSmsWarningHost(hostId), [hostId]);
  const warning = useSmsWarningMessage();
  const counting = secondsLeft > 0;
  return (
    <>
      <TextField
        label={label ?? t('field.smsCode')}
        name={name}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={255}
        required
        icon={<MessageSquareText size={18} />}
        error={error}
        {...binding}
        end={
          <button
            type="button"
            className="field__end-btn field__end-btn--text"
            onClick={onSend}
            disabled={counting || sending}
            aria-busy={sending || undefined}
            aria-live="polite"
          >
            {counting
              ? t('field.resendIn', { seconds: secondsLeft })
              : sending
                ? t('field.sending')
                : t('field.sendCode')}
          </button>
        }
      />
      {warning !== null && isSmsWarningHost(hostId) ? (
        <ConfirmDialog open title={t('sms.warningTitle')} onConfirm={dismissSmsWarning}>
          {warning}
        </ConfirmDialog>
      ) : null}
    </>
  );
}
