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
import type { Config } from '../../../config.js';
import type { PlayerAuthenticator } from '../../../platform/guards/player-guard.js';
import { currentPlayer, requirePlayer } from '../../../platform/guards/player-guard.js';
import { requestMetaWithLanguage } from '../../../platform/request-meta.js';
import type { ContactBindingService } from './contact-binding.service.js';
import { loginRateLimit } from '../../../platform/rate-limits.js';

/** What these routes use. */
export interface ContactBindingRoutesDeps {
  config: Config;
  contactBinding: ContactBindingService;
  playerAuth: PlayerAuthenticator;
}

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
export function contactBindingRoutes(deps: ContactBindingRoutesDeps): FastifyPluginAsyncZod {
  const loginLimit = loginRateLimit(deps.config);
  return async (app) => {
    const guard = requirePlayer(deps.playerAuth);

    app.post(
      API.member.mobile,
      {
        preHandler: guard,
        config: { rateLimit: loginLimit },
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
        await deps.contactBinding.bindMobile(currentPlayer(request).account, request.body);
        return reply.status(204).send();
      },
    );

    app.post(
      API.member.emailCode,
      {
        preHandler: guard,
        config: { rateLimit: loginLimit },
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
        deps.contactBinding.sendEmailCode(
          currentPlayer(request).account,
          request.body,
          requestMetaWithLanguage(request),
        ),
    );

    app.post(
      API.member.email,
      {
        preHandler: guard,
        config: { rateLimit: loginLimit },
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
        await deps.contactBinding.bindEmail(currentPlayer(request).account, request.body);
        return reply.status(204).send();
      },
    );
  };
}
