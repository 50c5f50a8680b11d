import {
  LIMIT_API,
  limitPath,
  ZLimitHistory,
  ZMyLimits,
  type TAnswerLimitPrompt,
  type TLimitKind,
  type TLimitPeriod,
  type TMyLimits,
} from '@lw/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MEMBER_QUERY_ROOT } from '../../../api/member';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

export function limitsKey(token: string | null) {
  return [MEMBER_QUERY_ROOT, token, 'limits'] as const;
}

/** GET the member's limits with what is used and left this period. */
export function getMyLimits(signal?: AbortSignal): Promise<TMyLimits> {
  return apiRequest(LIMIT_API.mine, ZMyLimits, { signal });
}

export function useMyLimits(options: { refetchIntervalMs?: number } = {}) {
  const { token } = useSession();
  return useQuery(
    queryOptions({
      queryKey: limitsKey(token),
      queryFn: ({ signal }) => getMyLimits(signal),
      enabled: token !== null,
      // A game screen keeps what is left current while the member plays.
      ...(options.refetchIntervalMs ? { refetchInterval: options.refetchIntervalMs } : {}),
      retry: false,
    }),
  );
}

export function useLimitHistory() {
  const { token } = useSession();
  return useQuery(
    queryOptions({
      queryKey: [...limitsKey(token), 'history'] as const,
      queryFn: ({ signal }) => apiRequest(LIMIT_API.history, ZLimitHistory, { signal }),
      enabled: token !== null,
    }),
  );
}

type TLimitAction =
  | { kind: TLimitKind; period: TLimitPeriod; action: 'set'; amount: number | null }
  | { kind: TLimitKind; period: TLimitPeriod; action: 'confirm' | 'cancel' };

/** Set / confirm / cancel one limit; the answer is the new state of every limit. */
export function useLimitAction() {
  const { token } = useSession();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (a: TLimitAction) =>
      a.action === 'set'
        ? apiRequest(limitPath(LIMIT_API.limit, a), ZMyLimits, {
            method: 'PUT',
            body: { amount: a.amount },
          })
        : apiRequest(
            limitPath(a.action === 'confirm' ? LIMIT_API.confirm : LIMIT_API.cancel, a),
            ZMyLimits,
            {
              method: 'POST',
            },
          ),
    onSuccess: (limits) => {
      client.setQueryData(limitsKey(token), limits);
      void client.invalidateQueries({ queryKey: [...limitsKey(token), 'history'] });
    },
  });
}

/** Records the answer to the prompt to set a limit (registration or first deposit). */
export function useAnswerPrompt() {
  const { token } = useSession();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TAnswerLimitPrompt) =>
      apiRequest(LIMIT_API.prompt, ZMyLimits, { method: 'POST', body }),
    onSuccess: (limits) => client.setQueryData(limitsKey(token), limits),
  });
}
