import { REBATE_API, ZMyRebate, ZRebateClaimResult } from '@lw/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MEMBER_QUERY_ROOT } from '../../../api/member';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

const rebateKey = (token: string | null) => [MEMBER_QUERY_ROOT, token, 'rebate'] as const;

/** GET /api/rebate: today's rebate per category, what is claimable, the history. */
export function useMyRebate() {
  const { token } = useSession();
  return useQuery(
    queryOptions({
      queryKey: rebateKey(token),
      queryFn: ({ signal }) => apiRequest(REBATE_API.mine, ZMyRebate, { signal }),
      enabled: token !== null,
    }),
  );
}

/** POST /api/rebate/claims: pays what accrued today (once); then the page and the balance again. */
export function useClaimRebate() {
  const { token } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(REBATE_API.claim, ZRebateClaimResult, { method: 'POST' }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: [MEMBER_QUERY_ROOT, token] });
    },
  });
}
