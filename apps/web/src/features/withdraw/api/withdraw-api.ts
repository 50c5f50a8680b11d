import {
  WITHDRAWAL_API,
  withdrawalPath,
  ZMemberBankAccount,
  ZMyWithdrawal,
  ZMyWithdrawalPage,
  ZThaiBank,
  ZWithdrawInfo,
  type TAddBankAccountRequest,
  type TCreateWithdrawalRequest,
  type TMemberBankAccount,
  type TMyWithdrawal,
  type TMyWithdrawalPage,
  type TNotReceivedRequest,
  type TThaiBank,
  type TWithdrawInfo,
} from '@lw/contracts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { MEMBER_QUERY_ROOT, publicStateKey } from '../../../api/member';
import { apiRequest, noContent } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useLiveStatus } from '../../wallet';

const API = WITHDRAWAL_API.member;
const ZBankList = ZThaiBank.array();

export function getBanks(signal?: AbortSignal): Promise<TThaiBank[]> {
  return apiRequest(API.banks, ZBankList, { signal });
}

/** Limits, today's usage, turnover left, payment-password flag and the bank accounts. */
export function getWithdrawInfo(signal?: AbortSignal): Promise<TWithdrawInfo> {
  return apiRequest(API.withdrawInfo, ZWithdrawInfo, { signal });
}

export function addBankAccount(body: TAddBankAccountRequest): Promise<TMemberBankAccount> {
  return apiRequest(API.bankAccounts, ZMemberBankAccount, { method: 'POST', body });
}

export function setDefaultBankAccount(id: number): Promise<TMemberBankAccount> {
  return apiRequest(withdrawalPath(API.bankAccountDefault, id), ZMemberBankAccount, {
    method: 'POST',
  });
}

export function removeBankAccount(id: number): Promise<void> {
  return apiRequest(withdrawalPath(API.bankAccount, id), noContent, { method: 'DELETE' });
}

export function createWithdrawal(body: TCreateWithdrawalRequest): Promise<TMyWithdrawal> {
  return apiRequest(API.withdrawals, ZMyWithdrawal, { method: 'POST', body });
}

export function getMyWithdrawals(page: number, signal?: AbortSignal): Promise<TMyWithdrawalPage> {
  return apiRequest(`${API.withdrawals}?page=${page}&pageSize=10`, ZMyWithdrawalPage, { signal });
}

export function confirmReceived(id: number): Promise<TMyWithdrawal> {
  return apiRequest(withdrawalPath(API.withdrawalReceived, id), ZMyWithdrawal, {
    method: 'POST',
  });
}

export function reportNotReceived(id: number, body: TNotReceivedRequest): Promise<TMyWithdrawal> {
  return apiRequest(withdrawalPath(API.withdrawalNotReceived, id), ZMyWithdrawal, {
    method: 'POST',
    body,
  });
}

function withdrawKey(token: string | null, part: string) {
  return [MEMBER_QUERY_ROOT, token, 'withdraw', part] as const;
}

export function useBanks() {
  const { token } = useSession();
  return useQuery(
    queryOptions({
      queryKey: withdrawKey(token, 'banks'),
      queryFn: ({ signal }) => getBanks(signal),
      staleTime: Infinity,
    }),
  );
}

export function useWithdrawInfo() {
  const { token } = useSession();
  return useQuery(
    queryOptions({
      queryKey: withdrawKey(token, 'info'),
      queryFn: ({ signal }) => getWithdrawInfo(signal),
      enabled: token !== null,
    }),
  );
}

/** One page of the member's withdrawals, kept on their live status (and the limits with it). */
export function useMyWithdrawals(page: number) {
  const { token } = useSession();
  useLiveStatus('withdrawal', withdrawKey(token, 'list'), [withdrawKey(token, 'info')]);
  return useQuery(
    queryOptions({
      queryKey: [...withdrawKey(token, 'list'), page] as const,
      queryFn: ({ signal }) => getMyWithdrawals(page, signal),
      enabled: token !== null,
      placeholderData: (previous) => previous,
    }),
  );
}

/** After any withdraw change: reload the page's info, the list and the header balance. */
export function useRefreshWithdraw() {
  const queryClient = useQueryClient();
  const { token } = useSession();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [MEMBER_QUERY_ROOT, token, 'withdraw'] }),
        queryClient.invalidateQueries({ queryKey: publicStateKey(token) }),
      ]),
    [queryClient, token],
  );
}
