import {
  POINTS_API,
  ZPointsEntryList,
  ZPointsRedemption,
  ZPointsRedemptionList,
  ZPointsRewardList,
  ZPointsSummary,
} from '@lw/contracts';
import type { z } from 'zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { MEMBER_QUERY_ROOT, publicStateKey } from '../../../api/member';
import { apiRequest, serverChecked } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

type TPointsSummary = z.infer<typeof ZPointsSummary>;
type TPointsEntryList = z.infer<typeof ZPointsEntryList>;
type TPointsRewardList = z.infer<typeof ZPointsRewardList>;
type TPointsRedemptionList = z.infer<typeof ZPointsRedemptionList>;
type TPointsRedemption = z.infer<typeof ZPointsRedemption>;

/** Every points query key starts here: one invalidation refreshes the whole mall. */
function pointsKey(token: string | null) {
  return [MEMBER_QUERY_ROOT, token, 'points'] as const;
}

/** A GET of the mall, checked against its contract outside production builds. */
function usePointsQuery<T>(part: string, path: string, schema: z.ZodType<T>) {
  const { token } = useSession();
  return useQuery({
    queryKey: [...pointsKey(token), part, path],
    queryFn: ({ signal }) =>
      apiRequest(path, serverChecked<T>(import.meta.env.PROD ? null : schema), { signal }),
    enabled: token !== null,
  });
}

/** getPoints: balance, lifetime figures, the exchange table and rules. */
export const usePointsSummary = () =>
  usePointsQuery<TPointsSummary>('summary', POINTS_API.summary, ZPointsSummary);

/** listPointsRewards: the active catalogue. */
export const usePointsRewards = () =>
  usePointsQuery<TPointsRewardList>('rewards', POINTS_API.rewards, ZPointsRewardList);

/** listPointsDetails: every points movement, newest first. */
export const usePointsDetails = (page: number) =>
  usePointsQuery<TPointsEntryList>(
    'details',
    `${POINTS_API.details}?page=${page}&pageSize=20`,
    ZPointsEntryList,
  );

/** listPointsRedemptions: the redeem history. */
export const usePointsRedemptions = (page: number) =>
  usePointsQuery<TPointsRedemptionList>(
    'redemptions',
    `${POINTS_API.redemptions}?page=${page}&pageSize=20`,
    ZPointsRedemptionList,
  );

const redemption = () =>
  serverChecked<TPointsRedemption>(import.meta.env.PROD ? null : ZPointsRedemption);

/** redeemPoints: a reward with the payment password (one record per requestId). */
export function redeemReward(body: {
  rewardId: number;
  paymentPassword: string;
  requestId: string;
}) {
  return apiRequest(POINTS_API.redemptions, redemption(), { method: 'POST', body });
}

/** convertPoints: points to money at the table's rate with the payment password. */
export function convertPoints(body: {
  points: number;
  paymentPassword: string;
  requestId: string;
}) {
  return apiRequest(POINTS_API.conversions, redemption(), { method: 'POST', body });
}

/** Refetches the mall and the header balance after points moved. */
export function usePointsRefresh(): () => Promise<void> {
  const queryClient = useQueryClient();
  const { token } = useSession();
  return useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: pointsKey(token) }),
      queryClient.invalidateQueries({ queryKey: publicStateKey(token) }),
    ]);
  }, [queryClient, token]);
}
