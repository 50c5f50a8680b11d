import type { TLoginResponse } from '@lw/contracts';
import type { FastifyReply } from 'fastify';
import type { LoginOutcome } from './player-auth.service.js';

import { DEVICE_COOKIE, DEVICE_COOKIE_SECONDS } from './remembered-devices.js';

export { DEVICE_COOKIE };

/** Sends a sign-in answer; sets the device cookie when the sign-in asked to be remembered. */
export function replyLogin<T extends TLoginResponse>(
  reply: FastifyReply,
  outcome: LoginOutcome & { response: T },
): T {
  if (outcome.deviceToken) {
    void reply.setCookie(DEVICE_COOKIE, outcome.deviceToken, {
      path: '/api/auth',
      httpOnly: true,
      sameSite: 'lax',
      secure: 'auto',
      maxAge: DEVICE_COOKIE_SECONDS,
    });
  }
  return outcome.response;
}

/** Drops the device cookie (forgotten, revoked or unknown device). */
export function clearDeviceCookie(reply: FastifyReply): void {
  void reply.clearCookie(DEVICE_COOKIE, { path: '/api/auth' });
}
