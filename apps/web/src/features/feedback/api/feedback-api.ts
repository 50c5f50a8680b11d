import {
  FEEDBACK_API,
  ZFeedbackConfig,
  ZMyFeedback,
  ZMyFeedbackList,
  type TFeedbackRequest,
} from '@lw/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MEMBER_QUERY_ROOT } from '../../../api/member';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

/** The member's feedback list (refreshed after a send and when a reply arrives live). */
export function myFeedbackKey(token: string | null) {
  return [MEMBER_QUERY_ROOT, token, 'feedback'] as const;
}

/** getFeedbackConfig: the operator's question types and word bounds. */
export function useFeedbackConfig() {
  return useQuery({
    queryKey: ['feedback', 'config'],
    queryFn: ({ signal }) => apiRequest(FEEDBACK_API.config, ZFeedbackConfig, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** listMyFeedback: the member's feedback with the operator's replies. */
export function useMyFeedback() {
  const { token } = useSession();
  return useQuery({
    queryKey: myFeedbackKey(token),
    queryFn: ({ signal }) => apiRequest(FEEDBACK_API.mine, ZMyFeedbackList, { signal }),
    enabled: token !== null,
    // A reply also comes live (feedback.replied); this catches one sent while offline.
    refetchInterval: 60_000,
  });
}

/** submitFeedback (spec §7 PUT feedback). */
export function useSubmitFeedback() {
  const { token } = useSession();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TFeedbackRequest) =>
      apiRequest(FEEDBACK_API.mine, ZMyFeedback, { method: 'PUT', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: myFeedbackKey(token) }),
  });
}
