import { API, ZBotChallenge, ZCaptcha, ZErrorResponse } from '@lw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context.js';

/** Captcha images and proof-of-work challenges for the sign-in and sign-up forms. */
export function botDefenceRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      API.auth.captcha,
      {
        // spec §4 "Captcha refresh: at most once per second" (per client IP, shared via Redis).
        config: { rateLimit: { max: 1, timeWindow: 1000 } },
        schema: {
          operationId: 'getCaptcha',
          security: [],
          tags: ['auth'],
          summary: 'A new captcha image; answer it once within two minutes',
          response: { 200: ZCaptcha, 429: ZErrorResponse },
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        return ctx.captcha.create();
      },
    );

    app.get(
      API.auth.botChallenge,
      {
        config: { rateLimit: ctx.loginRateLimit },
        schema: {
          operationId: 'getBotChallenge',
          security: [],
          tags: ['auth'],
          summary: 'A signed proof-of-work challenge to solve before a username sign-in',
          response: { 200: ZBotChallenge, 429: ZErrorResponse },
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        return ctx.botCheck.challenge();
      },
    );
  };
}
