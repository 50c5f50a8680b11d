import {
  API,
  ZLoginResult,
  ZSmsCodeSent,
  type TLoginResult,
  type TSecondStepVerifyRequest,
  type TSmsCodeSent,
} from '@lw/contracts';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/second-step/send: sends the code of the sign-in's second step. */
export function sendSecondStepCode(body: {
  ticket: string;
  method: 'sms' | 'email';
  countryDialingCode?: string;
  mobileNum?: string;
}): Promise<TSmsCodeSent> {
  return apiRequest(API.auth.secondStepSend, ZSmsCodeSent, { method: 'POST', body });
}

/** POST /api/auth/second-step/verify: the answer; a session when it is right. */
export function verifySecondStep(body: TSecondStepVerifyRequest): Promise<TLoginResult> {
  return apiRequest(API.auth.secondStepVerify, ZLoginResult, { method: 'POST', body });
}
