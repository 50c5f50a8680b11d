import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAuthOutcome } from '../../../api/accounts';
import { errorText } from '../../../lib/error-text';
import { useModals } from '../../../lib/modal-context';
import { oneClickLogin } from '../api/one-click';
import { getTrialKey, trialLogin } from '../api/trial-login';
import { prepareBotCheck } from './bot-check';
import { buildTrialLogin } from './trial-payload';
import { useLoginResponse } from './use-login-response';

/**
 * The sign-ins without typing: one-click (a generated account, its credentials shown once in a
 * dialog before the sign-in finishes) and free play (spec §4 "Free-play login": RSA-encrypted
 * random string, then member info loads and the app goes home).
 */
export function useQuickLogins() {
  const { i18n } = useTranslation();
  const { open } = useModals();
  const handle = useLoginResponse();

  const fail = useCallback(
    (error: unknown): TAuthOutcome => ({
      ok: false,
      notice: 'error',
      message: errorText(error, i18n.language),
    }),
    [i18n.language],
  );

  const oneClick = useCallback(async (): Promise<TAuthOutcome> => {
    try {
      const result = await oneClickLogin(await prepareBotCheck());
      open({ kind: 'oneClickCredentials', result });
      return { ok: true };
    } catch (error) {
      return fail(error);
    }
  }, [fail, open]);

  const freePlay = useCallback(async (): Promise<TAuthOutcome> => {
    try {
      const request = await buildTrialLogin(await getTrialKey());
      handle(await trialLogin(request), 'trial');
      return { ok: true };
    } catch (error) {
      return fail(error);
    }
  }, [fail, handle]);

  return { oneClick, freePlay };
}
