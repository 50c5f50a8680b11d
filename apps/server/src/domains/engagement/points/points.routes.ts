import {
  POINTS_API,
  ZAdminPointsMember,
  ZAdminRedemptionQuery,
  ZConvertPointsRequest,
  ZErrorResponse,
  ZIdParams,
  ZPointsClawbackRequest,
  ZPointsClawbackResult,
  ZPointsConfig,
  ZPointsEntryList,
  ZPointsPageQuery,
  ZPointsRedemption,
  ZPointsRedemptionList,
  ZPointsReward,
  ZPointsRewardInput,
  ZPointsRewardList,
  ZPointsSummary,
  ZRedeemRequest,
  ZRedemptionDecision,
} from '@lw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/client.js';
import { recordAudit } from '../../../platform/audit-log.js';
import {
  actorOf,
  currentAdmin,
  requireAdmin,
  type OperatorAuthenticator,
} from '../../../platform/guards/admin-guard.js';
import {
  currentPlayer,
  requirePlayer,
  type PlayerAuthenticator,
} from '../../../platform/guards/player-guard.js';
import type { LedgerService } from '../../cashier/ledger/index.js';
import { refuseTrial } from '../../identity/accounts/index.js';
import type { PointsAdmin } from './points-admin.js';
import type { PointsClawback } from './points-clawback.js';
import { loadPointsConfig, savePointsConfig } from './points-config.js';
import { pointsEntries } from './points-details.js';
import type { PointsService } from './points.service.js';
import { pointsWalletsOf } from './points-wallets.js';
import type { RedemptionDecisions } from './redemption-decisions.js';

/** What these routes use. */
export interface PointsRoutesDeps {
  db: Database;
  adminAuth: OperatorAuthenticator;
  playerAuth: PlayerAuthenticator;
  ledger: LedgerService;
  points: PointsService;
  pointsAdmin: PointsAdmin;
  pointsClawback: PointsClawback;
  redemptionDecisions: RedemptionDecisions;
}

const playerSecurity = [{ playerBearer: [] }];
const adminSecurity = [{ adminBearer: [] }];
const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse };
const spendErrors = {
  ...errors,
  404: ZErrorResponse,
  409: ZErrorResponse,
  423: ZErrorResponse,
  429: ZErrorResponse,
};
const tags = ['points'];
/** Payment-password guesses are slow (argon2) and limited per client. */
const spendRateLimit = { max: 60, timeWindow: 60_000 };

