import {
  WALLET_API,
  ZAllToMainRequest,
  ZAllToMainResult,
  ZErrorResponse,
  ZMerchantWallet,
  ZMerchantWalletQuery,
  ZVendorTransfer,
  ZVendorTransferRequest,
  ZVendorWallet,
  ZVendorWalletParams,
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
          summary:
            "Move every vendor wallet back to the main wallet: each vendor's real balance, read first; per vendor what moved and what did not",
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
          summary:
            'Single wallet, or the transfer-mode vendor wallets with each balance read from the vendor (cached=true: our last readings)',
          querystring: ZMerchantWalletQuery,
          response: { 200: ZMerchantWallet, ...readErrors },
        },
      },
      async (request) =>
        deps.vendorTransfers.merchantWallet(currentPlayer(request).account, {
          cached: request.query.cached === 'true',
        }),
    );
    app.get(
      WALLET_API.vendorWalletPattern,
      {
        preHandler: guard,
        schema: {
          operationId: 'getVendorWallet',
          tags: ['wallet'],
          security,
          summary:
            "One vendor wallet, read from the vendor now (state 'unavailable' with the last reading when it does not answer)",
          params: ZVendorWalletParams,
          response: { 200: ZVendorWallet, ...readErrors, 404: ZErrorResponse },
        },
      },
      async (request) =>
        deps.vendorTransfers.vendorWallet(currentPlayer(request).account, request.params.vendor),
    );
  };
}
