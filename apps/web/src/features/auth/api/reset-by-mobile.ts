import {
  API,
  ZLoginResponse,
  type TLoginResponse,
  type TResetPasswordByMobileRequest,
} from '@lw/contracts';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/password/reset-by-mobile: sets the new password and signs in with it. */
export function resetPasswordByMobile(
  body: TResetPasswordByMobileRequest,
): Promise<TLoginResponse> {
  return apiRequest(API.auth.resetPasswordByMobile, ZLoginResponse, { method: 'POST', body });
}
