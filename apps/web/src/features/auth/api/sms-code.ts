import { API, ZSmsCodeSent, type TSendSmsCodeRequest, type TSmsCodeSent } from '@lw/contracts';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/sms-code: sends a code for one purpose; answers how long to wait to resend. */
export function sendSmsCode(body: TSendSmsCodeRequest): Promise<TSmsCodeSent> {
  return apiRequest(API.auth.smsCode, ZSmsCodeSent, { method: 'POST', body });
}
