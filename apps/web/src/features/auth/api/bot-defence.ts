import { API, ZBotChallenge, ZCaptcha, type TBotChallenge, type TCaptcha } from '@lw/contracts';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/auth/captcha: a new captcha image (the server allows one per second). */
export function getCaptcha(): Promise<TCaptcha> {
  return apiRequest(API.auth.captcha, ZCaptcha);
}

/** GET /api/auth/bot-challenge: a signed proof-of-work challenge for the next sign-in. */
export function getBotChallenge(): Promise<TBotChallenge> {
  return apiRequest(API.auth.botChallenge, ZBotChallenge);
}
