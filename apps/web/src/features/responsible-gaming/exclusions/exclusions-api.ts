import {
  EXCLUSIONS_API,
  ZExclusion,
  ZMyExclusions,
  type TExclusion,
  type TTakeExclusionRequest,
} from '@lw/contracts';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { MEMBER_QUERY_ROOT } from '../../../api/member';
import { apiRequest } from '../../../lib/api-client';
import { clearSession, useSession } from '../../../lib/session';

export function useMyExclusions() {
  const { token } = useSession();
  return useQuery(
    queryOptions({
      queryKey: [MEMBER_QUERY_ROOT, token, 'exclusions'] as const,
      queryFn: ({ signal }) =>
        apiRequest(EXCLUSIONS_API.member.exclusions, ZMyExclusions, { signal }),
      enabled: token !== null,
    }),
  );
}

/**
 * Takes a time-out or self-exclusion. The server signs the member out everywhere at once, so
 * the answer ends this session too: the session is cleared before `onTaken` shows what was taken.
 */
export function useTakeExclusion(onTaken: (taken: TExclusion) => void) {
  return useMutation({
    mutationFn: (body: TTakeExclusionRequest) =>
      apiRequest(EXCLUSIONS_API.member.exclusions, ZExclusion, { method: 'POST', body }),
    onSuccess: (taken) => {
      clearSession({ signedOut: true });
      onTaken(taken);
    },
  });
}
