import { API, ZBotChallenge, ZCaptcha, ZErrorResponse } from '@lw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../../config.js';
import type { BotCheckService } from './bot-check.service.js';
import type { CaptchaService } from './captcha.service.js';
import { loginRateLimit } from '../../../platform/rate-limits.js';

/** What these routes use. */
export interface BotDefenceRoutesDeps {
  botCheck: BotCheckService;
  captcha: CaptchaService;
  config: Config;
}

/** Captcha images and proof-of-work challenges for the sign-in and sign-up forms. */
export function botDefenceRoutes(deps: BotDefenceRoutesDeps): FastifyPluginAsyncZod {
  const loginLimit = loginRateLimit(deps.config);
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
        return deps.captcha.create();
      },
    );

    app.get(
      API.auth.botChallenge,
      {
        config: { rateLimit: loginLimit },
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
        return deps.botCheck.challenge();
      },
    );
  };
}
