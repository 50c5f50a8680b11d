import {
  VIP_API,
  ZErrorResponse,
  ZIdParams,
  ZVipMemberList,
  ZVipMemberQuery,
  ZVipMonthlyRequest,
  ZVipMonthlyResult,
  ZVipProgram,
  ZVipState,
  errorMessages,
} from '@lw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/client.js';
import { recordAudit } from '../../../platform/audit-log.js';
import { AppError } from '../../../platform/errors.js';
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
import { refuseTrial } from '../../identity/accounts/index.js';
import type { VipLevels } from './vip-levels.js';
import { listVipMembers } from './vip-members.js';
import { loadProgram, saveProgram } from './vip-program.js';
import type { VipReview } from './vip-review.js';

/** What these routes use. */
export interface VipRoutesDeps {
  db: Database;
  adminAuth: OperatorAuthenticator;
  playerAuth: PlayerAuthenticator;
  vipLevels: VipLevels;
  vipReview: VipReview;
}

const playerSecurity = [{ playerBearer: [] }];
const adminSecurity = [{ adminBearer: [] }];
const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse };
const tags = ['vip'];

/** The member's VIP page and the back office's VIP programme, members and review. */
export function vipRoutes(deps: VipRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const player = requirePlayer(deps.playerAuth);
    const read = requireAdmin(deps.adminAuth, 'settings.read');
    const write = requireAdmin(deps.adminAuth, 'settings.system.write');
    const members = requireAdmin(deps.adminAuth, 'members.read');
    const pay = requireAdmin(deps.adminAuth, 'cashier.manage');

    app.get(
      VIP_API.mine,
      {
        preHandler: player,
        schema: {
          operationId: 'getVip',
          tags,
          security: playerSecurity,
          summary: 'The VIP page: levels, my level, my figures over the window, progress, bonuses',
          response: { 200: ZVipState, ...errors },
        },
      },
      async (request) => {
        const { account } = currentPlayer(request);
        refuseTrial(account);
        if (!(await deps.vipLevels.enabled())) {
          throw new AppError('FEATURE_DISABLED', errorMessages.FEATURE_DISABLED.en);
        }
        return deps.vipLevels.stateOf(account.id);
      },
    );

    app.get(
      VIP_API.adminProgram,
      {
        preHandler: read,
        schema: {
          operationId: 'getVipProgram',
          tags,
          security: adminSecurity,
          summary: 'The VIP programme: window and levels',
          response: { 200: ZVipProgram, ...errors },
        },
      },
      async () => loadProgram(deps.db),
    );

    app.put(
      VIP_API.adminProgram,
      {
        preHandler: write,
        schema: {
          operationId: 'saveVipProgram',
          tags,
          security: adminSecurity,
          summary: 'Save the VIP programme as a whole (audited vip.program)',
          body: ZVipProgram,
          response: { 200: ZVipProgram, ...errors },
        },
      },
      async (request) => {
        const operatorId = currentAdmin(request).operator.id;
        await deps.db.transaction(async (tx) => {
          const before = await saveProgram(tx, request.body, operatorId);
          await recordAudit(tx, actorOf(request), {
            action: 'vip.program',
            targetType: 'vip_program',
            targetId: '1',
            before,
            after: request.body,
          });
        });
        return loadProgram(deps.db);
      },
    );

    app.get(
      VIP_API.adminMembers,
      {
        preHandler: members,
        schema: {
          operationId: 'listVipMembers',
          tags,
          security: adminSecurity,
          summary: 'Members holding a VIP level, highest first',
          querystring: ZVipMemberQuery,
          response: { 200: ZVipMemberList, ...errors },
        },
      },
      async (request) => listVipMembers(deps.db, request.query),
    );

    app.get(
      VIP_API.adminExplain,
      {
        preHandler: members,
        schema: {
          operationId: 'explainVipMember',
          tags,
          security: adminSecurity,
          summary: "A member's level with the figures behind it, its changes and bonuses",
          params: ZIdParams,
          response: { 200: ZVipState, ...errors, 404: ZErrorResponse },
        },
      },
      async (request) => {
        const exists = await deps.vipLevels.memberExists(request.params.id);
        if (!exists) throw new AppError('NOT_FOUND', 'No such member');
        return deps.vipLevels.stateOf(request.params.id);
      },
    );

    app.post(
      VIP_API.adminMonthly,
      {
        preHandler: pay,
        schema: {
          operationId: 'runVipMonthlyReview',
          tags,
          security: adminSecurity,
          summary: "Run a month's keep-level review and monthly bonus (once per member and month)",
          body: ZVipMonthlyRequest,
          response: { 200: ZVipMonthlyResult, ...errors },
        },
      },
      async (request) => {
        const result = await deps.vipReview.reviewMonth(request.body.month);
        await recordAudit(deps.db, actorOf(request), {
          action: 'vip.monthly-review',
          targetType: 'vip_month',
          targetId: request.body.month,
          after: result,
        });
        return result;
      },
    );
  };
}
