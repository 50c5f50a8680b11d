import {
  WALLET_API,
  ZAllToMainRequest,
  ZAllToMainResult,
  ZErrorResponse,
  ZMerchantWallet,
  ZVendorTransfer,
  ZVendorTransferRequest,
} from '@lw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PlayerAuthenticator } from '../../../platform/guards/player-guard.js';
import type { VendorTransferService } from './vendor-transfer.service.js';
import { currentPlayer, requirePlayer } from '../../../platform/guards/player-guard.js';

/** What these routes use. */
export interface VendorTransfersRoutesDeps {
  playerAuth: PlayerAuthenticator;
  vendorTransfers: VendorTransferService;
}

const security = [{ playerBearer: [] }];
const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
};
const readErrors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse };

/** transferFund: main wallet <-> transfer-mode vendor wallets. */
export function vendorWalletRoutes(deps: VendorTransfersRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const guard = requirePlayer(deps.playerAuth);

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
      async (request) =>
        deps.vendorTransfers.transfer(currentPlayer(request).account, request.body),
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
        deps.vendorTransfers.allToMain(currentPlayer(request).account, request.body.requestId),
    );
    app.get(
      WALLET_API.merchantWallet,
      {
        preHandler: guard,
        schema: {
          operationId: 'getMerchantWallet',
          tags: ['wallet'],
          security,
          summary: 'Single wallet, or the transfer-mode vendor wallets with their balances',
          response: { 200: ZMerchantWallet, ...readErrors },
        },
      },
      async (request) => deps.vendorTransfers.merchantWallet(currentPlayer(request).account),
    );
  };
}
