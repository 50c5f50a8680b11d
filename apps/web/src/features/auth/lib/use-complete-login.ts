import { isAgentType, type TLoginResult } from '@lw/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation, useNavigate, type Location } from 'react-router';
import { MEMBER_QUERY_ROOT, memberInfoKey } from '../../../api/member';
import { useModals } from '../../../lib/modal-context';
import { getSession, readSessionFlag, saveSession, setSessionFlag } from '../../../lib/session';

/**
 * Where the sign-in came from: the login popup, the registration modal, the agent landing or
 * free play (which, like registration, goes home).
 */
export type TLoginOrigin = 'login' | 'register' | 'agent' | 'trial';

function isLocation(value: unknown): value is Location {
  return typeof value === 'object' && value !== null && 'pathname' in value;
}

/**
 * The steps after a successful login or registration (spec §4 "Login success", "Registration
 * flow"): store the session, then either open the forced change-password modal or finish.
 */
export function useCompleteLogin() {
  const queryClient = useQueryClient();
  const finish = useFinishLogin();
  const { open } = useModals();

  return useCallback(
    (result: TLoginResult, origin: TLoginOrigin, password?: string) => {
      queryClient.removeQueries({ queryKey: [MEMBER_QUERY_ROOT] });
      saveSession({
        token: result.token,
        accountType: result.member.type,
        username: result.member.account,
      });
      // The result carries the member: no second call needed to show the header.
      queryClient.setQueryData(memberInfoKey(result.token), result.member);
      setSessionFlag('firstTimeLogin', result.firstTimeLogin);
      if (result.mustChangePassword || result.passwordExpired) {
        setSessionFlag('forcePasswordChange', true);
        open({ kind: 'changePassword', forced: true, knownPassword: password });
        return;
      }
      finish(origin);
    },
    [finish, open, queryClient],
  );
}

/**
 * Finishing a sign-in: the after-login flag is set, agents go to the agent centre, a first login
 * gets the welcome dialog, others stay where they were (or return to the page that asked them
 * to log in; registration goes home).
 */
export function useFinishLogin() {
  const navigate = useNavigate();
  const location = useLocation();
  const { open, close } = useModals();

  return useCallback(
    (origin: TLoginOrigin | 'passwordChanged') => {
      setSessionFlag('afterLogin', true);
      const session = getSession();
      const firstLogin = readSessionFlag('firstTimeLogin');
      if (firstLogin) open({ kind: 'welcome' });
      else close();

      const state: unknown = location.state;
      const from = isLocation((state as { from?: unknown } | null)?.from)
        ? (state as { from: Location }).from
        : null;
      if (session.accountType !== null && isAgentType(session.accountType)) {
        navigate('/agentHome', { replace: origin === 'agent' });
      } else if (from && origin === 'login') {
        navigate(`${from.pathname}${from.search}${from.hash}`, { replace: true });
      } else if (
        origin !== 'login' ||
        ['/login', '/register', '/agent'].includes(location.pathname)
      ) {
        navigate('/', { replace: true });
      }
    },
    [close, location.pathname, location.state, navigate, open],
  );
}
