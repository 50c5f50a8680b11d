import {
  ENGAGEMENT_API,
  ZAdminRewardPage,
  ZAdminRewardQuery,
  ZEngagementBadges,
  ZErrorResponse,
  ZIdParams,
  ZReward,
  ZRewardList,
} from '@lw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin, type OperatorAuthenticator } from '../../../platform/guards/admin-guard.js';
import {
  currentPlayer,
  requirePlayer,
  type PlayerAuthenticator,
} from '../../../platform/guards/player-guard.js';
import type { RewardCentre } from './reward-centre.service.js';

export interface RewardsRoutesDeps {
  playerAuth: PlayerAuthenticator;
  adminAuth: OperatorAuthenticator;
  rewardCentre: RewardCentre;
}

const member = { tags: ['engagement'], security: [{ playerBearer: [] }] };
const admin = { tags: ['admin'], security: [{ adminBearer: [] }] };
const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse };

/** The reward centre's member routes and the back office's list. */
export function rewardsRoutes(deps: RewardsRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const guard = requirePlayer(deps.playerAuth);
    const centre = deps.rewardCentre;

    app.get(
      ENGAGEMENT_API.member.rewards,
      {
        preHandler: guard,
        schema: {
          ...member,
          operationId: 'listRewards',
          summary: "The member's rewards (newest first) and the unclaimed count",
          response: { 200: ZRewardList, ...errors },
        },
      },
      async (request) => centre.list(currentPlayer(request).account.id),
    );

    app.post(
      ENGAGEMENT_API.member.claimReward,
      {
        preHandler: guard,
        schema: {
          ...member,
          operationId: 'claimReward',
          summary: 'Claims a reward: pays it once; a replay answers the claimed reward',
          params: ZIdParams,
          response: { 200: ZReward, ...errors, 404: ZErrorResponse, 409: ZErrorResponse },
        },
      },
      async (request) => centre.claim(currentPlayer(request).account.id, request.params.id),
    );

    app.get(
      ENGAGEMENT_API.member.badges,
      {
        preHandler: guard,
        schema: {
          ...member,
          operationId: 'getEngagementBadges',
          summary: "The member centre's red badges: unclaimed rewards and leaderboard prizes",
          response: { 200: ZEngagementBadges, ...errors },
        },
      },
      async (request) => centre.badges(currentPlayer(request).account.id),
    );

    app.get(
      ENGAGEMENT_API.admin.rewards,
      {
        preHandler: requireAdmin(deps.adminAuth, 'cashier.read'),
        schema: {
          ...admin,
          operationId: 'listAdminRewards',
          summary: "Every member's rewards, by status or member",
          querystring: ZAdminRewardQuery,
          response: { 200: ZAdminRewardPage, ...errors },
        },
      },
      async (request) => centre.adminList(request.query),
    );
  };
}
