import { ADMIN_GAME_ROUNDS_API, ZErrorResponse, ZWalletFiguresResponse } from '@lw/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAdmin, type OperatorAuthenticator } from '../../../platform/guards/admin-guard.js';
import type { WalletFigures } from './wallet-figures.js';

/** The wallet API's live figures per vendor (this process), for the back office. */
export function walletFiguresRoutes(deps: {
  walletFigures: WalletFigures;
  adminAuth: OperatorAuthenticator;
}): FastifyPluginAsync {
  return async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get(
      ADMIN_GAME_ROUNDS_API.walletFigures,
      {
        preHandler: requireAdmin(deps.adminAuth, 'games.read'),
        schema: {
          operationId: 'getWalletFigures',
          summary: 'Wallet API figures per vendor: calls, refusals by code, latency',
          tags: ['admin-games'],
          security: [{ adminBearer: [] }],
          response: { 200: ZWalletFiguresResponse, 401: ZErrorResponse, 403: ZErrorResponse },
        },
      },
      async () => ({ vendors: deps.walletFigures.snapshot() }),
    );
  };
}
