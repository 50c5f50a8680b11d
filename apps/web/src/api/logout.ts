import { API } from '@lw/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { MEMBER_QUERY_ROOT } from './member';
import { apiRequest, noContent } from '../lib/api-client';
import { clearSession, getSession } from '../lib/session';

/** POST /api/auth/logout: ends the session `token` on the server (204). */
function logout(token: string | null): Promise<void> {
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  return apiRequest(API.auth.logout, noContent, { method: 'POST', headers });
}

/**
 * Signing out (spec §4 "Logout", after the confirmation): clears session storage with the login
 * and agent flags first, then calls logout with the token it held (whatever the server answers:
 * the session may already be gone), drops the member's cached data and goes home. Clearing first
 * means the server's `session.ended` push for this very sign-out finds a page that holds no
 * session any more, instead of running the "your session ended, log in again" path.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useMutation({ mutationFn: logout });
  const { mutateAsync } = mutation;
  const signOut = useCallback(async () => {
    const { token } = getSession();
    // signedOut: a login-only page sends the visitor home rather than to the login popup.
    clearSession({ signedOut: true });
    try {
      await mutateAsync(token);
    } catch {
      /* signed out locally anyway */
    }
    queryClient.removeQueries({ queryKey: [MEMBER_QUERY_ROOT] });
    await navigate('/', { replace: true });
  }, [mutateAsync, navigate, queryClient]);
  return { signOut, pending: mutation.isPending };
}
