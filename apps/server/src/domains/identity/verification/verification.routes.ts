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
import type { AppContext } from '../../../app-context.js';
import { bearerToken } from '../../../platform/bearer.js';
import { AppError } from '../../../platform/errors.js';
import { replyLogin } from '../player-auth/index.js';
import { requestMetaWithLanguage as requestMeta } from '../../../platform/request-meta.js';
import { SmsAuthService } from './sms-auth.service.js';

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
export function verificationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const sms = new SmsAuthService({
      db: ctx.db,
      settings: ctx.settings,
      botCheck: ctx.botCheck,
      playerAuth: ctx.playerAuth,
      codes: ctx.verificationCodes,
    });

    app.post(
      API.auth.smsCode,
      {
        config: { rateLimit: ctx.loginRateLimit },
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
        const session = token ? await ctx.playerAuth.authenticate(token) : null;
        // As every signed-in route: nothing but the password change until it is made.
        if (session?.mustChangePassword) {
          throw new AppError('PASSWORD_CHANGE_REQUIRED', errorMessages.PASSWORD_CHANGE_REQUIRED.en);
        }
        return sms.sendCode(request.body, requestMeta(request), session);
      },
    );

    app.post(
      API.auth.smsLogin,
      {
        config: { rateLimit: ctx.loginRateLimit },
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
        replyLogin(reply, await sms.login(request.body, requestMeta(request))),
    );
  };
}
