import { API, ZCountryCodes } from '@lw/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/auth/country-codes: dialling codes with the national number length per country. */
export function getCountryCodes(signal?: AbortSignal) {
  return apiRequest(API.auth.countryCodes, ZCountryCodes, { signal });
}

export const countryCodesQuery = queryOptions({
  queryKey: ['auth', 'countryCodes'],
  queryFn: ({ signal }) => getCountryCodes(signal),
  staleTime: Infinity,
});

/** Loaded only where a phone field is shown (`enabled`). */
export function useCountryCodes(enabled = true) {
  return useQuery({ ...countryCodesQuery, enabled });
}
