import { VIP_API, ZVipState, type TVipState } from '@lw/contracts';
import { useQuery } from '@tanstack/react-query';
import { MEMBER_QUERY_ROOT } from '../../../api/member';
import { apiRequest, serverChecked } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

/** getVip: levels, my level, my figures over the window, progress and bonuses. */
export function useVipState() {
  const { token } = useSession();
  return useQuery({
    queryKey: [MEMBER_QUERY_ROOT, token, 'vip'],
    queryFn: ({ signal }) =>
      apiRequest(VIP_API.mine, serverChecked<TVipState>(import.meta.env.PROD ? null : ZVipState), {
        signal,
      }),
    enabled: token !== null,
  });
}