/** The member's points mall and the back office's points screens. */
export function pointsRoutes(deps: PointsRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const player = requirePlayer(deps.playerAuth);
    const settingsRead = requireAdmin(deps.adminAuth, 'settings.read');
    const settingsWrite = requireAdmin(deps.adminAuth, 'settings.system.write');
    const cashierRead = requireAdmin(deps.adminAuth, 'cashier.read');
    const cashierManage = requireAdmin(deps.adminAuth, 'cashier.manage');

    app.get(
      POINTS_API.summary,
      {
        preHandler: player,
        schema: {
          operationId: 'getPoints',
          tags,
          security: playerSecurity,
          summary: 'Current points, earned and exchanged, the exchange table and rules',
          response: { 200: ZPointsSummary, ...errors },
        },
      },
      async (request) => deps.points.summary(currentPlayer(request).account),
    );

    app.get(
      POINTS_API.details,
      {
        preHandler: player,
        schema: {
          operationId: 'listPointsDetails',
          tags,
          security: playerSecurity,
          summary: 'Points details: every points movement of the member, newest first',
          querystring: ZPointsPageQuery,
          response: { 200: ZPointsEntryList, ...errors },
        },
      },
      async (request) => {
        const { account } = currentPlayer(request);
        refuseTrial(account);
        const wallets = await pointsWalletsOf(deps.ledger, account.id);
        const [list, balance] = await Promise.all([
          pointsEntries(deps.db, wallets.points, request.query.page, request.query.pageSize),
          deps.ledger.balanceOf(wallets.points),
        ]);
        return { ...list, balance };
      },
    );

    app.get(
      POINTS_API.rewards,
      {
        preHandler: player,
        schema: {
          operationId: 'listPointsRewards',
          tags,
          security: playerSecurity,
          summary: 'Rewards to redeem (active catalogue)',
          response: { 200: ZPointsRewardList, ...errors },
        },
      },
      async () => ({ items: await deps.points.rewards() }),
    );

    app.get(
      POINTS_API.redemptions,
      {
        preHandler: player,
        schema: {
          operationId: 'listPointsRedemptions',
          tags,
          security: playerSecurity,
          summary: 'Redeem history: rewards and conversions with their status',
          querystring: ZPointsPageQuery,
          response: { 200: ZPointsRedemptionList, ...errors },
        },
      },
      async (request) => {
        const { account } = currentPlayer(request);
        refuseTrial(account);
        return deps.points.redemptions(account.id, request.query.page, request.query.pageSize);
      },
    );

    app.post(
      POINTS_API.redemptions,
      {
        preHandler: player,
        config: { rateLimit: spendRateLimit },
        schema: {
          operationId: 'redeemPoints',
          tags,
          security: playerSecurity,
          summary: 'Redeem a reward with the payment password (one record per requestId)',
          body: ZRedeemRequest,
          response: { 200: ZPointsRedemption, ...spendErrors },
        },
      },
      async (request) => deps.points.redeem(currentPlayer(request).account, request.body),
    );

    app.post(
      POINTS_API.conversions,
      {
        preHandler: player,
        config: { rateLimit: spendRateLimit },
        schema: {
          operationId: 'convertPoints',
          tags,
          security: playerSecurity,
          summary: 'Convert points to money at the table rate with the payment password',
          body: ZConvertPointsRequest,
          response: { 200: ZPointsRedemption, ...spendErrors },
        },
      },
      async (request) => deps.points.convert(currentPlayer(request).account, request.body),
    );

    app.get(
      POINTS_API.adminConfig,
      {
        preHandler: settingsRead,
        schema: {
          operationId: 'getPointsConfig',
          tags,
          security: adminSecurity,
          summary: 'The points exchange table, conversion rate and rules',
          response: { 200: ZPointsConfig, ...errors },
        },
      },
      async () => loadPointsConfig(deps.db),
    );

    app.put(
      POINTS_API.adminConfig,
      {
        preHandler: settingsWrite,
        schema: {
          operationId: 'savePointsConfig',
          tags,
          security: adminSecurity,
          summary: 'Save the points exchange table and conversion rate (audited points.config)',
          body: ZPointsConfig,
          response: { 200: ZPointsConfig, ...errors },
        },
      },
      async (request) => {
        await deps.db.transaction(async (tx) => {
          const before = await savePointsConfig(
            tx,
            request.body,
            currentAdmin(request).operator.id,
          );
          await recordAudit(tx, actorOf(request), {
            action: 'points.config',
            targetType: 'points_config',
            targetId: '1',
            before,
            after: request.body,
          });
        });
        return loadPointsConfig(deps.db);
      },
    );

    app.get(
      POINTS_API.adminRewards,
      {
        preHandler: settingsRead,
        schema: {
          operationId: 'listAdminPointsRewards',
          tags,
          security: adminSecurity,
          summary: 'The whole rewards catalogue (inactive too)',
          response: { 200: ZPointsRewardList, ...errors },
        },
      },
      async () => ({ items: await deps.pointsAdmin.rewards() }),
    );

    app.post(
      POINTS_API.adminRewards,
      {
        preHandler: settingsWrite,
        schema: {
          operationId: 'createPointsReward',
          tags,
          security: adminSecurity,
          summary: 'Add a reward to the catalogue (audited)',
          body: ZPointsRewardInput,
          response: { 200: ZPointsReward, ...errors },
        },
      },
      async (request) => deps.pointsAdmin.createReward(request.body, actorOf(request)),
    );

    app.put(
      POINTS_API.adminReward,
      {
        preHandler: settingsWrite,
        schema: {
          operationId: 'updatePointsReward',
          tags,
          security: adminSecurity,
          summary: 'Replace a reward: name, image, price, stock, limit, active (audited)',
          params: ZIdParams,
          body: ZPointsRewardInput,
          response: { 200: ZPointsReward, ...errors, 404: ZErrorResponse },
        },
      },
      async (request) =>
        deps.pointsAdmin.updateReward(request.params.id, request.body, actorOf(request)),
    );

    app.get(
      POINTS_API.adminRedemptions,
      {
        preHandler: cashierRead,
        schema: {
          operationId: 'listAdminPointsRedemptions',
          tags,
          security: adminSecurity,
          summary: 'The redemption queue, by status',
          querystring: ZAdminRedemptionQuery,
          response: { 200: ZPointsRedemptionList, ...errors },
        },
      },
      async (request) =>
        deps.pointsAdmin.redemptions(
          request.query.status,
          request.query.page,
          request.query.pageSize,
        ),
    );

    for (const step of ['approve', 'reject'] as const) {
      app.post(
        step === 'approve' ? POINTS_API.adminApprove : POINTS_API.adminReject,
        {
          preHandler: cashierManage,
          schema: {
            operationId: step === 'approve' ? 'approvePointsRedemption' : 'rejectPointsRedemption',
            tags,
            security: adminSecurity,
            summary:
              step === 'approve'
                ? 'Approve a redemption In Process'
                : 'Reject a redemption In Process: its points are refunded in full',
            params: ZIdParams,
            body: ZRedemptionDecision,
            response: {
              200: ZPointsRedemption,
              ...errors,
              404: ZErrorResponse,
              409: ZErrorResponse,
            },
          },
        },
        async (request) =>
          deps.redemptionDecisions.decide(
            request.params.id,
            step,
            request.body.remark,
            actorOf(request),
          ),
      );
    }

    app.get(
      POINTS_API.adminMember,
      {
        preHandler: cashierRead,
        schema: {
          operationId: 'getAdminPointsMember',
          tags,
          security: adminSecurity,
          summary: "A member's points balance and points ledger",
          params: ZIdParams,
          response: { 200: ZAdminPointsMember, ...errors, 404: ZErrorResponse },
        },
      },
      async (request) => deps.pointsAdmin.member(request.params.id),
    );

    app.post(
      POINTS_API.adminClawback,
      {
        preHandler: cashierManage,
        schema: {
          operationId: 'clawbackDepositPoints',
          tags,
          security: adminSecurity,
          summary: 'A deposit was reversed: take its points back (once; audited points.clawback)',
          body: ZPointsClawbackRequest,
          response: {
            200: ZPointsClawbackResult,
            ...errors,
            404: ZErrorResponse,
            409: ZErrorResponse,
          },
        },
      },
      async (request) =>
        deps.pointsClawback.clawback(request.body.depositId, request.body.reason, actorOf(request)),
    );
  };
}
