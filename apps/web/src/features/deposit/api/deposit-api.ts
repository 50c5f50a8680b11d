import {
  DEPOSIT_API,
  ZDepositInstructions,
  ZDepositPage,
  ZPaymentMethodList,
  type TCreateDepositRequest,
  type TDepositInstructions,
  type TDepositPage,
  type TPaymentMethodList,
} from '@lw/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { MEMBER_QUERY_ROOT } from '../../../api/member';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useLiveStatus } from '../../wallet';

/** GET the enabled payment methods, in the operator's display order. */
export function getPaymentMethods(signal?: AbortSignal): Promise<TPaymentMethodList> {
  return apiRequest(DEPOSIT_API.member.paymentMethods, ZPaymentMethodList, { signal });
}

/** POST a deposit; the same requestId answers the same deposit (safe retry). */
export function createDeposit(body: TCreateDepositRequest): Promise<TDepositInstructions> {
  return apiRequest(DEPOSIT_API.member.deposits, ZDepositInstructions, { method: 'POST', body });
}

/** GET one page of the member's deposits, newest first. */
export function getMyDeposits(page: number, signal?: AbortSignal): Promise<TDepositPage> {
  return apiRequest(`${DEPOSIT_API.member.deposits}?page=${page}&pageSize=10`, ZDepositPage, {
    signal,
  });
}

/** GET a pending deposit's instructions again (to show them from the history). */
export function getDeposit(id: number): Promise<TDepositInstructions> {
  return apiRequest(DEPOSIT_API.member.deposit(id), ZDepositInstructions);
}

export function depositsKey(token: string | null) {
  return [MEMBER_QUERY_ROOT, token, 'deposits'] as const;
}

export function usePaymentMethods() {
  const { token } = useSession();
  return useQuery(
    queryOptions({
      queryKey: [MEMBER_QUERY_ROOT, token, 'payment-methods'] as const,
      queryFn: ({ signal }) => getPaymentMethods(signal),
      enabled: token !== null,
      staleTime: 60_000,
    }),
  );
}

/** One page of the member's deposits, kept on their live status. */
export function useMyDeposits(page: number) {
  const { token } = useSession();
  useLiveStatus('deposit', depositsKey(token));
  return useQuery(
    queryOptions({
      queryKey: [...depositsKey(token), page] as const,
      queryFn: ({ signal }) => getMyDeposits(page, signal),
      enabled: token !== null,
      placeholderData: (previous) => previous,
    }),
  );
}
