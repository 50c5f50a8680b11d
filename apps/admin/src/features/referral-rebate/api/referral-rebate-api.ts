import {
  ADMIN_REBATE_API,
  ADMIN_REFERRAL_API,
  ZRebateDayList,
  ZRebateExplain,
  ZRebateRates,
  ZRebateRun,
  ZRebateRunList,
  ZReferralList,
  ZReferralRules,
  type TRebateRates,
  type TReferralRules,
} from '@lw/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const root = ['admin', 'referral-rebate'] as const;

/** Referrals with their status, rewards and self-referral flags. */
export function useReferrals(flagged: boolean) {
  return useQuery({
    queryKey: [...root, 'referrals', flagged],
    queryFn: ({ signal }) =>
      apiRequest(ADMIN_REFERRAL_API.list, {
        schema: ZReferralList,
        query: { flagged: flagged ? 'true' : undefined },
        signal,
      }),
  });
}

export function useReferralRules() {
  return useQuery({
    queryKey: [...root, 'referral-rules'],
    queryFn: ({ signal }) =>
      apiRequest(ADMIN_REFERRAL_API.rules, { schema: ZReferralRules, signal }),
  });
}

export function useSaveReferralRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rules: TReferralRules) =>
      apiRequest(ADMIN_REFERRAL_API.rules, { method: 'PUT', body: rules, schema: ZReferralRules }),
    onSuccess: (saved) => queryClient.setQueryData([...root, 'referral-rules'], saved),
  });
}

export function useRebateRates() {
  return useQuery({
    queryKey: [...root, 'rates'],
    queryFn: ({ signal }) => apiRequest(ADMIN_REBATE_API.rates, { schema: ZRebateRates, signal }),
  });
}

export function useSaveRebateRates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rates: TRebateRates) =>
      apiRequest(ADMIN_REBATE_API.rates, { method: 'PUT', body: rates, schema: ZRebateRates }),
    onSuccess: (saved) => queryClient.setQueryData([...root, 'rates'], saved),
  });
}

export function useRebateRuns() {
  return useQuery({
    queryKey: [...root, 'runs'],
    queryFn: ({ signal }) => apiRequest(ADMIN_REBATE_API.runs, { schema: ZRebateRunList, signal }),
  });
}

export function useRunRebate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (businessDay: string) =>
      apiRequest(ADMIN_REBATE_API.runs, {
        method: 'POST',
        body: { businessDay },
        schema: ZRebateRun,
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: root }),
  });
}

export function useRebateDays(businessDay: string | undefined) {
  return useQuery({
    queryKey: [...root, 'days', businessDay],
    queryFn: ({ signal }) =>
      apiRequest(ADMIN_REBATE_API.days, {
        schema: ZRebateDayList,
        query: { businessDay },
        signal,
      }),
    enabled: businessDay !== undefined,
  });
}

export function useRebateExplain(
  target: { accountId: number; businessDay: string; category: string } | null,
) {
  return useQuery({
    queryKey: [...root, 'explain', target],
    queryFn: ({ signal }) =>
      apiRequest(ADMIN_REBATE_API.explain, {
        schema: ZRebateExplain,
        query: target ? { ...target } : {},
        signal,
      }),
    enabled: target !== null,
  });
}
