import {
  ENGAGEMENT_API,
  ZAdminRewardPage,
  ZEngagementTask,
  ZLeaderboard,
  ZLeaderboardResults,
  ZRedEnvelopeCampaign,
  ZSignInRewards,
  type TCreateEngagementTask,
  type TCreateLeaderboard,
  type TCreateRedEnvelopeCampaign,
} from '@lw/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

const rootKey = ['admin', 'engagement'] as const;
const withId = (path: string, id: number) => path.replace(':id', String(id));

/** Rewards of every member, by status (newest first). */
export function useAdminRewards(filter: { status?: string | undefined; page: number }) {
  return useQuery({
    queryKey: [...rootKey, 'rewards', filter],
    queryFn: ({ signal }) =>
      apiRequest(ENGAGEMENT_API.admin.rewards, {
        schema: ZAdminRewardPage,
        query: { ...filter, pageSize: 50 },
        signal,
      }),
  });
}

export function useRedEnvelopeCampaigns() {
  return useQuery({
    queryKey: [...rootKey, 'redEnvelopes'],
    queryFn: ({ signal }) =>
      apiRequest(ENGAGEMENT_API.admin.redEnvelopes, {
        schema: z.array(ZRedEnvelopeCampaign),
        signal,
      }),
  });
}

export function useEngagementTasks() {
  return useQuery({
    queryKey: [...rootKey, 'tasks'],
    queryFn: ({ signal }) =>
      apiRequest(ENGAGEMENT_API.admin.tasks, { schema: z.array(ZEngagementTask), signal }),
  });
}

export function useSignInRewards() {
  return useQuery({
    queryKey: [...rootKey, 'signInRewards'],
    queryFn: ({ signal }) =>
      apiRequest(ENGAGEMENT_API.admin.signInRewards, { schema: ZSignInRewards, signal }),
  });
}

export function useLeaderboards() {
  return useQuery({
    queryKey: [...rootKey, 'leaderboards'],
    queryFn: ({ signal }) =>
      apiRequest(ENGAGEMENT_API.admin.leaderboards, { schema: z.array(ZLeaderboard), signal }),
  });
}

export function useLeaderboardResults(id: number | null) {
  return useQuery({
    queryKey: [...rootKey, 'leaderboardResults', id],
    queryFn: ({ signal }) =>
      apiRequest(withId(ENGAGEMENT_API.admin.leaderboardResults, id!), {
        schema: ZLeaderboardResults,
        signal,
      }),
    enabled: id !== null,
  });
}

/** Every write of this feature: the call, then the feature's lists again. */
function useWrite<T>(call: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: rootKey }),
  });
}

export const useCreateRedEnvelope = () =>
  useWrite((body: TCreateRedEnvelopeCampaign) =>
    apiRequest(ENGAGEMENT_API.admin.redEnvelopes, {
      method: 'POST',
      body,
      schema: ZRedEnvelopeCampaign,
    }),
  );
export const useCreateTask = () =>
  useWrite((body: TCreateEngagementTask) =>
    apiRequest(ENGAGEMENT_API.admin.tasks, { method: 'POST', body, schema: ZEngagementTask }),
  );
export const useCreateLeaderboard = () =>
  useWrite((body: TCreateLeaderboard) =>
    apiRequest(ENGAGEMENT_API.admin.leaderboards, { method: 'POST', body, schema: ZLeaderboard }),
  );
export const useSetSignInRewards = () =>
  useWrite((amounts: number[]) =>
    apiRequest(ENGAGEMENT_API.admin.signInRewards, {
      method: 'PUT',
      body: { amounts },
      schema: ZSignInRewards,
    }),
  );

/** Pauses or resumes a campaign, task or board. */
export const useSetActive = (path: string) =>
  useWrite(({ id, active }: { id: number; active: boolean }) =>
    apiRequest(withId(path, id), { method: 'POST', body: { active } }),
  );
