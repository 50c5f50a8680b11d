import {
  ENGAGEMENT_API,
  ZActiveRequest,
  ZCreateLeaderboard,
  ZErrorResponse,
  ZIdParams,
  ZLeaderboard,
  ZLeaderboardList,
  ZLeaderboardResults,
} from '@lw/contracts';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  actorOf,
  requireAdmin,
  type OperatorAuthenticator,
} from '../../../platform/guards/admin-guard.js';
import {
  currentPlayer,
  requirePlayer,
  type PlayerAuthenticator,
} from '../../../platform/guards/player-guard.js';
import { ZNoBody } from '../../../platform/openapi-responses.js';
import type { Leaderboards } from './leaderboard.service.js';

export interface LeaderboardRoutesDeps {
  playerAuth: PlayerAuthenticator;
  adminAuth: OperatorAuthenticator;
  leaderboards: Leaderboards;
}

const member = { tags: ['engagement'], security: [{ playerBearer: [] }] };
const admin = { tags: ['admin'], security: [{ adminBearer: [] }] };
const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse };

/** The mission leaderboard: the member's view; the back office's boards and frozen results. */
export function leaderboardRoutes(deps: LeaderboardRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const boards = deps.leaderboards;
    const manage = requireAdmin(deps.adminAuth, 'cashier.manage');
    const read = requireAdmin(deps.adminAuth, 'cashier.read');

    app.get(
      ENGAGEMENT_API.member.leaderboards,
      {
        preHandler: requirePlayer(deps.playerAuth),
        schema: {
          ...member,
          operationId: 'listLeaderboards',
          summary: "Active boards: the live ranking, the member's place, the last frozen result",
          response: { 200: ZLeaderboardList, ...errors },
        },
      },
      async (request) => boards.view(currentPlayer(request).account.id),
    );

    app.get(
      ENGAGEMENT_API.admin.leaderboards,
      {
        preHandler: read,
        schema: {
          ...admin,
          operationId: 'listAdminLeaderboards',
          summary: 'Mission leaderboards',
          response: { 200: z.array(ZLeaderboard), ...errors },
        },
      },
      async () => boards.list(),
    );

    app.post(
      ENGAGEMENT_API.admin.leaderboards,
      {
        preHandler: manage,
        schema: {
          ...admin,
          operationId: 'createLeaderboard',
          summary: 'Creates a mission leaderboard',
          body: ZCreateLeaderboard,
          response: { 201: ZLeaderboard, ...errors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await boards.create(request.body, actorOf(request))),
    );

    app.post(
      ENGAGEMENT_API.admin.leaderboardActive,
      {
        preHandler: manage,
        schema: {
          ...admin,
          operationId: 'setLeaderboardActive',
          summary: 'Turns a leaderboard on or off',
          params: ZIdParams,
          body: ZActiveRequest,
          response: { 204: ZNoBody, ...errors },
        },
      },
      async (request, reply) => {
        await boards.setActive(request.params.id, request.body.active, actorOf(request));
        return reply.status(204).send();
      },
    );

    app.get(
      ENGAGEMENT_API.admin.leaderboardResults,
      {
        preHandler: read,
        schema: {
          ...admin,
          operationId: 'listLeaderboardResults',
          summary: "A board's frozen periods with their ranking and prizes",
          params: ZIdParams,
          response: { 200: ZLeaderboardResults, ...errors },
        },
      },
      async (request) => boards.results(request.params.id),
    );
  };
}
