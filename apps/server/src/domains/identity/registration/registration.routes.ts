import { API, ZErrorResponse, ZLoginResponse, ZRegisterMobileRequest } from '@lw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context.js';
import { replyLogin } from '../player-auth/index.js';
import { requestMetaWithLanguage } from '../../../platform/request-meta.js';

const errors = {
  400: ZErrorResponse,
  403: ZErrorResponse,
  409: ZErrorResponse,
  429: ZErrorResponse,
};

/** Sign-up by mobile number (username sign-up is registerMember in player-auth routes). */
export function registrationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      API.auth.registerMobile,
      {
        config: { rateLimit: ctx.loginRateLimit },
        schema: {
          operationId: 'registerByMobile',
          security: [],
          tags: ['auth'],
          summary:
            'Sign up with a mobile number and its SMS code (purpose register); answers a signed-in session',
          body: ZRegisterMobileRequest,
          response: { 200: ZLoginResponse, ...errors },
        },
      },
      async (request, reply) => {
        const outcome = await ctx.registration.registerByMobile(
          request.body,
          requestMetaWithLanguage(request),
        );
        return replyLogin(reply, outcome);
      },
    );
  };
}
