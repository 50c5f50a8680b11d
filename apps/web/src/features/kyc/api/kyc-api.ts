import {
  KYC_API,
  ZErrorResponse,
  ZKycDocument,
  ZMyKyc,
  type TKycDocument,
  type TKycDocumentKind,
} from '@lw/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MEMBER_QUERY_ROOT } from '../../../api/member';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { getSession, useSession } from '../../../lib/session';

function kycKey(token: string | null) {
  return [MEMBER_QUERY_ROOT, token, 'kyc'] as const;
}

/** The member's KYC level and documents. */
export function useMyKyc() {
  const { token } = useSession();
  return useQuery(
    queryOptions({
      queryKey: kycKey(token),
      queryFn: ({ signal }) => apiRequest(KYC_API.member.kyc, ZMyKyc, { signal }),
      enabled: token !== null,
      retry: false,
    }),
  );
}

/** Uploads a file as raw bytes: the server checks its magic bytes and the 5 MB limit. */
export async function uploadKycDocument(kind: TKycDocumentKind, file: File): Promise<TKycDocument> {
  const { token } = getSession();
  let response: Response;
  try {
    response = await fetch(KYC_API.member.upload.replace(':kind', kind), {
      method: 'POST',
      headers: {
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        'Content-Type': file.type || 'application/octet-stream',
        Accept: 'application/json',
      },
      body: file,
    });
  } catch {
    throw new ApiError('SERVICE_UNAVAILABLE', 0, 'network request failed');
  }
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const parsed = ZErrorResponse.safeParse(payload);
    throw parsed.success
      ? new ApiError(parsed.data.error.code, response.status, parsed.data.error.message)
      : new ApiError(
          response.status === 413 ? 'PAYLOAD_TOO_LARGE' : 'KYC_FILE_INVALID',
          response.status,
          'upload failed',
        );
  }
  return ZKycDocument.parse(payload);
}

export function useKycUpload() {
  const { token } = useSession();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, file }: { kind: TKycDocumentKind; file: File }) =>
      uploadKycDocument(kind, file),
    onSettled: () => client.invalidateQueries({ queryKey: kycKey(token) }),
  });
}
