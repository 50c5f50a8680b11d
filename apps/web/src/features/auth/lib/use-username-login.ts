import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAuthOutcome } from '../../../api/accounts';
import { ApiError } from '../../../lib/api-client';
import { useSiteTimeZone } from '../../../lib/date-time';
import { useLoginMutation } from '../api/login';
import { rememberedLogin } from '../api/remembered';
import { BotCheckQueue } from './bot-check';
import { failureOutcome } from './field-rules';
import { useLoginResponse } from './use-login-response';

/** What one username login sends: the parsed form values, with the captcha when shown. */
export interface TUsernameLoginValues {
  username: string;
  password: string;
  captchaId?: string;
  captcha?: string;
  /** "Remember me" is ticked (the member site only). */
  remember?: boolean;
}

/** Options of one username login. */
export interface TUsernameLoginOptions {
  /** Sign in with the remembered device (the password was left empty). */
  rememberedDevice?: boolean;
}

/**
 * Username login for the login popup (`site: 'member'`) and the agent landing (`'agent'`),
 * with the form's parsed values: the username trimmed, the password as typed. Success stores the
 * session and runs the login-success steps (or opens the second step); a failure resolves to the
 * translated error (the button loader stops) and says whether the server now asks for the
 * captcha (`captchaRequired`). "Remember me" (`remember`) sends `remember: true`: the server
 * sets an httpOnly device cookie for a day; the password is never kept here.
 * The proof-of-work bot check (spec §5) is solved in the background from the moment the form
 * shows, and sent as `botCheck`; the captcha goes along when the form has one.
 */
export function useUsernameLogin(site: 'member' | 'agent') {
  const { t, i18n } = useTranslation('auth');
  const { mutateAsync } = useLoginMutation();
  const handle = useLoginResponse();
  const timeZone = useSiteTimeZone();
  const [botCheck] = useState(() => new BotCheckQueue());
  useEffect(() => botCheck.warmUp(), [botCheck]);

  return useCallback(
    async (
      values: TUsernameLoginValues,
      options: TUsernameLoginOptions = {},
    ): Promise<TAuthOutcome & { captchaRequired?: boolean }> => {
      const { username, password } = values;
      const captchaId = values.captchaId ?? '';
      const captcha = values.captcha ?? '';
      const remember = site === 'member' && values.remember === true;
      try {
        if (options.rememberedDevice) {
          handle(await rememberedLogin(), 'login');
          return { ok: true };
        }
        const solved = await botCheck.take();
        const response = await mutateAsync({
          username,
          password,
          site,
          ...(captchaId && captcha ? { captchaId, captcha } : {}),
          ...(solved ? { botCheck: solved } : {}),
          ...(remember ? { remember: true } : {}),
        });
        handle(response, site === 'agent' ? 'agent' : 'login', password);
        return { ok: true };
      } catch (error) {
        // The solution is spent (or refused): solve the next one for the retry.
        botCheck.warmUp();
        const outcome = failureOutcome(error, i18n.language, t, { fields: [], timeZone });
        const retryAfter =
          error instanceof ApiError && error.code === 'ACCOUNT_LOCKED'
            ? Number(error.details?.retryAfterSeconds)
            : NaN;
        if (Number.isFinite(retryAfter) && retryAfter > 0) {
          const minutes = Math.max(1, Math.ceil(retryAfter / 60));
          outcome.message = `${outcome.message ?? ''} ${t('error.retryAfter', { minutes })}`;
        }
        const captchaRequired =
          error instanceof ApiError && error.details?.captchaRequired === true;
        return captchaRequired ? { ...outcome, captchaRequired } : outcome;
      }
    },
    [botCheck, handle, i18n.language, mutateAsync, site, t, timeZone],
  );
}
