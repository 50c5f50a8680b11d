import {
  WALLET_API,
  ZAllToMainRequest,
  ZAllToMainResult,
  ZErrorResponse,
  ZVendorTransfer,
  ZVendorTransferRequest,
} from '@lw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context.js';
import { currentPlayer, requirePlayer } from '../../../platform/guards/player-guard.js';

const security = [{ playerBearer: [] }];
const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
};

/** transferFund: main wallet <-> transfer-mode vendor wallets. */
export function vendorWalletRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const guard = requirePlayer(ctx.playerAuth);

    app.post(
      WALLET_API.vendorTransfers,
      {
        preHandler: guard,
        schema: {
          operationId: 'createVendorTransfer',
          tags: ['wallet'],
          security,
          summary:
            'Move money between the main wallet and a vendor wallet; pending while unconfirmed',
          body: ZVendorTransferRequest,
          response: { 200: ZVendorTransfer, ...errors },
        },
      },
      async (request) => ctx.vendorTransfers.transfer(currentPlayer(request).account, request.body),
    );

    app.post(
      WALLET_API.allToMain,
      {
        preHandler: guard,
        schema: {
          operationId: 'transferAllToMain',
          tags: ['wallet'],
          security,
          summary: 'Move every vendor wallet back to the main wallet',
          body: ZAllToMainRequest,
          response: { 200: ZAllToMainResult, ...errors },
        },
      },
      async (request) =>
        ctx.vendorTransfers.allToMain(currentPlayer(request).account, request.body.requestId),
    );
  };
}
