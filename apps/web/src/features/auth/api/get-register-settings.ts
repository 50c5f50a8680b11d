import { API, ZRegisterSettings, type TRegisterSettings } from '@lw/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/auth/register-settings: which fields the registration form shows and their rules. */
export function getRegisterSettings(signal?: AbortSignal): Promise<TRegisterSettings> {
  return apiRequest(API.auth.registerSettings, ZRegisterSettings, { signal });
}

export const registerSettingsQuery = queryOptions({
  queryKey: ['auth', 'registerSettings'],
  queryFn: ({ signal }) => getRegisterSettings(signal),
  staleTime: 5 * 60_000,
});

/** The registration settings (loaded when the registration modal opens). */
export function useRegisterSettings() {
  return useQuery(registerSettingsQuery);
}
