import type { TCreateAdjustmentRequest } from '@lw/contracts';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { cashierQueryKey } from './deposits-api';
import { useRefreshCashier } from './use-deposits';
import {
  createAdjustment,
  decideAdjustment,
  fetchAdjustments,
  fetchMemberLedger,
  fetchMemberWallets,
  fetchWithdrawalProof,
  fetchWithdrawalQueue,
  postWithdrawalAction,
  type AdjustmentFilters,
  type WithdrawalAction,
  type WithdrawalFilters,
} from './withdrawals-api';

export function useWithdrawalQueue(filters: WithdrawalFilters) {
  return useQuery({
    queryKey: [...cashierQueryKey, 'withdrawals', filters],
    queryFn: ({ signal }) => fetchWithdrawalQueue(filters, signal),
    placeholderData: keepPreviousData,
  });
}

export function useWithdrawalAction() {
  const refresh = useRefreshCashier();
  return useMutation({
    mutationFn: ({
      id,
      action,
      body,
    }: {
      id: number;
      action: WithdrawalAction;
      body?: { reason: string } | { amountReceived: number };
    }) => postWithdrawalAction(id, action, body),
    // Refetched on failure too: a step that lost a race leaves the row on screen stale.
    onSettled: refresh,
  });
}

/** The proof image of a withdrawal, loaded only while shown. */
export function useWithdrawalProof(id: number | null) {
  return useQuery({
    queryKey: [...cashierQueryKey, 'withdrawal-proof', id],
    queryFn: ({ signal }) => fetchWithdrawalProof(id!, signal),
    enabled: id !== null,
    staleTime: Infinity,
    gcTime: 0,
  });
}

export function useAdjustments(filters: AdjustmentFilters) {
  return useQuery({
    queryKey: [...cashierQueryKey, 'adjustments', filters],
    queryFn: ({ signal }) => fetchAdjustments(filters, signal),
    placeholderData: keepPreviousData,
  });
}

export function useCreateAdjustment() {
  const refresh = useRefreshCashier();
  return useMutation({
    mutationFn: (body: TCreateAdjustmentRequest) => createAdjustment(body),
    onSuccess: refresh,
  });
}

export function useDecideAdjustment() {
  const refresh = useRefreshCashier();
  return useMutation({
    mutationFn: ({
      id,
      decision,
      note,
    }: {
      id: number;
      decision: 'approve' | 'reject';
      note?: string;
    }) => decideAdjustment(id, decision, note),
    onSettled: refresh,
  });
}

export function useMemberWallets(accountId: number | undefined) {
  return useQuery({
    queryKey: [...cashierQueryKey, 'wallets', accountId],
    queryFn: ({ signal }) => fetchMemberWallets(accountId!, signal),
    enabled: accountId !== undefined,
  });
}

export function useMemberLedger(
  accountId: number | undefined,
  query: { ledgerAccountId?: number; page: number; pageSize: number },
) {
  return useQuery({
    queryKey: [...cashierQueryKey, 'ledger', accountId, query],
    queryFn: ({ signal }) => fetchMemberLedger(accountId!, query, signal),
    enabled: accountId !== undefined,
    placeholderData: keepPreviousData,
  });
}
