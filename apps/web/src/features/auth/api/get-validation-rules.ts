import { API, ZValidationRules, type TFieldRule } from '@lw/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/auth/validation-rules: the rule per field, e.g. `password` for change-password. */
export function getValidationRules(
  signal?: AbortSignal,
): Promise<{ rules: Record<string, TFieldRule> }> {
  return apiRequest(API.auth.validationRules, ZValidationRules, { signal });
}

/** Cached for the session (spec §7: "GET registration validation rules (cached)"). */
export const validationRulesQuery = queryOptions({
  queryKey: ['auth', 'validationRules'],
  queryFn: ({ signal }) => getValidationRules(signal),
  staleTime: Infinity,
});

/** The field rules; `rules.password` checks a new password. */
export function useValidationRules() {
  return useQuery(validationRulesQuery);
}
