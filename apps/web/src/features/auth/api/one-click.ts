import { API, ZOneClickLoginResult, type TOneClickLoginResult } from '@lw/contracts';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/login/one-click: a new account with generated credentials, signed in. */
export function oneClickLogin(botCheck: string | null): Promise<TOneClickLoginResult> {
  return apiRequest(API.auth.oneClick, ZOneClickLoginResult, {
    method: 'POST',
    body: botCheck ? { botCheck } : {},
  });
}
