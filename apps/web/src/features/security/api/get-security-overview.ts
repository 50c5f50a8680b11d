import { API, ZSecurityOverview, type TSecurityOverview } from '@lw/contracts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { MEMBER_QUERY_ROOT, memberInfoKey } from '../../../api/member';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

/** GET /api/members/me/security: bound mobile, e-mail, payment password, authenticator. */
export function getSecurityOverview(signal?: AbortSignal): Promise<TSecurityOverview> {
  return apiRequest(API.member.security, ZSecurityOverview, { signal });
}

export function securityOverviewKey(token: string | null) {
  return [MEMBER_QUERY_ROOT, token, 'security'] as const;
}

export function securityOverviewQuery(token: string | null) {
  return queryOptions({
    queryKey: securityOverviewKey(token),
    queryFn: ({ signal }) => getSecurityOverview(signal),
    enabled: token !== null,
    staleTime: 30_000,
  });
}

/** The signed-in member's security settings. */
export function useSecurityOverview() {
  const { token } = useSession();
  return useQuery(securityOverviewQuery(token));
}

/**
 * After a security change: reloads the overview and the member info (the profile card shows
 * the masked mobile and e-mail from there too).
 */
export function useRefreshSecurity() {
  const queryClient = useQueryClient();
  const { token } = useSession();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: securityOverviewKey(token) }),
        queryClient.invalidateQueries({ queryKey: memberInfoKey(token) }),
      ]),
    [queryClient, token],
  );
}
