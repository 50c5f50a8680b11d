import { API, ZMemberInfo, ZPublicState, type TMemberInfo, type TPublicState } from '@lw/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest, serverChecked } from '../lib/api-client';
import { useSession } from '../lib/session';

/** While signed in, member info and the header figures refresh this often (spec §4). */
export const MEMBER_REFETCH_MS = 60_000;

/** Every signed-in query key starts with this, so signing in or out drops them together. */
export const MEMBER_QUERY_ROOT = 'member';

/** Retry a failed read once, except when the server said no (4xx): that will not change. */
function retryServerErrors(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

/** GET /api/members/me (spec §3 "Member info"). */
export function getMemberInfo(signal?: AbortSignal): Promise<TMemberInfo> {
  return apiRequest(
    API.member.me,
    serverChecked<TMemberInfo>(import.meta.env.PROD ? null : ZMemberInfo),
    { signal },
  );
}

/** GET /api/members/me/public-state (spec §3 "Public state"). */
export function getPublicState(signal?: AbortSignal): Promise<TPublicState> {
  return apiRequest(
    API.member.publicState,
    serverChecked<TPublicState>(import.meta.env.PROD ? null : ZPublicState),
    { signal },
  );
}

/** The query key of the signed-in member's info; the token keeps accounts apart. */
export function memberInfoKey(token: string | null) {
  return [MEMBER_QUERY_ROOT, token, 'me'] as const;
}

/** The query key of the header figures. */
export function publicStateKey(token: string | null) {
  return [MEMBER_QUERY_ROOT, token, 'publicState'] as const;
}

export function memberInfoQuery(token: string | null) {
  return queryOptions({
    queryKey: memberInfoKey(token),
    queryFn: ({ signal }) => getMemberInfo(signal),
    enabled: token !== null,
    refetchInterval: MEMBER_REFETCH_MS,
    staleTime: 10_000,
    retry: retryServerErrors,
  });
}

export function publicStateQuery(token: string | null) {
  return queryOptions({
    queryKey: publicStateKey(token),
    queryFn: ({ signal }) => getPublicState(signal),
    enabled: token !== null,
    refetchInterval: MEMBER_REFETCH_MS,
    staleTime: 10_000,
    retry: retryServerErrors,
  });
}

/** The signed-in member (disabled, no data, when signed out). */
export function useMemberInfo() {
  const { token } = useSession();
  return useQuery(memberInfoQuery(token));
}

/** Balance, VIP, promotion and unread counts of the signed-in member. */
export function usePublicState() {
  const { token } = useSession();
  return useQuery(publicStateQuery(token));
}
