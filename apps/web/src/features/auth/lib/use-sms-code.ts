import { type TSmsPurpose } from '@lw/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAuthOutcome } from '../../../api/accounts';
import { useSiteConfig } from '../../../api/get-permission';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { sendSmsCode } from '../api/sms-code';
import { prepareBotCheck } from './bot-check';
import { showSmsWarning } from './sms-warning';

/** Clicks on the send button closer together than this are ignored (spec §4 "SMS code"). */
export const SMS_SEND_THROTTLE_MS = 1000;

/** A positive whole number of seconds, or null. */
function seconds(value: unknown): number | null {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? Math.ceil(n) : null;
}

/** Counts `secondsLeft` down to 0, one second at a time. */
export function useCountdown() {
  const [secondsLeft, setSecondsLeft] = useState(0);
  useEffect(() => {
    if (secondsLeft <= 0) return undefined;
    const timer = setTimeout(() => setSecondsLeft((s) => Math.max(0, s - 1)), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);
  return [secondsLeft, setSecondsLeft] as const;
}

/**
 * Sends an SMS code for `purpose` (spec §4 "SMS code", §5 "a bot-check runs before sending an
 * SMS"): solves the proof-of-work check, POSTs the number, then counts down the answer's
 * `resendAfterSeconds` (the site's `smsCountdownSeconds` when absent). While the countdown runs,
 * and within 1000 ms of the last click, `send` does nothing. A refused send shows the warning
 * dialog with the translated server error (rendered by `SmsCodeField`) and resolves to
 * `{ ok: false }` without a notice; an empty number resolves to a field error on `mobileNum`.
 * `options.token` is accepted for callers that hold one; the signed-in session's token already
 * goes with every call.
 */
export function useSmsCode(purpose: TSmsPurpose, options?: { token?: string }) {
  void options;
  const { t, i18n } = useTranslation('auth');
  const { smsCountdownSeconds } = useSiteConfig();
  const [secondsLeft, setSecondsLeft] = useCountdown();
  const [sending, setSending] = useState(false);
  const lastClick = useRef(-Infinity);
  // Read by `send` without re-creating it every second.
  const busy = useRef({ secondsLeft, sending });
  busy.current = { secondsLeft, sending };

  const send = useCallback(
    async (dialCode: string, mobileNum: string): Promise<TAuthOutcome> => {
      const now = Date.now();
      if (busy.current.secondsLeft > 0 || busy.current.sending) return { ok: false };
      if (now - lastClick.current < SMS_SEND_THROTTLE_MS) return { ok: false };
      lastClick.current = now;
      const number = mobileNum.trim();
      if (!number) return { ok: false, fieldErrors: { mobileNum: t('error.mobileRequired') } };
      setSending(true);
      try {
        const botCheck = await prepareBotCheck();
        const sent = await sendSmsCode({
          purpose,
          countryDialingCode: dialCode,
          mobileNum: number,
          ...(botCheck ? { botCheck } : {}),
        });
        setSecondsLeft(seconds(sent.resendAfterSeconds) ?? seconds(smsCountdownSeconds) ?? 60);
        return { ok: true };
      } catch (error) {
        if (error instanceof ApiError && error.code === 'SMS_COUNTDOWN') {
          const wait = seconds(error.details?.retryAfterSeconds);
          if (wait) setSecondsLeft(wait);
        }
        showSmsWarning(errorText(error, i18n.language));
        return { ok: false };
      } finally {
        setSending(false);
      }
    },
    [i18n.language, purpose, setSecondsLeft, smsCountdownSeconds, t],
  );

  return { send, secondsLeft, sending };
}
