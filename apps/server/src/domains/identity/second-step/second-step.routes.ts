import {
  API,
  ZErrorResponse,
  ZLoginResult,
  ZSecondStepSendRequest,
  ZSecondStepVerifyRequest,
  ZSmsCodeSent,
} from '@lw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context.js';
import type { SecretBox } from '../../../platform/secret-box.js';
import { replyLogin } from '../player-auth/index.js';
import { requestMeta } from '../../../platform/request-meta.js';
import { SecondStepService } from './second-step.service.js';

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse };

/** The second step of a sign-in from an unregistered IP (or SMS after social sign-in). */
export function secondStepRoutes(ctx: AppContext, secretBox: SecretBox): FastifyPluginAsyncZod {
  const secondStep = new SecondStepService(
    ctx.db,
    ctx.playerAuth,
    ctx.accounts,
    ctx.verificationCodes,
    secretBox,
  );
  return async (app) => {
    app.post(
      API.auth.secondStepSend,
      {
        config: { rateLimit: ctx.loginRateLimit },
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
      async (request) => secondStep.sendCode(request.body, requestMeta(request)),
    );

    app.post(
      API.auth.secondStepVerify,
      {
        config: { rateLimit: ctx.loginRateLimit },
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
        replyLogin(reply, await secondStep.verify(request.body, requestMeta(request))),
    );
  };
}
