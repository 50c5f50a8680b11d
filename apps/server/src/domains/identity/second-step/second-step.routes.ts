import {
  API,
  ZErrorResponse,
  ZLoginResult,
  ZSecondStepSendRequest,
  ZSecondStepVerifyRequest,
  ZSmsCodeSent,
} from '@lw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../../config.js';
import { replyLogin } from '../player-auth/index.js';
import { requestMeta } from '../../../platform/request-meta.js';
import type { SecondStepService } from './second-step.service.js';
import { loginRateLimit } from '../../../platform/rate-limits.js';

/** What these routes use. */
export interface SecondStepRoutesDeps {
  config: Config;
  secondStep: SecondStepService;
}

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse };

/** The second step of a sign-in from an unregistered IP (or SMS after social sign-in). */
export function secondStepRoutes(deps: SecondStepRoutesDeps): FastifyPluginAsyncZod {
  const loginLimit = loginRateLimit(deps.config);
  return async (app) => {
    app.post(
      API.auth.secondStepSend,
      {
        config: { rateLimit: loginLimit },
        schema: {
          operationId: 'sendSecondStepCode',
          security: [],
          tags: ['auth'],
          summary: "Sends a second-step code to the account's own mobile or e-mail",
          body: ZSecondStepSendRequest,
          response: {
            200: ZSmsCodeSent,
            ...errors,
            429: ZErrorResponse,
            502: ZErrorResponse,
            503: ZErrorResponse,
          },
        },
      },
      async (request) => deps.secondStep.sendCode(request.body, requestMeta(request)),
    );

    app.post(
      API.auth.secondStepVerify,
      {
        config: { rateLimit: loginLimit },
        schema: {
          operationId: 'verifySecondStep',
          security: [],
          tags: ['auth'],
          summary: 'Answers the second step; a right answer signs in',
          body: ZSecondStepVerifyRequest,
          response: { 200: ZLoginResult, ...errors, 423: ZErrorResponse, 429: ZErrorResponse },
        },
      },
      async (request, reply) =>
        replyLogin(reply, await deps.secondStep.verify(request.body, requestMeta(request))),
    );
  };
}
