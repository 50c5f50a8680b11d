import {
  ADMIN_REBATE_API,
  REBATE_API,
  ZErrorResponse,
  ZMyRebate,
  ZRebateClaimResult,
  ZRebateDayList,
  ZRebateDayQuery,
  ZRebateExplain,
  ZRebateExplainQuery,
  ZRebateRates,
  ZRebateRun,
  ZRebateRunList,
  ZRebateRunRequest,
} from '@lw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OperatorAuthenticator } from '../../../platform/guards/admin-guard.js';
import { actorOf, requireAdmin } from '../../../platform/guards/admin-guard.js';
import type { PlayerAuthenticator } from '../../../platform/guards/player-guard.js';
import { currentPlayer, requirePlayer } from '../../../platform/guards/player-guard.js';
import type { RebateService } from './rebate.service.js';

export interface RebateRoutesDeps {
  adminAuth: OperatorAuthenticator;
  playerAuth: PlayerAuthenticator;
  rebate: RebateService;
}

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse };
const player = { tags: ['engagement'], security: [{ playerBearer: [] }] };
const admin = { tags: ['admin'], security: [{ adminBearer: [] }] };
/** A claim is a locked pass over the member's day: limited per client. */
const claimLimit = { max: 60, timeWindow: 60_000 };

/** manualRebate for members; the rate table, runs, paid days and explain for operators. */
export function rebateRoutes(deps: RebateRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const guard = requirePlayer(deps.playerAuth);
    const read = requireAdmin(deps.adminAuth, 'cashier.read');
    const manage = requireAdmin(deps.adminAuth, 'cashier.manage');
    const write = requireAdmin(deps.adminAuth, 'settings.system.write');
    const { rebate } = deps;

    app.get(
      REBATE_API.mine,
      {
        preHandler: guard,
        schema: {
          ...player,
          operationId: 'getMyRebate',
          summary: "Today's rebate per game category so far, what is claimable, and the history",
          response: { 200: ZMyRebate, ...errors },
        },
      },
      async (request) => rebate.mine(currentPlayer(request).account.id),
    );

    app.post(
      REBATE_API.claim,
      {
        preHandler: guard,
        config: { rateLimit: claimLimit },
        schema: {
          ...player,
          operationId: 'claimRebate',
          summary: 'Pays what accrued today and was not paid yet (once, however many claims)',
          response: { 200: ZRebateClaimResult, ...errors, 423: ZErrorResponse },
        },
      },
      async (request) => rebate.claim(currentPlayer(request).account.id),
    );

    app.get(
      ADMIN_REBATE_API.rates,
      {
        preHandler: read,
        schema: {
          ...admin,
          operationId: 'getRebateRates',
          summary: 'The rebate rate table: a rate per VIP level and game category',
          response: { 200: ZRebateRates, ...errors },
        },
      },
      async () => rebate.rates(),
    );

    app.put(
      ADMIN_REBATE_API.rates,
      {
        preHandler: write,
        schema: {
          ...admin,
          operationId: 'updateRebateRates',
          summary: 'Replaces the rebate rate table (days already paid keep their rate)',
          body: ZRebateRates,
          response: { 200: ZRebateRates, ...errors },
        },
      },
      async (request) => rebate.saveRates(actorOf(request), request.body),
    );

    app.get(
      ADMIN_REBATE_API.runs,
      {
        preHandler: read,
        schema: {
          ...admin,
          operationId: 'listRebateRuns',
          summary: 'The latest runs of the daily rebate with their figures',
          response: { 200: ZRebateRunList, ...errors },
        },
      },
      async () => ({ items: await rebate.runs() }),
    );

    app.post(
      ADMIN_REBATE_API.runs,
      {
        preHandler: manage,
        schema: {
          ...admin,
          operationId: 'runRebate',
          summary: 'Runs the daily rebate for a day that has ended (pays only what is owed)',
          body: ZRebateRunRequest,
          response: { 200: ZRebateRun, ...errors },
        },
      },
      async (request) => rebate.operatorRun(actorOf(request), request.body.businessDay),
    );

    app.get(
      ADMIN_REBATE_API.days,
      {
        preHandler: read,
        schema: {
          ...admin,
          operationId: 'listRebateDays',
          summary: "A business day's paid rebates per member and category",
          querystring: ZRebateDayQuery,
          response: { 200: ZRebateDayList, ...errors },
        },
      },
      async (request) => ({ items: await rebate.days(request.query.businessDay) }),
    );

    app.get(
      ADMIN_REBATE_API.explain,
      {
        preHandler: read,
        schema: {
          ...admin,
          operationId: 'explainRebate',
          summary: 'A paid rebate recomputed from its wagers, with the formula',
          querystring: ZRebateExplainQuery,
          response: { 200: ZRebateExplain, ...errors, 404: ZErrorResponse },
        },
      },
      async (request) => rebate.explain(request.query),
    );
  };
}
