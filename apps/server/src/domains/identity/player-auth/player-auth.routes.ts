import {
  API,
  ZChangePasswordRequest,
  ZErrorResponse,
  ZLoginHistory,
  ZLoginRequest,
  ZLoginResponse,
  ZMemberInfo,
} from '@lw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../../config.js';
import type { PlayerAuthService } from './player-auth.service.js';
import { presentMemberInfo } from '../accounts/index.js';
import { replyLogin } from './login-reply.js';
import { currentPlayer, requirePlayer } from '../../../platform/guards/player-guard.js';
import { requestMeta } from '../../../platform/request-meta.js';
import { loginRateLimit } from '../../../platform/rate-limits.js';

/** What these routes use. */
export interface PlayerAuthRoutesDeps {
  config: Config;
  playerAuth: PlayerAuthService;
}

const security = [{ playerBearer: [] }];
const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse };

/** Sign-in, sign-out and the signed-in member's own data. */
export function playerAuthRoutes(deps: PlayerAuthRoutesDeps): FastifyPluginAsyncZod {
  const loginLimit = loginRateLimit(deps.config);
  return async (app) => {
    const meta = requestMeta;

    app.post(
      API.auth.login,
      {
        config: { rateLimit: loginLimit },
        schema: {
          operationId: 'login',
          security: [],
          tags: ['auth'],
          summary: 'Sign in by username and password on the member or the agent site',
          body: ZLoginRequest,
          response: { 200: ZLoginResponse, ...errors, 423: ZErrorResponse, 429: ZErrorResponse },
        },
      },
      async (request, reply) =>
        replyLogin(reply, await deps.playerAuth.login(request.body, meta(request))),
    );

    const guard = requirePlayer(deps.playerAuth);

    app.post(
      API.auth.logout,
      {
        preHandler: guard,
        schema: {
          operationId: 'logout',
          summary: 'End the player session',
          tags: ['auth'],
          security,
          response: { 204: z.undefined(), ...errors },
        },
      },
      async (request, reply) => {
        await deps.playerAuth.logout(currentPlayer(request).tokenHash);
        return reply.status(204).send();
      },
    );

    app.get(
      API.member.me,
      {
        preHandler: guard,
        schema: {
          operationId: 'getMemberInfo',
          summary: "The signed-in player's profile",
          tags: ['member'],
          security,
          response: { 200: ZMemberInfo, ...errors },
        },
      },
      async (request) => presentMemberInfo(currentPlayer(request).account),
    );

    app.post(
      API.member.password,
      {
        preHandler: guard,
        config: { rateLimit: loginLimit },
        schema: {
          operationId: 'changePassword',
          summary: "Change the signed-in player's password",
          tags: ['member'],
          security,
          body: ZChangePasswordRequest,
          response: { 204: z.undefined(), ...errors, 429: ZErrorResponse },
        },
      },
      async (request, reply) => {
        await deps.playerAuth.changePassword(currentPlayer(request), request.body);
        return reply.status(204).send();
      },
    );

    app.get(
      API.member.loginHistory,
      {
        preHandler: guard,
        schema: {
          operationId: 'getLoginHistory',
          summary: "The signed-in player's recent sign-ins",
          tags: ['member'],
          security,
          response: { 200: ZLoginHistory, ...errors },
        },
      },
      async (request) => ({
        items: await deps.playerAuth.loginHistory(currentPlayer(request).account.id),
      }),
    );
  };
}
