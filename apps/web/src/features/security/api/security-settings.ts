import {
  API,
  ZAuthenticatorSetup,
  ZSmsCodeSent,
  type TBindEmailRequest,
  type TBindMobileRequest,
  type TSetPaymentPasswordRequest,
  type TSmsCodeSent,
} from '@lw/contracts';
import { apiRequest, noContent } from '../../../lib/api-client';

/** The calls that change the member's security settings (spec §2 securityCenter). */

export type TAuthenticatorSetup = ReturnType<(typeof ZAuthenticatorSetup)['parse']>;

/** POST payment-password: sets it (with the login password) or changes it (with the current one). */
export function setPaymentPassword(body: TSetPaymentPasswordRequest): Promise<void> {
  return apiRequest(API.member.paymentPassword, noContent, { method: 'POST', body });
}

/** POST mobile: binds the number proven by an SMS code of purpose `bindMobile`. */
export function bindMobile(body: TBindMobileRequest): Promise<void> {
  return apiRequest(API.member.mobile, noContent, { method: 'POST', body });
}

/** POST email/code: e-mails a code to the new address (bot check first). */
export function sendEmailCode(body: { email: string; botCheck?: string }): Promise<TSmsCodeSent> {
  return apiRequest(API.member.emailCode, ZSmsCodeSent, { method: 'POST', body });
}

/** POST email: binds the address proven by the e-mailed code. */
export function bindEmail(body: TBindEmailRequest): Promise<void> {
  return apiRequest(API.member.email, noContent, { method: 'POST', body });
}

/** POST authenticator: a new TOTP secret and its QR code; bound only once confirmed. */
export function startAuthenticatorBinding(): Promise<TAuthenticatorSetup> {
  return apiRequest(API.member.authenticator, ZAuthenticatorSetup, { method: 'POST' });
}

/** POST authenticator/confirm: a code from the new secret binds it. */
export function confirmAuthenticator(code: string): Promise<void> {
  return apiRequest(API.member.authenticatorConfirm, noContent, {
    method: 'POST',
    body: { code },
  });
}

/** DELETE authenticator: unbinds, proven by a current code. */
export function unbindAuthenticator(code: string): Promise<void> {
  return apiRequest(API.member.authenticator, noContent, { method: 'DELETE', body: { code } });
}

/** DELETE auth/remembered: this browser no longer signs in by itself. */
export function forgetThisDevice(): Promise<void> {
  return apiRequest(API.auth.remembered, noContent, { method: 'DELETE' });
}
