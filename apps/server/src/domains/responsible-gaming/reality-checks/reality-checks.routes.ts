import {
  REALITY_CHECK_API,
  ZErrorResponse,
  ZRealityCheck,
  ZRealityCheckSummary,
  ZRealityCheckSummaryQuery,
  ZRealityCheckUpdate,
} from '@lw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  currentPlayer,
  requirePlayer,
  type PlayerAuthenticator,
} from '../../../platform/guards/player-guard.js';
import type { RealityChecksService } from './reality-checks.service.js';

export interface RealityChecksRoutesDeps {
  realityChecks: RealityChecksService;
  playerAuth: PlayerAuthenticator;
}

const security = [{ playerBearer: [] }];
const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse };

/** The member's reality-check interval and the figures a check shows; only ever their own. */
export function realityChecksRoutes(deps: RealityChecksRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const player = requirePlayer(deps.playerAuth);
    app.get(
      REALITY_CHECK_API.settings,
      {
        preHandler: player,
        schema: {
          operationId: 'getRealityCheck',
          tags: ['responsible-gaming'],
          security,
          summary: "The member's reality-check interval (the default until chosen) and the choices",
          response: { 200: ZRealityCheck, ...errors },
        },
      },
      async (request) => deps.realityChecks.get(currentPlayer(request).account.id),
    );
    app.put(
      REALITY_CHECK_API.settings,
      {
        preHandler: player,
        schema: {
          operationId: 'updateRealityCheck',
          tags: ['responsible-gaming'],
          security,
          summary: 'Choose the reality-check interval (minutes, one of the choices)',
          body: ZRealityCheckUpdate,
          response: { 200: ZRealityCheck, ...errors },
        },
      },
      async (request) =>
        deps.realityChecks.set(currentPlayer(request).account.id, request.body.intervalMinutes),
    );
    app.get(
      REALITY_CHECK_API.summary,
      {
        preHandler: player,
        schema: {
          operationId: 'getRealityCheckSummary',
          tags: ['responsible-gaming'],
          security,
          summary: 'Time played and net result of the wagers settled since the game screen opened',
          querystring: ZRealityCheckSummaryQuery,
          response: { 200: ZRealityCheckSummary, ...errors },
        },
      },
      async (request) =>
        deps.realityChecks.summary(
          currentPlayer(request).account.id,
          new Date(request.query.since),
        ),
    );
  };
}
