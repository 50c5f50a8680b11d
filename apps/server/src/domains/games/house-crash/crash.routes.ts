import {
  CRASH_API,
  ZCrashBetParams,
  ZCrashBetRequest,
  ZCrashCashOutRequest,
  ZCrashChains,
  ZCrashHistory,
  ZCrashListQuery,
  ZCrashMyBet,
  ZCrashMyBets,
  ZCrashState,
  ZErrorResponse,
} from '@lw/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  currentPlayer,
  requirePlayer,
  type PlayerAuthenticator,
} from '../../../platform/guards/player-guard.js';
import type { CrashService } from './crash.service.js';

/** What the crash routes use. */
export interface CrashRoutesDeps {
  crash: CrashService;
  playerAuth: PlayerAuthenticator;
}

const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
  423: ZErrorResponse,
};

/** Crash: the round and history for everyone, bets and cash-outs for members. */
export function crashRoutes(deps: CrashRoutesDeps): FastifyPluginAsync {
  return async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const player = requirePlayer(deps.playerAuth);
    const member = (p: ReturnType<typeof currentPlayer>) => ({
      id: p.account.id,
      type: p.account.type,
      status: p.account.status,
      lockedUntil: p.account.lockedUntil,
    });

    app.get(
      CRASH_API.state,
      {
        schema: {
          operationId: 'getCrashState',
          security: [],
          summary: 'Crash: the current round (hash and point once crashed) and its bets',
          tags: ['house'],
          // 404: crash is not in the catalogue (its maximum win has no game to read).
          response: { 200: ZCrashState, 404: ZErrorResponse },
        },
      },
      () => deps.crash.state(),
    );
    app.get(
      CRASH_API.chains,
      {
        schema: {
          operationId: 'listCrashChains',
          security: [],
          summary:
            'Crash: every hash chain with its seeding event (terminating hash, publication, salt block, salt, who confirmed it)',
          tags: ['house'],
          response: { 200: ZCrashChains },
        },
      },
      () => deps.crash.chains(),
    );
    app.get(
      CRASH_API.history,
      {
        schema: {
          operationId: 'listCrashHistory',
          security: [],
          summary: 'Crash: ended rounds, newest first, with game hash and crash point',
          tags: ['house'],
          querystring: ZCrashListQuery,
          response: { 200: ZCrashHistory, 400: ZErrorResponse },
        },
      },
      (request) => deps.crash.history(request.query.limit),
    );
    app.get(
      CRASH_API.myBets,
      {
        preHandler: player,
        schema: {
          operationId: 'listMyCrashBets',
          summary: "Crash: the member's bets, newest first",
          tags: ['house'],
          security: [{ playerBearer: [] }],
          querystring: ZCrashListQuery,
          response: { 200: ZCrashMyBets, ...errors },
        },
      },
      (request) => deps.crash.myBets(currentPlayer(request).account.id, request.query.limit),
    );
    app.get(
      CRASH_API.myBetPattern,
      {
        preHandler: player,
        schema: {
          operationId: 'getMyCrashBet',
          summary: "Crash: one of the member's bets with its round's result (betting records)",
          tags: ['house'],
          security: [{ playerBearer: [] }],
          params: ZCrashBetParams,
          response: { 200: ZCrashMyBet, ...errors },
        },
      },
      (request) => deps.crash.myBet(currentPlayer(request).account.id, request.params.betId),
    );
    app.post(
      CRASH_API.bets,
      {
        preHandler: player,
        schema: {
          operationId: 'placeCrashBet',
          summary: 'Crash: a bet in the betting phase, with an optional automatic cash-out',
          tags: ['house'],
          security: [{ playerBearer: [] }],
          body: ZCrashBetRequest,
          response: { 200: ZCrashMyBet, ...errors },
        },
      },
      (request) => deps.crash.placeBet(member(currentPlayer(request)), request.body),
    );
    app.post(
      CRASH_API.cashOut,
      {
        preHandler: player,
        schema: {
          operationId: 'cashOutCrash',
          summary: "Crash: cash out at this instant's multiplier (refused from the crash on)",
          tags: ['house'],
          security: [{ playerBearer: [] }],
          body: ZCrashCashOutRequest,
          response: { 200: ZCrashMyBet, ...errors },
        },
      },
      (request) => deps.crash.cashOut(member(currentPlayer(request)), request.body.roundId),
    );
  };
}
