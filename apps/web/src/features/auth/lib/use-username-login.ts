import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAuthOutcome } from '../../../api/accounts';
import { ApiError } from '../../../lib/api-client';
import { forgetUsername, rememberUsername } from '../../../lib/remember';
import { fieldText } from '../../../lib/use-form-submit';
import { useLoginMutation } from '../api/login';
import { failureOutcome } from './field-rules';
import { useCompleteLogin } from './use-complete-login';

/**
 * Username login for the login popup (`site: 'member'`) and the agent landing (`'agent'`).
 * The username is trimmed; the password is sent as typed. Success stores the session and runs
 * the login-success steps; a failure resolves to the translated error (the button loader stops).
 */
export function useUsernameLogin(site: 'member' | 'agent') {
  const { t, i18n } = useTranslation('auth');
  const { mutateAsync } = useLoginMutation();
  const complete = useCompleteLogin();

  return useCallback(
    async (data: FormData): Promise<TAuthOutcome> => {
      const username = fieldText(data, 'username');
      const password = String(data.get('password') ?? '');
      try {
        const result = await mutateAsync({ username, password, site });
        if (site === 'member') {
          if (data.get('remember') === 'on') rememberUsername(username);
          else forgetUsername();
        }
        complete(result, site === 'agent' ? 'agent' : 'login', password);
        return { ok: true };
      } catch (error) {
        const outcome = failureOutcome(error, i18n.language, t, { fields: [] });
        const retryAfter =
          error instanceof ApiError && error.code === 'ACCOUNT_LOCKED'
            ? Number(error.details?.retryAfterSeconds)
            : NaN;
        if (Number.isFinite(retryAfter) && retryAfter > 0) {
          const minutes = Math.max(1, Math.ceil(retryAfter / 60));
          outcome.message = `${outcome.message ?? ''} ${t('error.retryAfter', { minutes })}`;
        }
        return outcome;
      }
    },
    [complete, i18n.language, mutateAsync, site, t],
  );
}
