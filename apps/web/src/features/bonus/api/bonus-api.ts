import { BONUSES_API, ZBonus, ZMyBonuses } from '@lw/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MEMBER_QUERY_ROOT } from '../../../api/member';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

function bonusesKey(token: string | null) {
  return [MEMBER_QUERY_ROOT, token, 'bonuses'] as const;
}

/** The member's bonuses (newest first) and whether a withdrawal request would forfeit one. */
export function useMyBonuses() {
  const { token } = useSession();
  return useQuery(
    queryOptions({
      queryKey: bonusesKey(token),
      queryFn: ({ signal }) => apiRequest(BONUSES_API.mine, ZMyBonuses, { signal }),
      enabled: token !== null,
      retry: false,
    }),
  );
}

/** Gives a bonus up (its balance goes back to the house); the list and balance refresh. */
export function useForfeitBonus() {
  const { token } = useSession();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(BONUSES_API.forfeit.replace(':id', String(id)), ZBonus, {
        method: 'POST',
        body: {},
      }),
    onSettled: () => client.invalidateQueries({ queryKey: [MEMBER_QUERY_ROOT, token] }),
  });
}
