import { API } from '@lw/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { MEMBER_QUERY_ROOT } from './member';
import { apiRequest, noContent } from '../lib/api-client';
import { clearSession } from '../lib/session';

/** POST /api/auth/logout: ends the session on the server (204). */
export function logout(): Promise<void> {
  return apiRequest(API.auth.logout, noContent, { method: 'POST' });
}

/**
 * Signing out (spec §4 "Logout", after the confirmation): calls logout, then, whatever the
 * server answered (the session may already be gone), clears session storage with the login and
 * agent flags, drops the member's cached data and goes home.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useMutation({ mutationFn: logout });
  const { mutateAsync } = mutation;
  const signOut = useCallback(async () => {
    try {
      await mutateAsync();
    } catch {
      /* signed out locally anyway */
    }
    // signedOut: a login-only page sends the visitor home rather than to the login popup.
    clearSession({ signedOut: true });
    queryClient.removeQueries({ queryKey: [MEMBER_QUERY_ROOT] });
    await navigate('/', { replace: true });
  }, [mutateAsync, navigate, queryClient]);
  return { signOut, pending: mutation.isPending };
}
