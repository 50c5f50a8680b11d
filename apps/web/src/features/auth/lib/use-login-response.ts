import { needsSecondStep, type TLoginResponse } from '@lw/contracts';
import { useCallback } from 'react';
import { useModals } from '../../../lib/modal-context';
import { useCompleteLogin, type TLoginOrigin } from './use-complete-login';

/**
 * Handles what any sign-in answers: a session runs the login-success steps; a second step
 * (unregistered IP, provider SMS) opens the "Verify it's you" modal, which finishes the same way.
 */
export function useLoginResponse() {
  const complete = useCompleteLogin();
  const { open } = useModals();
  return useCallback(
    (response: TLoginResponse, origin: TLoginOrigin, password?: string) => {
      if (needsSecondStep(response)) {
        open({ kind: 'secondStep', challenge: response.secondStep, origin });
        return;
      }
      complete(response, origin, password);
    },
    [complete, open],
  );
}
