import { API, ZLoginHistory } from '@lw/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { MEMBER_QUERY_ROOT } from './member';
import { apiRequest } from '../lib/api-client';
import { useSession } from '../lib/session';

/** GET /api/members/me/login-history: the member's recent sign-ins, newest first. */
export function getLoginHistory(signal?: AbortSignal) {
  return apiRequest(API.member.loginHistory, ZLoginHistory, { signal });
}

export function loginHistoryQuery(token: string | null) {
  return queryOptions({
    queryKey: [MEMBER_QUERY_ROOT, token, 'loginHistory'],
    queryFn: ({ signal }) => getLoginHistory(signal),
    enabled: token !== null,
    staleTime: 30_000,
  });
}

/** The signed-in member's login history. */
export function useLoginHistory() {
  const { token } = useSession();
  return useQuery(loginHistoryQuery(token));
}
