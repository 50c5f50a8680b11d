import {
  REALITY_CHECK_API,
  ZRealityCheck,
  ZRealityCheckSummary,
  type TRealityCheck,
  type TRealityCheckSummary,
} from '@lw/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MEMBER_QUERY_ROOT } from '../../../api/member';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

function realityCheckKey(token: string | null) {
  return [MEMBER_QUERY_ROOT, token, 'reality-check'] as const;
}

/** getRealityCheck: the member's interval (real accounts only; trial play has none). */
export function useRealityCheck() {
  const { token, isTrial } = useSession();
  return useQuery({
    queryKey: realityCheckKey(token),
    queryFn: ({ signal }) => apiRequest(REALITY_CHECK_API.settings, ZRealityCheck, { signal }),
    enabled: token !== null && !isTrial,
    staleTime: 5 * 60_000,
  });
}

/** updateRealityCheck: saves the interval; the game screens use it from their next check. */
export function useSaveRealityCheck() {
  const { token } = useSession();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (intervalMinutes: number) =>
      apiRequest(REALITY_CHECK_API.settings, ZRealityCheck, {
        method: 'PUT',
        body: { intervalMinutes },
      }),
    onSuccess: (saved: TRealityCheck) => client.setQueryData(realityCheckKey(token), saved),
  });
}

/** getRealityCheckSummary: time played and net result since the screen opened. */
export function fetchRealityCheckSummary(since: Date): Promise<TRealityCheckSummary> {
  const query = new URLSearchParams({ since: since.toISOString() });
  return apiRequest(`${REALITY_CHECK_API.summary}?${query.toString()}`, ZRealityCheckSummary);
}
