import {
  BONUSES_API,
  ZAdminBonusPage,
  ZAdminBonusQuery,
  ZBonus,
  ZBonusExplain,
  ZErrorResponse,
  ZIdParams,
  ZMyBonuses,
} from '@lw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OperatorAuthenticator } from '../../../platform/guards/admin-guard.js';
import { requireAdmin } from '../../../platform/guards/admin-guard.js';
import type { PlayerAuthenticator } from '../../../platform/guards/player-guard.js';
import { currentPlayer, requirePlayer } from '../../../platform/guards/player-guard.js';
import type { BonusAdminQueries } from './bonus-admin-queries.js';
import type { BonusWallet } from './bonus-wallet.service.js';

export interface BonusWalletRoutesDeps {
  adminAuth: OperatorAuthenticator;
  playerAuth: PlayerAuthenticator;
  bonusWallet: BonusWallet;
  bonusAdmin: BonusAdminQueries;
}

const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
};

/** The member centre's bonusDetails page: the member's bonuses and the forfeit button. */
export function bonusWalletRoutes(deps: BonusWalletRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const guard = requirePlayer(deps.playerAuth);
    const member = { tags: ['member'], security: [{ playerBearer: [] }] };

    app.get(
      BONUSES_API.mine,
      {
        preHandler: guard,
        schema: {
          ...member,
          operationId: 'listMyBonuses',
          summary: "The member's bonuses with their terms, balance and wagering progress",
          response: { 200: ZMyBonuses, ...errors },
        },
      },
      async (request) => deps.bonusWallet.mine(currentPlayer(request).account.id),
    );

    app.post(
      BONUSES_API.forfeit,
      {
        preHandler: guard,
        schema: {
          ...member,
          operationId: 'forfeitMyBonus',
          summary: 'Give up an active or queued bonus: its balance goes back to the house',
          params: ZIdParams,
          response: { 200: ZBonus, ...errors },
        },
      },
      async (request) =>
        deps.bonusWallet.forfeit(currentPlayer(request).account.id, request.params.id),
    );
  };
}

/** The back office's bonus list and the explain of a bonus's progress. */
export function adminBonusRoutes(deps: BonusWalletRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const base = { tags: ['admin'], security: [{ adminBearer: [] }] };
    const read = requireAdmin(deps.adminAuth, 'cashier.read');

    app.get(
      BONUSES_API.adminList,
      {
        preHandler: read,
        schema: {
          ...base,
          operationId: 'listAdminBonuses',
          summary: 'Bonuses of every member, newest first, by username and status',
          querystring: ZAdminBonusQuery,
          response: { 200: ZAdminBonusPage, ...errors },
        },
      },
      async (request) => deps.bonusAdmin.list(request.query),
    );

    app.get(
      BONUSES_API.adminExplain,
      {
        preHandler: read,
        schema: {
          ...base,
          operationId: 'explainAdminBonus',
          summary: "A bonus's progress recomputed from its wagers' contribution rows",
          params: ZIdParams,
          response: { 200: ZBonusExplain, ...errors },
        },
      },
      async (request) => deps.bonusAdmin.explain(request.params.id),
    );
  };
}
