import {
  EXCLUSIONS_API,
  ZExclusion,
  ZMyExclusions,
  type TExclusion,
  type TTakeExclusionRequest,
} from '@lw/contracts';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { MEMBER_QUERY_ROOT } from '../../../api/member';
import { useNavigate } from 'react-router';
import { apiRequest } from '../../../lib/api-client';
import { RESPONSIBLE_GAMING_PATH } from '../../../lib/links';
import { useModals } from '../../../lib/modal-context';
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

/** What the Responsible gaming page is handed once a time-out or self-exclusion was taken. */
export interface TResponsibleGamingState {
  taken?: TExclusion;
}

/**
 * Takes a time-out or self-exclusion, from the Responsible gaming page or a game's sheet. The
 * server signs the member out everywhere at once, so the answer ends this session too: the
 * session is cleared, any popup the server's "session ended" push opened is closed, and the
 * Responsible gaming page shows what was taken.
 */
export function useTakeExclusion() {
  const navigate = useNavigate();
  const { close } = useModals();
  return useMutation({
    mutationFn: (body: TTakeExclusionRequest) =>
      apiRequest(EXCLUSIONS_API.member.exclusions, ZExclusion, { method: 'POST', body }),
    onSuccess: (taken) => {
      clearSession({ signedOut: true });
      close();
      const state: TResponsibleGamingState = { taken };
      void navigate(RESPONSIBLE_GAMING_PATH, { replace: true, state });
      window.scrollTo({ top: 0 });
    },
  });
}
