import { API, ZAffiliateCheck } from '@lw/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/auth/affiliates/:code: whether an invitation code belongs to an agent. */
export function checkAffiliate(code: string, signal?: AbortSignal) {
  return apiRequest(API.auth.affiliate(code), ZAffiliateCheck, { signal });
}

export function affiliateQuery(code: string) {
  return queryOptions({
    queryKey: ['auth', 'affiliate', code],
    queryFn: ({ signal }) => checkAffiliate(code, signal),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** The check of the invitation code a link brought (disabled without one). */
export function useAffiliateCheck(code: string) {
  return useQuery({ ...affiliateQuery(code), enabled: code !== '' });
}
