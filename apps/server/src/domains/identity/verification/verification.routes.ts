import {
  API,
  errorMessages,
  ZErrorResponse,
  ZLoginResponse,
  ZSendSmsCodeRequest,
  ZSmsCodeSent,
  ZSmsLoginRequest,
} from '@lw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../../config.js';
import type { PlayerAuthenticator } from '../../../platform/guards/player-guard.js';
import { bearerToken } from '../../../platform/bearer.js';
import { AppError } from '../../../platform/errors.js';
import { replyLogin } from '../player-auth/index.js';
import { requestMetaWithLanguage as requestMeta } from '../../../platform/request-meta.js';
import type { SmsAuthService } from './sms-auth.service.js';
import { loginRateLimit } from '../../../platform/rate-limits.js';

/** What these routes use. */
export interface VerificationRoutesDeps {
  config: Config;
  playerAuth: PlayerAuthenticator;
  smsAuth: SmsAuthService;
}

const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  409: ZErrorResponse,
  429: ZErrorResponse,
  502: ZErrorResponse,
  503: ZErrorResponse,
};

/** SMS codes and SMS sign-in (spec §4 "SMS code", §7 "Members and login"). */
export function verificationRoutes(deps: VerificationRoutesDeps): FastifyPluginAsyncZod {
  const loginLimit = loginRateLimit(deps.config);
  return async (app) => {
    app.post(
      API.auth.smsCode,
      {
        config: { rateLimit: loginLimit },
        schema: {
          operationId: 'sendSmsCode',
          tags: ['auth'],
          summary:
            'Sends an SMS code after the bot check. purpose bindMobile needs the member bearer token; ' +
            'login and resetPassword answer the same for unknown numbers (nothing is sent)',
          security: [{}, { playerBearer: [] }],
          body: ZSendSmsCodeRequest,
          response: { 200: ZSmsCodeSent, ...errors },
        },
      },
      async (request) => {
        // The bearer is optional here; only a bind code needs (and checks) it.
        const token = request.body.purpose === 'bindMobile' ? bearerToken(request) : null;
        const session = token ? await deps.playerAuth.authenticate(token) : null;
        // As every signed-in route: nothing but the password change until it is made.
        if (session?.mustChangePassword) {
          throw new AppError('PASSWORD_CHANGE_REQUIRED', errorMessages.PASSWORD_CHANGE_REQUIRED.en);
        }
        return deps.smsAuth.sendCode(request.body, requestMeta(request), session);
      },
    );

    app.post(
      API.auth.smsLogin,
      {
        config: { rateLimit: loginLimit },
        schema: {
          operationId: 'loginBySms',
          security: [],
          tags: ['auth'],
          summary: 'Sign in with a mobile number and the SMS code sent for purpose login',
          body: ZSmsLoginRequest,
          response: { 200: ZLoginResponse, ...errors, 423: ZErrorResponse },
        },
      },
      async (request, reply) =>
        replyLogin(reply, await deps.smsAuth.login(request.body, requestMeta(request))),
    );
  };
}
