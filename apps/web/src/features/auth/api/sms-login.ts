import { API, ZLoginResponse, type TLoginResponse, type TSmsLoginRequest } from '@lw/contracts';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/login/sms: the mobile number and the code sent for purpose `login`. */
export function smsLogin(body: TSmsLoginRequest): Promise<TLoginResponse> {
  return apiRequest(API.auth.smsLogin, ZLoginResponse, { method: 'POST', body });
}
