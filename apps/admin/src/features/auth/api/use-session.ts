import type { TAdminLoginRequest, TAdminPermission, TAdminSession } from '@lw/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { readToken, writeToken } from '../../../lib/storage';
import {
  fetchSession,
  postChangePassword,
  postLogin,
  postLogout,
  sessionQueryKey,
  type TChangeOwnPasswordRequest,
} from './session-api';

/** The signed-in operator, loaded once per tab from the stored token. */
export function useSessionQuery() {
  const hasToken = readToken() !== null;
  return useQuery({
    queryKey: sessionQueryKey,
    queryFn: ({ signal }) => fetchSession(signal),
    enabled: hasToken,
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** The session of the signed-in operator; only inside the authenticated layout. */
export function useSession(): TAdminSession {
  const { data } = useSessionQuery();
  if (!data) throw new Error('useSession used outside the signed-in area');
  return data;
}

/** Whether the signed-in operator has a permission (the server checks it again). */
export function useCan(permission: TAdminPermission): boolean {
  const { data } = useSessionQuery();
  return data?.permissions.includes(permission) ?? false;
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TAdminLoginRequest) => postLogin(body),
    onSuccess: ({ token, operator, permissions }) => {
      writeToken(token);
      queryClient.setQueryData<TAdminSession>(sessionQueryKey, { operator, permissions });
    },
  });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => postLogout(),
    // Sign out locally whatever the server says: the token is dropped either way.
    onSettled: () => {
      writeToken(null);
      queryClient.clear();
    },
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: TChangeOwnPasswordRequest) => postChangePassword(body),
  });
}
