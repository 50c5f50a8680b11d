import type { TOperatorBankAccountInput, TPaymentMethodInput } from '@lw/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  approveDeposit,
  cashierQueryKey,
  deleteBankAccount,
  deletePaymentMethod,
  fetchBankAccounts,
  fetchDepositQueue,
  fetchPaymentMethods,
  rejectDeposit,
  saveBankAccount,
  savePaymentMethod,
  type DepositFilters,
} from './deposits-api';

/** After any cashier change: every cashier list and the audit log are stale. */
export function useRefreshCashier() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: cashierQueryKey });
    void queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] });
  };
}

export function useDepositQueue(filters: DepositFilters) {
  return useQuery({
    queryKey: [...cashierQueryKey, 'deposits', filters],
    queryFn: ({ signal }) => fetchDepositQueue(filters, signal),
    placeholderData: keepPreviousData,
  });
}

export function useApproveDeposit() {
  const refresh = useRefreshCashier();
  // Refetched on failure too: a decision that lost a race leaves the row on screen stale.
  return useMutation({ mutationFn: (id: number) => approveDeposit(id), onSettled: refresh });
}

export function useRejectDeposit() {
  const refresh = useRefreshCashier();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) => rejectDeposit(id, reason),
    onSettled: refresh,
  });
}

export function usePaymentMethods() {
  return useQuery({
    queryKey: [...cashierQueryKey, 'payment-methods'],
    queryFn: ({ signal }) => fetchPaymentMethods(signal),
  });
}

export function useSavePaymentMethod() {
  const refresh = useRefreshCashier();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: TPaymentMethodInput }) =>
      savePaymentMethod(id, body),
    onSuccess: refresh,
  });
}

export function useDeletePaymentMethod() {
  const refresh = useRefreshCashier();
  return useMutation({ mutationFn: (id: number) => deletePaymentMethod(id), onSuccess: refresh });
}

export function useBankAccounts() {
  return useQuery({
    queryKey: [...cashierQueryKey, 'bank-accounts'],
    queryFn: ({ signal }) => fetchBankAccounts(signal),
  });
}

export function useSaveBankAccount() {
  const refresh = useRefreshCashier();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: TOperatorBankAccountInput }) =>
      saveBankAccount(id, body),
    onSuccess: refresh,
  });
}

export function useDeleteBankAccount() {
  const refresh = useRefreshCashier();
  return useMutation({ mutationFn: (id: number) => deleteBankAccount(id), onSuccess: refresh });
}
