import {
  API,
  ZBindEmailRequest,
  ZBindMobileRequest,
  ZErrorResponse,
  ZSendEmailCodeRequest,
  ZSmsCodeSent,
} from '@lw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../app-context.js';
import { currentPlayer, requirePlayer } from '../../../platform/guards/player-guard.js';
import { requestMetaWithLanguage } from '../../../platform/request-meta.js';
import { ContactBindingService } from './contact-binding.service.js';

const security = [{ playerBearer: [] }];
const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  409: ZErrorResponse,
  429: ZErrorResponse,
};

/**
 * The member binds a mobile number or an e-mail address (securityCenter). The mobile's code is
 * sent by sendSmsCode with purpose bindMobile and the member's bearer token.
 */
export function contactBindingRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const binding = new ContactBindingService({
      db: ctx.db,
      botCheck: ctx.botCheck,
      codes: ctx.verificationCodes,
    });
    const guard = requirePlayer(ctx.playerAuth);

    app.post(
      API.member.mobile,
      {
        preHandler: guard,
        config: { rateLimit: ctx.loginRateLimit },
        schema: {
          operationId: 'bindMobile',
          tags: ['member'],
          security,
          summary: 'Binds the mobile number proven by the SMS code sent for purpose bindMobile',
          body: ZBindMobileRequest,
          response: { 204: z.undefined(), ...errors },
        },
      },
      async (request, reply) => {
        await binding.bindMobile(currentPlayer(request).account, request.body);
        return reply.status(204).send();
      },
    );

    app.post(
      API.member.emailCode,
      {
        preHandler: guard,
        config: { rateLimit: ctx.loginRateLimit },
        schema: {
          operationId: 'sendEmailCode',
          tags: ['member'],
          security,
          summary: 'E-mails a code to bind that address (bot check first)',
          body: ZSendEmailCodeRequest,
          response: { 200: ZSmsCodeSent, ...errors, 502: ZErrorResponse },
        },
      },
      async (request) =>
        binding.sendEmailCode(
          currentPlayer(request).account,
          request.body,
          requestMetaWithLanguage(request),
        ),
    );

    app.post(
      API.member.email,
      {
        preHandler: guard,
        config: { rateLimit: ctx.loginRateLimit },
        schema: {
          operationId: 'bindEmail',
          tags: ['member'],
          security,
          summary: 'Binds the e-mail address proven by the code sent to it',
          body: ZBindEmailRequest,
          response: { 204: z.undefined(), ...errors },
        },
      },
      async (request, reply) => {
        await binding.bindEmail(currentPlayer(request).account, request.body);
        return reply.status(204).send();
      },
    );
  };
}
