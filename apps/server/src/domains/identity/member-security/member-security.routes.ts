import {
  API,
  ZAuthenticatorCodeRequest,
  ZAuthenticatorSetup,
  ZErrorResponse,
  ZSecurityOverview,
  ZSetPaymentPasswordRequest,
} from '@lw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../../config.js';
import type { PlayerAuthenticator } from '../../../platform/guards/player-guard.js';
import { currentPlayer, requirePlayer } from '../../../platform/guards/player-guard.js';
import type { MemberSecurityService } from './member-security.service.js';
import { loginRateLimit } from '../../../platform/rate-limits.js';

/** What these routes use. */
export interface MemberSecurityRoutesDeps {
  config: Config;
  memberSecurity: MemberSecurityService;
  playerAuth: PlayerAuthenticator;
}

const security = [{ playerBearer: [] }];
const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse };

/** The signed-in member's security centre: payment password and authenticator app. */
export function memberSecurityRoutes(deps: MemberSecurityRoutesDeps): FastifyPluginAsyncZod {
  const loginLimit = loginRateLimit(deps.config);
  return async (app) => {
    const guard = requirePlayer(deps.playerAuth);
    // Each of these checks a secret: the per-IP sign-in limit keeps guessing slow.
    const limited = { preHandler: guard, config: { rateLimit: loginLimit } };
    const done = { 204: z.undefined(), ...errors, 409: ZErrorResponse, 429: ZErrorResponse };

    app.get(
      API.member.security,
      {
        preHandler: guard,
        schema: {
          operationId: 'getSecurityOverview',
          summary: "The signed-in player's security settings at a glance",
          tags: ['member'],
          security,
          response: { 200: ZSecurityOverview, ...errors },
        },
      },
      async (request) => deps.memberSecurity.overview(currentPlayer(request).account),
    );

    app.post(
      API.member.paymentPassword,
      {
        ...limited,
        schema: {
          operationId: 'setPaymentPassword',
          tags: ['member'],
          security,
          summary: 'Sets (with the login password) or changes the payment password',
          body: ZSetPaymentPasswordRequest,
          response: done,
        },
      },
      async (request, reply) => {
        await deps.memberSecurity.setPaymentPassword(currentPlayer(request).account, request.body);
        return reply.status(204).send();
      },
    );

    app.post(
      API.member.authenticator,
      {
        ...limited,
        schema: {
          operationId: 'startAuthenticatorBinding',
          tags: ['member'],
          security,
          summary: 'A new authenticator secret with its QR code; bound once a code is confirmed',
          response: {
            200: ZAuthenticatorSetup,
            ...errors,
            409: ZErrorResponse,
            429: ZErrorResponse,
          },
        },
      },
      async (request) => deps.memberSecurity.startAuthenticator(currentPlayer(request).account),
    );

    app.post(
      API.member.authenticatorConfirm,
      {
        ...limited,
        schema: {
          operationId: 'confirmAuthenticator',
          summary: 'Confirm an authenticator app binding with its first code',
          tags: ['member'],
          security,
          body: ZAuthenticatorCodeRequest,
          response: done,
        },
      },
      async (request, reply) => {
        await deps.memberSecurity.confirmAuthenticator(
          currentPlayer(request).account,
          request.body.code,
        );
        return reply.status(204).send();
      },
    );

    app.delete(
      API.member.authenticator,
      {
        ...limited,
        schema: {
          operationId: 'unbindAuthenticator',
          tags: ['member'],
          security,
          summary: 'Unbinds the authenticator; a current code from it is required',
          body: ZAuthenticatorCodeRequest,
          response: done,
        },
      },
      async (request, reply) => {
        await deps.memberSecurity.unbindAuthenticator(
          currentPlayer(request).account,
          request.body.code,
        );
        return reply.status(204).send();
      },
    );
  };
}
