import {
  ADMIN_REFERRAL_API,
  REFERRAL_API,
  ZErrorResponse,
  ZMyReferral,
  ZReferralList,
  ZReferralListQuery,
  ZReferralRules,
} from '@lw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OperatorAuthenticator } from '../../../platform/guards/admin-guard.js';
import { actorOf, requireAdmin } from '../../../platform/guards/admin-guard.js';
import type { PlayerAuthenticator } from '../../../platform/guards/player-guard.js';
import { currentPlayer, requirePlayer } from '../../../platform/guards/player-guard.js';
import type { ReferralService } from './referral.service.js';

export interface ReferralRoutesDeps {
  adminAuth: OperatorAuthenticator;
  playerAuth: PlayerAuthenticator;
  referral: ReferralService;
}

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse };
const player = { tags: ['engagement'], security: [{ playerBearer: [] }] };
const admin = { tags: ['admin'], security: [{ adminBearer: [] }] };

/** The member's invite-a-friend page; the operator's referral list and rules. */
export function referralRoutes(deps: ReferralRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const guard = requirePlayer(deps.playerAuth);
    const read = requireAdmin(deps.adminAuth, 'cashier.read');
    const write = requireAdmin(deps.adminAuth, 'settings.system.write');
    const { referral } = deps;

    app.get(
      REFERRAL_API.mine,
      {
        preHandler: guard,
        schema: {
          ...player,
          operationId: 'getMyReferral',
          summary: 'My referral code and link, the rules, my invited friends and my rewards',
          response: { 200: ZMyReferral, ...errors, 404: ZErrorResponse },
        },
      },
      async (request) => referral.mine(currentPlayer(request).account.id),
    );

    app.get(
      ADMIN_REFERRAL_API.list,
      {
        preHandler: read,
        schema: {
          ...admin,
          operationId: 'listReferrals',
          summary: 'Referrals with their status, rewards and self-referral flags',
          querystring: ZReferralListQuery,
          response: { 200: ZReferralList, ...errors },
        },
      },
      async (request) => referral.list(request.query),
    );

    app.get(
      ADMIN_REFERRAL_API.rules,
      {
        preHandler: read,
        schema: {
          ...admin,
          operationId: 'getReferralRules',
          summary: 'The invite-a-friend rules: rewards, rates, caps',
          response: { 200: ZReferralRules, ...errors },
        },
      },
      async () => referral.rules(),
    );

    app.put(
      ADMIN_REFERRAL_API.rules,
      {
        preHandler: write,
        schema: {
          ...admin,
          operationId: 'updateReferralRules',
          summary: 'Saves the invite-a-friend rules (days already paid keep their rate)',
          body: ZReferralRules,
          response: { 200: ZReferralRules, ...errors },
        },
      },
      async (request) => referral.saveRules(actorOf(request), request.body),
    );
  };
}
