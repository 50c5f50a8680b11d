import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAuthOutcome } from '../../../api/accounts';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { prepareBotCheck } from '../../auth';
import { showSmsWarning } from '../../auth';
import { useCountdown } from '../../auth';
import { sendEmailCode } from '../api/security-settings';

/** A positive whole number of seconds, or null. */
function seconds(value: unknown): number | null {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? Math.ceil(n) : null;
}

/**
 * Sends the e-mail binding code like an SMS code: bot check first, then the countdown of the
 * answer's `resendAfterSeconds`; a refused send shows the same warning dialog as an SMS
 * (rendered by the code field). The address must already be valid (the caller checks it); a taken
 * or refused address resolves to a field error on `email`.
 */
export function useEmailCode() {
  const { i18n } = useTranslation();
  const [secondsLeft, setSecondsLeft] = useCountdown();
  const [sending, setSending] = useState(false);
  const busy = useRef(false);

  const send = useCallback(
    async (email: string): Promise<TAuthOutcome> => {
      if (busy.current) return { ok: false };
      busy.current = true;
      setSending(true);
      try {
        const botCheck = await prepareBotCheck();
        const sent = await sendEmailCode({ email, ...(botCheck ? { botCheck } : {}) });
        setSecondsLeft(seconds(sent.resendAfterSeconds) ?? seconds(sent.expiredMinutes * 60) ?? 60);
        return { ok: true };
      } catch (error) {
        if (error instanceof ApiError && error.code === 'SMS_COUNTDOWN') {
          const wait = seconds(error.details?.retryAfterSeconds);
          if (wait) setSecondsLeft(wait);
        }
        // A taken or malformed address belongs under the e-mail field; anything else is the
        // send-failure warning.
        if (error instanceof ApiError && ['EMAIL_TAKEN', 'VALIDATION_ERROR'].includes(error.code)) {
          return { ok: false, fieldErrors: { email: errorText(error, i18n.language) } };
        }
        showSmsWarning(errorText(error, i18n.language));
        return { ok: false };
      } finally {
        busy.current = false;
        setSending(false);
      }
    },
    [i18n.language, setSecondsLeft],
  );

  return { send, secondsLeft, sending };
}
