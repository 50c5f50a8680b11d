import {
  API,
  ZLoginResponse,
  type TLoginResponse,
  type TRegisterMobileRequest,
} from '@lw/contracts';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/register/mobile: an account for an SMS-proven number, signed in. */
export function registerMobile(body: TRegisterMobileRequest): Promise<TLoginResponse> {
  return apiRequest(API.auth.registerMobile, ZLoginResponse, { method: 'POST', body });
}
