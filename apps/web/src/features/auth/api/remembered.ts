import { API, ZLoginResponse, ZRememberedDevice, type TLoginResponse } from '@lw/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, noContent } from '../../../lib/api-client';

/** GET /api/auth/remembered: the username of this remembered device (httpOnly cookie), or null. */
export function getRememberedDevice(signal?: AbortSignal): Promise<{ username: string | null }> {
  return apiRequest(API.auth.remembered, ZRememberedDevice, { signal });
}

/** DELETE /api/auth/remembered: forgets this device (204). */
export function forgetRememberedDevice(): Promise<void> {
  return apiRequest(API.auth.remembered, noContent, { method: 'DELETE' });
}

/** POST /api/auth/login/remembered: signs in with the remembered device, no password typed. */
export function rememberedLogin(): Promise<TLoginResponse> {
  return apiRequest(API.auth.rememberedLogin, ZLoginResponse, {
    method: 'POST',
    body: { site: 'member' },
  });
}

/** Asked each time the login popup opens (the cookie may have expired meanwhile). */
export const rememberedDeviceQuery = queryOptions({
  queryKey: ['auth', 'rememberedDevice'],
  queryFn: ({ signal }) => getRememberedDevice(signal),
  staleTime: 0,
  retry: false,
});
