import {
  ENGAGEMENT_API,
  ZEngagementBadges,
  ZLeaderboardList,
  ZRedEnvelopeGrab,
  ZRedEnvelopeState,
  ZReward,
  ZRewardList,
  ZSignInResult,
  ZTaskBoard,
} from '@lw/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MEMBER_QUERY_ROOT } from '../../../api/member';
import { apiRequest, type TSchema } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

/** Under the member root (dropped at sign-out). */
const rootKey = (token: string | null) => [MEMBER_QUERY_ROOT, token, 'engagement'] as const;

function memberQuery<T>(
  token: string | null,
  name: string,
  path: string,
  schema: TSchema<T>,
  refetchMs?: number,
) {
  return queryOptions({
    queryKey: [...rootKey(token), name],
    queryFn: ({ signal }) => apiRequest(path, schema, { signal }),
    enabled: token !== null,
    ...(refetchMs ? { refetchInterval: refetchMs } : {}),
  });
}

/** GET /api/engagement/badges: the member centre's red counts of rewards and leaderboard prizes. */
export function useEngagementBadges() {
  const { token, isTrial } = useSession();
  return useQuery({
    ...memberQuery(token, 'badges', ENGAGEMENT_API.member.badges, ZEngagementBadges),
    enabled: token !== null && !isTrial,
  });
}

/** GET /api/engagement/rewards. */
export function useRewards() {
  const { token } = useSession();
  return useQuery(memberQuery(token, 'rewards', ENGAGEMENT_API.member.rewards, ZRewardList));
}

/** GET /api/engagement/tasks: today's tasks and the sign-in calendar. */
export function useTaskBoard() {
  const { token } = useSession();
  return useQuery(memberQuery(token, 'tasks', ENGAGEMENT_API.member.tasks, ZTaskBoard));
}

/** GET /api/engagement/red-envelopes (every 30 s: a window opens by the clock). */
export function useRedEnvelopes(enabled = true) {
  const { token, isTrial } = useSession();
  return useQuery({
    ...memberQuery(
      token,
      'redEnvelopes',
      ENGAGEMENT_API.member.redEnvelopes,
      ZRedEnvelopeState,
      30_000,
    ),
    enabled: enabled && token !== null && !isTrial,
  });
}

/** GET /api/engagement/leaderboards. */
export function useLeaderboards() {
  const { token } = useSession();
  return useQuery(
    memberQuery(
      token,
      'leaderboards',
      ENGAGEMENT_API.member.leaderboards,
      ZLeaderboardList,
      60_000,
    ),
  );
}

/** After any engagement action: every engagement figure again (rewards, badges, tasks). */
function useRefresh() {
  const { token } = useSession();
  const queryClient = useQueryClient();
  // The header's balance follows by itself: the live channel pushes it after the ledger posts.
  return () => void queryClient.invalidateQueries({ queryKey: rootKey(token) });
}

/** POST /api/engagement/rewards/:id/claim. */
export function useClaimReward() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(ENGAGEMENT_API.member.claimReward.replace(':id', String(id)), ZReward, {
        method: 'POST',
      }),
    onSettled: refresh,
  });
}

/** POST /api/engagement/tasks/:id/collect. */
export function useCollectTask() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(ENGAGEMENT_API.member.collectTask.replace(':id', String(id)), ZReward, {
        method: 'POST',
      }),
    onSettled: refresh,
  });
}

/** POST /api/engagement/sign-in. */
export function useSignIn() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: () => apiRequest(ENGAGEMENT_API.member.signIn, ZSignInResult, { method: 'POST' }),
    onSettled: refresh,
  });
}

/** POST /api/engagement/red-envelopes/:id/grab. */
export function useGrabRedEnvelope() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (campaignId: number) =>
      apiRequest(
        ENGAGEMENT_API.member.grabRedEnvelope.replace(':id', String(campaignId)),
        ZRedEnvelopeGrab,
        {
          method: 'POST',
        },
      ),
    onSettled: refresh,
  });
}
