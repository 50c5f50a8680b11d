import {
  LIMIT_API,
  ZAnswerLimitPrompt,
  ZErrorResponse,
  ZLimitHistory,
  ZLimitParams,
  ZMyLimits,
  ZSetLimitRequest,
} from '@lw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refuseTrial } from '../../identity/accounts/index.js';
import {
  currentPlayer,
  requirePlayer,
  type PlayerAuthenticator,
} from '../../../platform/guards/player-guard.js';
import type { FastifyRequest } from 'fastify';
import type { LimitsService } from './limits.service.js';

export interface LimitsRoutesDeps {
  limits: LimitsService;
  playerAuth: PlayerAuthenticator;
}

const security = [{ playerBearer: [] }];
const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse };

/** The member's limits: read with usage, set, confirm or cancel a pending change, the prompt. */
export function limitsRoutes(deps: LimitsRoutesDeps): FastifyPluginAsyncZod {
  const { limits } = deps;
  return async (app) => {
    // Trial accounts play with play money only: no limits to set.
    const guard = [
      requirePlayer(deps.playerAuth),
      async (request: FastifyRequest) => refuseTrial(currentPlayer(request).account),
    ];
    const me = (request: FastifyRequest) => currentPlayer(request).account.id;

    app.get(
      LIMIT_API.mine,
      {
        preHandler: guard,
        schema: {
          operationId: 'getMyLimits',
          summary: 'My limits, pending changes and what is used and left this period',
          tags: ['member'],
          security,
          response: { 200: ZMyLimits, ...errors },
        },
      },
      async (request) => limits.mine(me(request)),
    );

    app.get(
      LIMIT_API.history,
      {
        preHandler: guard,
        schema: {
          operationId: 'listMyLimitHistory',
          summary: 'Every change of my limits, newest first',
          tags: ['member'],
          security,
          response: { 200: ZLimitHistory, ...errors },
        },
      },
      async (request) => ({ items: await limits.history(me(request)) }),
    );

    app.put(
      LIMIT_API.limit,
      {
        preHandler: guard,
        schema: {
          operationId: 'setMyLimit',
          summary:
            'Set, lower, raise or remove a limit (raising and removing wait and need a confirmation)',
          tags: ['member'],
          security,
          params: ZLimitParams,
          body: ZSetLimitRequest,
          response: { 200: ZMyLimits, ...errors },
        },
      },
      async (request) =>
        limits.set(me(request), request.params.kind, request.params.period, request.body.amount),
    );

    app.post(
      LIMIT_API.confirm,
      {
        preHandler: guard,
        schema: {
          operationId: 'confirmMyLimitChange',
          summary: 'Confirm a pending increase or removal after its cooling-off',
          tags: ['member'],
          security,
          params: ZLimitParams,
          response: { 200: ZMyLimits, ...errors, 409: ZErrorResponse },
        },
      },
      async (request) => limits.confirm(me(request), request.params.kind, request.params.period),
    );

    app.post(
      LIMIT_API.cancel,
      {
        preHandler: guard,
        schema: {
          operationId: 'cancelMyLimitChange',
          summary: 'Drop a pending increase or removal; the limit in force stays',
          tags: ['member'],
          security,
          params: ZLimitParams,
          response: { 200: ZMyLimits, ...errors, 409: ZErrorResponse },
        },
      },
      async (request) => limits.cancel(me(request), request.params.kind, request.params.period),
    );

    app.post(
      LIMIT_API.prompt,
      {
        preHandler: guard,
        schema: {
          operationId: 'answerLimitPrompt',
          summary: 'Record the answer to the prompt to set a limit (registration or first deposit)',
          tags: ['member'],
          security,
          body: ZAnswerLimitPrompt,
          response: { 200: ZMyLimits, ...errors },
        },
      },
      async (request) => limits.answerPrompt(me(request), request.body),
    );
  };
}
