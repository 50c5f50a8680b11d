import {
  PROMOTIONS_API,
  ZPromotionApplication,
  ZPromotionClaimResult,
  ZPromotionOfferList,
  type TPromotionApplyRequest,
  type TPromotionCategory,
} from '@lw/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { MEMBER_QUERY_ROOT } from '../../../api/member';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

const path = (pattern: string, id: number) => pattern.replace(':id', String(id));

/** The offers list (per session and language); every action refreshes it and the header count. */
export function offersKey(token: string | null) {
  return ['promotions', token] as const;
}

/** listPromotions: live and coming offers with the member's status on each. */
export function usePromotionOffers(language: string, category?: TPromotionCategory) {
  const { token } = useSession();
  const query = new URLSearchParams({ language, ...(category ? { category } : {}) });
  return useQuery({
    queryKey: [...offersKey(token), language, category ?? 'all'],
    queryFn: ({ signal }) =>
      apiRequest(`${PROMOTIONS_API.list}?${query.toString()}`, ZPromotionOfferList, { signal }),
    staleTime: 30_000,
  });
}

function useRefresh() {
  const { token } = useSession();
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: offersKey(token) }),
      client.invalidateQueries({ queryKey: [MEMBER_QUERY_ROOT] }),
    ]);
}

/** claimPromotion: one key per intended claim, so a double tap or a retry pays once. */
export function useClaimPromotion() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, requestId }: { id: number; requestId: string }) =>
      apiRequest(path(PROMOTIONS_API.claim, id), ZPromotionClaimResult, {
        method: 'POST',
        body: { requestId },
      }),
    onSuccess: refresh,
  });
}

/** optInPromotion: a deposit-match offer the next approved deposit takes. */
export function useOptInPromotion() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(path(PROMOTIONS_API.optIn, id), z.object({ status: z.literal('process') }), {
        method: 'POST',
      }),
    onSuccess: refresh,
  });
}

/** applyPromotion: the remark and images (base64) of an apply-for-review offer. */
export function useApplyPromotion() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TPromotionApplyRequest }) =>
      apiRequest(path(PROMOTIONS_API.apply, id), ZPromotionApplication, { method: 'POST', body }),
    onSuccess: refresh,
  });
}
