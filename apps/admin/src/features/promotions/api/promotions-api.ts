import {
  PROMOTIONS_API,
  ZAdminPromotion,
  ZAdminPromotionList,
  ZPromotionApplication,
  ZPromotionApplicationList,
  ZPromotionReport,
  type TApplicationDecision,
  type TPromotionInput,
} from '@lw/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { readToken } from '../../../lib/storage';

const key = ['admin', 'promotions'] as const;
const withId = (path: string, id: number) => path.replace(':id', String(id));

/** listAdminPromotions: every promotion with its budget counters. */
export function usePromotions() {
  return useQuery({
    queryKey: [...key, 'list'],
    queryFn: ({ signal }) =>
      apiRequest(PROMOTIONS_API.admin.list, { schema: ZAdminPromotionList, signal }),
  });
}

/** createPromotion / updatePromotion (id given). */
export function useSavePromotion(id: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TPromotionInput) =>
      apiRequest(id === null ? PROMOTIONS_API.admin.list : withId(PROMOTIONS_API.admin.one, id), {
        method: id === null ? 'POST' : 'PUT',
        body,
        schema: ZAdminPromotion,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}

/** closePromotion and drawPromotionRaffle. */
export function usePromotionAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({
      id,
      action,
    }: {
      id: number;
      action: 'close' | 'draw';
    }): Promise<unknown> =>
      action === 'close'
        ? apiRequest(withId(PROMOTIONS_API.admin.close, id), {
            method: 'POST',
            schema: ZAdminPromotion,
          })
        : apiRequest(withId(PROMOTIONS_API.admin.draw, id), {
            method: 'POST',
            schema: z.object({ winners: z.number() }),
          }),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}

/** getPromotionReport: cost vs NGR, the ledger's side, abuse signals. */
export function usePromotionReport(id: number) {
  return useQuery({
    queryKey: [...key, 'report', id],
    queryFn: ({ signal }) =>
      apiRequest(withId(PROMOTIONS_API.admin.report, id), { schema: ZPromotionReport, signal }),
  });
}

/** listPromotionApplications (waiting ones by default). */
export function usePromotionApplications(status: 'applying' | 'issued' | 'rejected') {
  return useQuery({
    queryKey: [...key, 'applications', status],
    queryFn: ({ signal }) =>
      apiRequest(PROMOTIONS_API.admin.applications, {
        schema: ZPromotionApplicationList,
        query: { status },
        signal,
      }),
    refetchInterval: 30_000,
  });
}

/** decidePromotionApplication: approve with an amount, or reject with a reason. */
export function useDecideApplication(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TApplicationDecision) =>
      apiRequest(withId(PROMOTIONS_API.admin.decide, id), {
        method: 'POST',
        body,
        schema: ZPromotionApplication,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}

/** An application's image as an object URL (the route needs the operator's bearer). */
export function useApplicationImage(id: number, index: number) {
  return useQuery({
    queryKey: [...key, 'image', id, index],
    queryFn: async ({ signal }) => {
      const token = readToken();
      const response = await fetch(
        PROMOTIONS_API.admin.image.replace(':id', String(id)).replace(':index', String(index)),
        { headers: token ? { Authorization: `Bearer ${token}` } : {}, signal },
      );
      if (!response.ok) throw new Error(`image ${response.status}`);
      return URL.createObjectURL(await response.blob());
    },
    staleTime: Infinity,
  });
}
