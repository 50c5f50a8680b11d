import { ZErrorCode } from '@lw/contracts';
import { useEffect, useRef } from 'react';
import { isApiError } from '../../../lib/api-client';
import { useModals } from '../../../lib/modal-context';
import type { TLoginHandoff } from '../../../lib/session';
import { ticketLogin } from '../api/ticket-login';
import { useLoginResponse } from '../lib/use-login-response';

/**
 * Finishes a social sign-in once the app runs: the captured `?loginTicket=` (taken by the modal
 * host, which loads this lazily only when there is one) is redeemed and the
 * normal login steps follow; `?loginError=CODE` (or a refused ticket) opens the login popup with
 * the translated error.
 */
export function LoginHandoff({ handoff }: { handoff: TLoginHandoff }) {
  const { open } = useModals();
  const handle = useLoginResponse();
  // Once, even when an effect runs twice (StrictMode): a ticket may be redeemed only once.
  const redeemed = useRef(false);
  useEffect(() => {
    if (redeemed.current) return;
    redeemed.current = true;
    if (handoff.ticket) {
      ticketLogin(handoff.ticket)
        .then((response) => handle(response, 'login'))
        .catch((error: unknown) =>
          open({ kind: 'login', error: isApiError(error) ? error.code : 'SERVICE_UNAVAILABLE' }),
        );
      return;
    }
    const code = ZErrorCode.safeParse(handoff.error);
    open({ kind: 'login', error: code.success ? code.data : 'UNAUTHORIZED' });
    // Once, at start.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
