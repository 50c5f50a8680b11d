import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { MEMBER_QUERY_ROOT, useMemberInfo, usePublicState } from '../api/member';
import { useLiveEvents } from '../features/wallet';
import { onSessionExpired } from '../lib/api-client';
import { useModals } from '../lib/modal-context';
import { readSessionFlag, saveSession, useSession } from '../lib/session';

/**
 * Keeps the signed-in state honest on every screen (spec §4 "Login status"):
 * - with a token (from the address or session storage) member info and the header figures load
 *   at start and refresh every 60 s;
 * - member info fills in the stored account type and username (a handed-over token has none);
 * - a 401 from any signed-in call has already cleared the session: the login popup opens with
 *   "You are not logged in, please login";
 * - a pending forced password change reopens after a reload;
 * - while signed in, the live channel pushes balance changes (every layout, header or not).
 */
export function SessionWatcher() {
  const queryClient = useQueryClient();
  const { open, ensure } = useModals();
  const session = useSession();
  const member = useMemberInfo();
  usePublicState();
  useLiveEvents();

  useEffect(
    () =>
      onSessionExpired(() => {
        queryClient.removeQueries({ queryKey: [MEMBER_QUERY_ROOT] });
        open({ kind: 'login', reason: 'sessionExpired' });
      }),
    [open, queryClient],
  );

  const info = member.data;
  useEffect(() => {
    if (!info || !session.token) return;
    if (session.accountType !== info.type || session.username !== info.account) {
      saveSession({ accountType: info.type, username: info.account });
    }
  }, [info, session.token, session.accountType, session.username]);

  useEffect(() => {
    if (session.isLoggedIn && readSessionFlag('forcePasswordChange')) {
      ensure({ kind: 'changePassword', forced: true });
    }
  }, [session.isLoggedIn, ensure]);

  return null;
}
