import type { TAccountStatus, TCreateAgentRequest } from '@lw/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  accountsQueryKey,
  createAgent,
  endAccountSessions,
  fetchAccount,
  fetchAccounts,
  fetchLoginHistory,
  moveUpline,
  resetAccountPassword,
  setAccountStatus,
  type AccountFilters,
} from './accounts-api';

/** One page of the member and agent search; the previous page stays shown while the next loads. */
export function useAccountsPage(filters: AccountFilters, enabled = true) {
  return useQuery({
    queryKey: [...accountsQueryKey, 'list', filters],
    queryFn: ({ signal }) => fetchAccounts(filters, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** One account with profile, upline chain, counts and recent sign-ins. */
export function useAccount(id: number | undefined) {
  return useQuery({
    queryKey: [...accountsQueryKey, 'detail', id],
    queryFn: ({ signal }) => fetchAccount(id!, signal),
    enabled: id !== undefined && id > 0,
  });
}

/** The last 100 sign-in attempts of an account, loaded on demand. */
export function useLoginHistory(id: number, enabled: boolean) {
  return useQuery({
    queryKey: [...accountsQueryKey, 'login-history', id],
    queryFn: ({ signal }) => fetchLoginHistory(id, signal),
    enabled,
  });
}

/** After any change: lists, details and the audit log are stale. */
function useRefreshAfterChange() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: accountsQueryKey });
    void queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] });
  };
}

export function useCreateAgent() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (body: TCreateAgentRequest) => createAgent(body),
    onSuccess: refresh,
  });
}

export function useMoveUpline(id: number) {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (uplineId: number) => moveUpline(id, uplineId),
    onSuccess: refresh,
  });
}

export function useSetAccountStatus(id: number) {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (body: { status: TAccountStatus; reason: string }) => setAccountStatus(id, body),
    onSuccess: refresh,
  });
}

export function useResetAccountPassword(id: number) {
  const refresh = useRefreshAfterChange();
  return useMutation({ mutationFn: () => resetAccountPassword(id), onSuccess: refresh });
}

export function useEndAccountSessions(id: number) {
  const refresh = useRefreshAfterChange();
  return useMutation({ mutationFn: () => endAccountSessions(id), onSuccess: refresh });
}
