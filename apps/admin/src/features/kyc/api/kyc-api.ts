import {
  KYC_API,
  ZAdminKycDocument,
  ZKycQueue,
  ZMemberKyc,
  type TKycReviewRequest,
} from '@lw/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { readToken } from '../../../lib/storage';

const kycKey = ['admin', 'kyc'] as const;
const withId = (path: string, id: number) => path.replace(':id', String(id));

/** The pending documents, oldest first (refreshed every 30 s: members keep uploading). */
export function useKycQueue() {
  return useQuery({
    queryKey: [...kycKey, 'queue'],
    queryFn: ({ signal }) =>
      apiRequest(KYC_API.admin.queue, { schema: ZKycQueue, query: { limit: 200 }, signal }),
    refetchInterval: 30_000,
  });
}

/** A member's level and documents (the member page's card). */
export function useMemberKyc(accountId: number) {
  return useQuery({
    queryKey: [...kycKey, 'member', accountId],
    queryFn: ({ signal }) =>
      apiRequest(withId(KYC_API.admin.member, accountId), { schema: ZMemberKyc, signal }),
  });
}

/** Approve, reject or re-request; the queue and member cards are asked again after any answer. */
export function useKycReview(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (review: TKycReviewRequest) =>
      apiRequest(withId(KYC_API.admin.review, id), {
        method: 'POST',
        body: review,
        schema: ZAdminKycDocument,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: kycKey }),
  });
}

/**
 * The document's file as an object URL: it needs the bearer token, so an <img src> cannot load
 * it directly; the caller revokes the URL when done.
 */
export async function fetchKycFile(id: number, signal?: AbortSignal): Promise<string> {
  const token = readToken();
  const response = await fetch(withId(KYC_API.admin.file, id), {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    signal,
  });
  if (!response.ok) throw new ApiError('NOT_FOUND', response.status, 'document not available');
  return URL.createObjectURL(await response.blob());
}
