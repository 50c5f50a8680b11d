import type { ZPointsRewardInput } from '@lw/contracts';
import {
  POINTS_API,
  ZAdminPointsMember,
  ZPointsClawbackResult,
  ZPointsConfig,
  ZPointsRedemption,
  ZPointsRedemptionList,
  ZPointsReward,
  ZPointsRewardList,
  type TPointsConfig,
  type TRedemptionStatus,
} from '@lw/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export type TPointsRewardInput = z.infer<typeof ZPointsRewardInput>;

const root = ['admin', 'points'] as const;
const withId = (path: string, id: number) => path.replace(':id', String(id));

export function usePointsConfig(enabled: boolean) {
  return useQuery({
    queryKey: [...root, 'config'],
    queryFn: ({ signal }) => apiRequest(POINTS_API.adminConfig, { schema: ZPointsConfig, signal }),
    enabled,
  });
}

export function useSavePointsConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (config: TPointsConfig) =>
      apiRequest(POINTS_API.adminConfig, { method: 'PUT', body: config, schema: ZPointsConfig }),
    onSuccess: (saved) => queryClient.setQueryData([...root, 'config'], saved),
  });
}

/** The whole catalogue, inactive rewards too. */
export function usePointsRewards(enabled: boolean) {
  return useQuery({
    queryKey: [...root, 'rewards'],
    queryFn: ({ signal }) =>
      apiRequest(POINTS_API.adminRewards, { schema: ZPointsRewardList, signal }),
    enabled,
  });
}

/** Creates a reward (no id) or replaces one. */
export function useSavePointsReward() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: TPointsRewardInput }) =>
      id === null
        ? apiRequest(POINTS_API.adminRewards, {
            method: 'POST',
            body: input,
            schema: ZPointsReward,
          })
        : apiRequest(withId(POINTS_API.adminReward, id), {
            method: 'PUT',
            body: input,
            schema: ZPointsReward,
          }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [...root, 'rewards'] }),
  });
}

export interface RedemptionFilter {
  status: TRedemptionStatus | undefined;
  page: number;
  pageSize: number;
}

export function useRedemptions(filter: RedemptionFilter) {
  return useQuery({
    queryKey: [...root, 'redemptions', filter],
    queryFn: ({ signal }) =>
      apiRequest(POINTS_API.adminRedemptions, {
        schema: ZPointsRedemptionList,
        query: { status: filter.status, page: filter.page, pageSize: filter.pageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Approves or rejects a redemption In Process (a rejection refunds its points). */
export function useDecideRedemption() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      step,
      remark,
    }: {
      id: number;
      step: 'approve' | 'reject';
      remark?: string | undefined;
    }) =>
      apiRequest(
        withId(step === 'approve' ? POINTS_API.adminApprove : POINTS_API.adminReject, id),
        {
          method: 'POST',
          body: remark ? { remark } : {},
          schema: ZPointsRedemption,
        },
      ),
    // The queue, the catalogue's stock and the member's points all move.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: root }),
  });
}

/** A member's points balance and latest points entries. */
export function usePointsMember(accountId: number | null) {
  return useQuery({
    queryKey: [...root, 'member', accountId],
    queryFn: ({ signal }) =>
      apiRequest(withId(POINTS_API.adminMember, accountId!), {
        schema: ZAdminPointsMember,
        signal,
      }),
    enabled: accountId !== null,
  });
}

/** Takes back the points a reversed deposit earned (once per deposit). */
export function useClawback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { depositId: number; reason: string }) =>
      apiRequest(POINTS_API.adminClawback, {
        method: 'POST',
        body,
        schema: ZPointsClawbackResult,
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [...root, 'member'] }),
  });
}
