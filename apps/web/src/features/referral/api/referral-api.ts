import { REFERRAL_API, ZMyReferral } from '@lw/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { MEMBER_QUERY_ROOT } from '../../../api/member';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

/** GET /api/referral: my code, link, the rules, my friends and my rewards. */
export function useMyReferral() {
  const { token } = useSession();
  return useQuery(
    queryOptions({
      queryKey: [MEMBER_QUERY_ROOT, token, 'referral'] as const,
      queryFn: ({ signal }) => apiRequest(REFERRAL_API.mine, ZMyReferral, { signal }),
      enabled: token !== null,
    }),
  );
}
